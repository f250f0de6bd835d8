/// One imported source as `doctor` reports it, read tolerantly from `sources.json`.
public struct SourceSummary: Hashable, Sendable {
  /// The source's name.
  public let name: String
  /// How many landmarks it holds, when the list says.
  public let landmarks: Int?
  /// What is wrong with its index file (missing, damaged, another format), or nil when it is sound
  /// or the list does not say where it is.
  public let indexProblem: String?
  /// The saved copy of what it was read from, which a fresh import rebuilds the index from.
  public let savedCopy: String?

  /// Creates a summary.
  public init(name: String, landmarks: Int?, indexProblem: String? = nil, savedCopy: String? = nil) {
    self.name = name
    self.landmarks = landmarks
    self.indexProblem = indexProblem
    self.savedCopy = savedCopy
  }
}
