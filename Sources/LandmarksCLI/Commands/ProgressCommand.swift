import LandmarksCore

/// `landmarks progress`: activities done and badges earned, by continent.
struct ProgressCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "progress",
    abstract: "Summarise activities done and badges earned, by continent.",
    options: [.json],
    examples: [
      .init(arguments: "progress", explanation: "A table of your progress on every continent."),
      .init(arguments: "progress --json", explanation: "The same figures as a JSON object."),
    ]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    ProgressOutput(summary: ProgressSummary(catalog: try context.loadCatalog(), state: try context.loadState()))
  }
}
