/// Something wrong with the data folder, and the command that puts it right.
public struct StoreProblem: Hashable, Sendable {
  /// What is wrong, in a sentence.
  public let problem: String
  /// The command (or step) that fixes it.
  public let fix: String

  /// Creates a problem.
  public init(problem: String, fix: String) {
    self.problem = problem
    self.fix = fix
  }
}
