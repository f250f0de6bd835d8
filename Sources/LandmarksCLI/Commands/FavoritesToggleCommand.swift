import LandmarksCore

/// `landmarks favorites toggle LANDMARK`: the app's heart button.
struct FavoritesToggleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "toggle", abstract: "Add a landmark to Favorites, or remove it if it is there.",
    arguments: [.landmark],
    examples: [.init(arguments: "favorites toggle uluru", explanation: "Flip whether Uluru is a favorite.")])

  let landmark: String

  init(arguments: ParsedArguments) throws { landmark = arguments.positionals.first ?? "" }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.toggle.apply(to: [landmark], in: context) { $0.favorites }
  }
}
