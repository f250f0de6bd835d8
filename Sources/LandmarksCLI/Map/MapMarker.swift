import LandmarksCore
import LandmarksModels

/// A landmark to mark on a map, with what decides how it looks.
struct MapMarker: Sendable {
  /// The landmark marked, at its coordinates.
  let landmark: Landmark
  /// Earned, started or neither.
  let status: MarkerStatus
  /// The featured landmark, or the centre of a radius map: drawn so it stands out.
  let isHighlighted: Bool
  /// Distance from a radius map's centre.
  let distanceKm: Double?
}

/// Where a person stands with a marked landmark: what its colour or glyph says.
enum MarkerStatus: Sendable, Hashable, Comparable {
  /// Nothing done there yet.
  case none
  /// Some activities done, the badge (if any) not earned.
  case started
  /// The landmark's badge is earned; drawn in the badge's colour.
  case earned(BadgeColor)

  /// The landmark's status in `state`.
  init(_ landmark: Landmark, state: UserState?) {
    guard let state else {
      self = .none
      return
    }
    if let color = landmark.badge?.color, BadgeRules.status(of: landmark, in: state)?.isEarned == true {
      self = .earned(color)
    } else {
      self = state.doneActivities(at: landmark.id).isEmpty ? .none : .started
    }
  }

  /// The word `--json` uses.
  var name: String {
    switch self {
    case .none: "none"
    case .started: "started"
    case .earned: "earned"
    }
  }

  /// The word people read, in the language of `words`.
  func word(in words: Localizer) -> String {
    switch self {
    case .none: words(.mapStatusNone)
    case .started: words(.mapStatusStarted)
    case .earned: words(.mapStatusEarned)
    }
  }

  /// The glyph of a lone marker without a label, and the mark beside a legend entry.
  func glyph(unicode: Bool) -> String {
    switch self {
    case .none: unicode ? "•" : "o"
    case .started: unicode ? "◆" : "+"
    case .earned: unicode ? "★" : "*"
    }
  }

  /// The glyph in its colour: the badge's when earned, yellow when started, plain otherwise.
  func paint(_ text: String, in style: OutputStyle) -> String {
    switch self {
    case .none: text
    case .started: style.accent(text, code: 33)
    case .earned(let color): style.colored(text, color)
    }
  }

  static func < (lhs: MarkerStatus, rhs: MarkerStatus) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .none: 0
    case .started: 1
    case .earned: 2
    }
  }
}

/// What the highlighted landmark of a map is, as its legend says in words.
enum MapHighlight: Sendable {
  /// The featured landmark, on a map of a selection.
  case featured
  /// The landmark a map is centred on.
  case centre
  /// The landmark a detail's locator map shows.
  case here
  /// The landmark under the explorer's cursor.
  case selected

  /// The word in the language of `words`.
  func word(in words: Localizer) -> String {
    switch self {
    case .featured: words(.mapRoleFeatured)
    case .centre: words(.mapRoleCentre)
    case .here: words(.mapRoleHere)
    case .selected: words(.mapRoleSelected)
    }
  }
}
