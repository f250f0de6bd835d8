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

  /// Orders by declaration order, the order people see.
  public static func < (lhs: Activity, rhs: Activity) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
