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

/// The persisted show/hide toggle of the badge stack, as `badges show` and `badges hide` set it.
enum BadgeStackSetting {
  static func set(shown: Bool, in context: CommandContext) throws -> MessageOutput {
    let now = context.now()
    let changed = try context.store.update { state in
      let wasShown = state.badgeStack.value
      state.setBadgeStackShown(shown, on: now)
      return wasShown != shown
    }
    let word = shown ? "shown" : "hidden"
    return MessageOutput(lines: [changed ? "The badge stack is now \(word)." : "The badge stack was already \(word)."])
  }
}
