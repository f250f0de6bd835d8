import LandmarksCore

/// `landmarks favorites add LANDMARK`.
struct FavoritesAddCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "add", abstract: "Add a landmark to Favorites (adding it twice is harmless).",
    arguments: [.landmark],
    examples: [.init(arguments: "favorites add mount-fuji", explanation: "Make Mount Fuji a favorite.")])

  let landmark: String

  init(arguments: ParsedArguments) throws { landmark = arguments.positionals.first ?? "" }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.add.apply(to: [landmark], in: context) { $0.favorites }
  }
}
