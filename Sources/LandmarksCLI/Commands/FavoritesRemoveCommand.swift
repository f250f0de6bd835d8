import LandmarksCore

/// `landmarks favorites remove LANDMARK`.
struct FavoritesRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "remove", abstract: "Remove a landmark from Favorites.",
    arguments: [.landmark],
    examples: [.init(arguments: "favorites remove fuji", explanation: "Mount Fuji is no longer a favorite.")])

  let landmark: String

  init(arguments: ParsedArguments) throws { landmark = arguments.positionals.first ?? "" }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.remove.apply(to: [landmark], in: context) { $0.favorites }
  }
}
