import LandmarksCore

/// `landmarks mark`: records activities done at a landmark; marking twice is harmless.
struct MarkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "mark",
    abstract: "Record activities done at a landmark.",
    discussion: """
      Doing all four at a landmark that has a badge earns it. Marking something already done \
      changes nothing and is not an error.
      """,
    arguments: ActivityArguments.arguments,
    options: [ActivityArguments.allFlag],
    examples: [
      .init(arguments: "mark fuji photo sketch", explanation: "Two activities at Mount Fuji."),
      .init(arguments: "mark mount-fuji --all", explanation: "All four, earning the Mount Fuji badge."),
    ]
  )

  let selection: ActivityArguments

  init(arguments: ParsedArguments) throws {
    selection = try ActivityArguments(arguments)
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try selection.apply(marking: true, in: context)
  }
}
