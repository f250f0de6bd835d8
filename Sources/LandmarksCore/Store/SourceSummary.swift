/// One imported source as `doctor` reports it, read tolerantly from `sources.json`.
public struct SourceSummary: Hashable, Sendable {
  /// The source's name.
  public let name: String
  /// How many landmarks it holds, when the list says.
  public let landmarks: Int?

  /// Creates a summary.
  public init(name: String, landmarks: Int?) {
    self.name = name
    self.landmarks = landmarks
  }
}
