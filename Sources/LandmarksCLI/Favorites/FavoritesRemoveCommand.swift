import LandmarksCore

/// `landmarks favorites remove LANDMARK...`.
struct FavoritesRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "remove", abstract: "Remove landmarks from Favorites.",
    discussion: "Every landmark is found first: one unknown name removes nothing.",
    arguments: [MembershipChange.landmarksArgument],
    examples: [
      .init(arguments: "favorites remove fuji", explanation: "Mount Fuji is no longer a favorite."),
      .init(arguments: "favorites remove fuji uluru", explanation: "Neither is a favorite any more."),
    ])

  let landmarks: [String]

  init(arguments: ParsedArguments) throws { landmarks = arguments.positionals }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.remove.apply(to: landmarks, in: context) { $0.favorites }
  }
}
