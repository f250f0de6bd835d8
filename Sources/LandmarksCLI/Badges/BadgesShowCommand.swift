import LandmarksCore

/// `landmarks badges show`: shows the badge stack under the views that carry it.
struct BadgesShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "show",
    abstract: "Show the badge stack under list, show and collections (the default).",
    examples: [.init(arguments: "badges show", explanation: "Bring the badge stack back.")]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    try BadgeStackSetting.set(shown: true, in: context)
  }
}
