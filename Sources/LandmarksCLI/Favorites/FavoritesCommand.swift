import LandmarksCore

/// `landmarks favorites`: lists Favorites; its subcommands add, remove and toggle.
struct FavoritesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "favorites",
    abstract: "List your favorites; add, remove or toggle landmarks.",
    options: [.json],
    examples: [
      .init(arguments: "favorites", explanation: "Your favorites, in the order you added them."),
      .init(arguments: "favorites add fuji kirkjufell", explanation: "Make Mount Fuji and Kirkjufell favorites."),
      .init(arguments: "favorites toggle uluru", explanation: "Add Uluru, or remove it if it is one."),
    ],
    subcommands: [FavoritesAddCommand.self, FavoritesRemoveCommand.self, FavoritesToggleCommand.self]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let state = try context.loadState()
    let landmarks = try state.favorites.landmarkIDs.compactMap(catalog.landmark(id:))
    let notes = landmarks.isEmpty ? ["No favorites yet. Add one with 'landmarks favorites add LANDMARK'."] : []
    return LandmarkListOutput(landmarks: landmarks, badgeStack: nil, notes: notes)
  }
}
