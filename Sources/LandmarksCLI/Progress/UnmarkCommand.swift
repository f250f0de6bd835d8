import LandmarksCore

/// `landmarks unmark`: takes back activities; an unmark is a dated change too.
struct UnmarkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "unmark",
    abstract: "Undo activities recorded at a landmark.",
    discussion:
      "Unmarking one of the four takes back the landmark's badge. The first completion time is kept in the store's history.",
    arguments: ActivityArguments.arguments,
    options: [ActivityArguments.allFlag],
    examples: [
      .init(arguments: "unmark fuji sketch", explanation: "Undo the sketch at Mount Fuji."),
      .init(arguments: "unmark fuji --all", explanation: "Undo all four."),
    ]
  )

  let selection: ActivityArguments

  init(arguments: ParsedArguments) throws {
    selection = try ActivityArguments(arguments)
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try selection.apply(marking: false, in: context)
  }
}
