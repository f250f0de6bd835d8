import LandmarksCore

/// `landmarks favorites toggle LANDMARK`: the app's heart button.
struct FavoritesToggleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "toggle", abstract: "Add a landmark to Favorites, or remove it if it is there.",
    arguments: [FavoritesChange.landmarkArgument],
    examples: [.init(arguments: "favorites toggle uluru", explanation: "Flip whether Uluru is a favorite.")])

  let landmark: String

  init(arguments: ParsedArguments) throws { landmark = arguments.positionals.first ?? "" }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try FavoritesChange.toggle.apply(to: context.loadCatalog().resolve(landmark), in: context)
  }
}
