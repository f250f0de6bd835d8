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
