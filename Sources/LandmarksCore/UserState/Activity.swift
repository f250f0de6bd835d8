import Foundation
import LandmarksModels

/// One of the four things a person can do at every landmark.
public enum Activity: String, CaseIterable, Codable, CodingKeyRepresentable, Hashable, Sendable, Comparable {
  case takePhoto
  case readDescription
  case findNature
  case drawSketch

  /// A short human title, as the app labels the activity.
  public var title: String {
    switch self {
    case .takePhoto: "Take a photo"
    case .readDescription: "Read the description"
    case .findNature: "Find a cool piece of nature"
    case .drawSketch: "Draw a sketch"
    }
  }

  /// The one-word spelling accepted on the command line.
  public var shortName: String {
    switch self {
    case .takePhoto: "photo"
    case .readDescription: "read"
    case .findNature: "nature"
    case .drawSketch: "sketch"
    }
  }

  /// The kebab-case spelling accepted on the command line.
  public var kebabName: String {
    rawValue.reduce(into: "") { result, character in
      if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
    }
  }

  /// Parses an activity from its id, its kebab-case name or its short word, in any case.
  public init?(parsing text: String) {
    let key = text.lowercased()
    guard
      let match = Activity.allCases.first(where: {
        $0.rawValue.lowercased() == key || $0.kebabName == key || $0.shortName == key
      })
    else { return nil }
    self = match
  }

  /// Up to `limit` spellings close to a mistyped `text`, nearest first: `skech` → `sketch`.
  ///
  /// Words are also compared as spoken, "ph" as "f": `foto` is two edits from `photo`, too many
  /// for a four-letter word, yet it is how photo is spelt in many languages.
  public static func nearestSpellings(to text: String, limit: Int = 3) -> [String] {
    let spellings = allCases.flatMap { [$0.shortName, $0.rawValue, $0.kebabName] }
    var found = NearestNames.nearest(to: text, among: spellings, limit: spellings.count)
    if found.isEmpty {
      func spoken(_ word: String) -> String { word.lowercased().replacingOccurrences(of: "ph", with: "f") }
      var bySound: [String: String] = [:]
      for spelling in spellings where bySound[spoken(spelling)] == nil { bySound[spoken(spelling)] = spelling }
      found = NearestNames.nearest(to: spoken(text), among: Array(bySound.keys), limit: spellings.count)
        .compactMap { bySound[$0] }
    }
    // One spelling per activity: `sketc` should not offer both sketch and drawSketch.
    var seen = Set<Activity>()
    return Array(found.filter { Activity(parsing: $0).map { seen.insert($0).inserted } ?? false }.prefix(limit))
  }

  /// Orders by declaration order, the order people see.
  public static func < (lhs: Activity, rhs: Activity) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}

/// Whether one activity is done at one landmark, and when that last changed.
public struct ActivityRecord: Codable, Hashable, Sendable {
  /// Done now.
  public let done: Bool
  /// When it was last marked or unmarked.
  public let changedAt: Date
  /// When it was first marked done; kept across unmarks.
  public let firstCompletedAt: Date?

  /// Creates a record.
  public init(done: Bool, changedAt: Date, firstCompletedAt: Date?) {
    self.done = done
    self.changedAt = changedAt
    self.firstCompletedAt = firstCompletedAt
  }
}
