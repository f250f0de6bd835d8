import LandmarksCore

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
