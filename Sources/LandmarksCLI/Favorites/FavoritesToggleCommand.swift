import LandmarksCore

/// `landmarks favorites toggle LANDMARK...`: the app's heart button.
struct FavoritesToggleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "toggle", abstract: "Add each landmark to Favorites, or remove it if it is there.",
    discussion: "Every landmark is found first: one unknown name changes nothing.",
    arguments: [MembershipChange.landmarksArgument],
    examples: [
      .init(arguments: "favorites toggle uluru", explanation: "Flip whether Uluru is a favorite."),
      .init(arguments: "favorites toggle uluru fuji", explanation: "Flip each of the two."),
    ])

  let landmarks: [String]

  init(arguments: ParsedArguments) throws { landmarks = arguments.positionals }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.toggle.apply(to: landmarks, in: context) { $0.favorites }
  }
}
