/// What an import did: places taken, problems found (the first few kept, all counted), text cleaned.
public struct ImportReport: Sendable, Hashable {
  /// How many problems are kept for messages; the rest are only counted.
  public static let keptProblemLimit = 10

  /// Places read successfully.
  public private(set) var placeCount = 0
  /// The first problems, in file order.
  public private(set) var problems: [ImportProblem] = []
  /// Every problem, counted.
  public private(set) var problemCount = 0
  /// Places whose text had control characters, escape sequences or bidi overrides removed.
  public private(set) var cleanedPlaceCount = 0
  /// Characters and sequences removed from those places' text.
  public private(set) var cleanedCharacterCount = 0
  /// Records that are routes or areas, not points (KML placemarks with a LineString or Polygon):
  /// skipped whether or not invalid places may be.
  public private(set) var withoutPointCount = 0

  /// An empty report.
  public init() {}

  /// Counts a place taken; `cleaned` is how many characters were removed from its text.
  public mutating func recordPlace(cleaned: Int) {
    placeCount += 1
    if cleaned > 0 {
      cleanedPlaceCount += 1
      cleanedCharacterCount += cleaned
    }
  }

  /// Counts a record skipped for having no point.
  public mutating func recordWithoutPoint() {
    withoutPointCount += 1
  }

  /// Counts a problem, keeping it when it is among the first.
  public mutating func recordProblem(_ problem: ImportProblem) {
    problemCount += 1
    if problems.count < Self.keptProblemLimit { problems.append(problem) }
  }
}

/// One place an import cannot take, and why.
public struct ImportProblem: Sendable, Hashable, CustomStringConvertible {
  /// Where the place is in the file.
  public let location: ImportLocation
  /// Why it cannot be imported, as a phrase ("no name", "latitude 91 is off the globe").
  public let reason: String

  /// Creates a problem.
  public init(location: ImportLocation, reason: String) {
    self.location = location
    self.reason = reason
  }

  /// "line 40: no name".
  public var description: String { "\(location): \(reason)" }
}

/// Where in an import file a problem was found, for messages people can act on.
public struct ImportLocation: Sendable, Hashable, CustomStringConvertible {
  /// The 1-based index of the GeoJSON feature, when the file has features.
  public let feature: Int?
  /// The 1-based line the record starts on (or where a structural fault was found).
  public let line: Int

  /// Creates a location.
  public init(feature: Int? = nil, line: Int) {
    self.feature = feature
    self.line = line
  }

  /// "feature 12 (line 40)" or "line 40".
  public var description: String {
    if let feature { return "feature \(feature) (line \(line))" }
    return "line \(line)"
  }
}
