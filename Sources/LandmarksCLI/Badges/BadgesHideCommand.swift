import LandmarksCore

/// `landmarks badges hide`: hides the badge stack.
struct BadgesHideCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "hide",
    abstract: "Hide the badge stack under list, show and collections.",
    examples: [.init(arguments: "badges hide", explanation: "Hide the badge stack; 'badges show' brings it back.")]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    try BadgeStackSetting.set(shown: false, in: context)
  }
}
