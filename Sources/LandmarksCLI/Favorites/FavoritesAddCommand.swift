import LandmarksCore

/// `landmarks favorites add LANDMARK...`.
struct FavoritesAddCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "add", abstract: "Add landmarks to Favorites (adding one twice is harmless).",
    discussion: "Every landmark is found first: one unknown name adds nothing.",
    arguments: [MembershipChange.landmarksArgument],
    examples: [
      .init(arguments: "favorites add mount-fuji", explanation: "Make Mount Fuji a favorite."),
      .init(arguments: "favorites add fuji kirkjufell", explanation: "Two favorites at once."),
    ])

  let landmarks: [String]

  init(arguments: ParsedArguments) throws { landmarks = arguments.positionals }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.add.apply(to: landmarks, in: context) { $0.favorites }
  }
}
