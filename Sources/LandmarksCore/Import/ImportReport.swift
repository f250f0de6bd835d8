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

  /// Counts a problem, keeping it when it is among the first.
  public mutating func recordProblem(_ problem: ImportProblem) {
    problemCount += 1
    if problems.count < Self.keptProblemLimit { problems.append(problem) }
  }
}
