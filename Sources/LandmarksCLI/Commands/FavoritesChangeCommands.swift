import LandmarksCore

/// How a favorites subcommand changes membership.
enum FavoritesChange: Sendable {
  case add, remove, toggle

  /// Applies the change to one landmark and describes the outcome.
  func apply(to landmark: Landmark, in context: CommandContext) throws -> MessageOutput {
    let now = context.now()
    let id = LandmarkCollection.favoritesID
    let message = try context.store.update { state -> String in
      let isFavorite = state.favorites.contains(landmark.id)
      switch (self, isFavorite) {
      case (.add, true):
        return "\(landmark.name) is already a favorite."
      case (.remove, false):
        return "\(landmark.name) is not a favorite."
      case (.add, false), (.toggle, false):
        state.add([landmark.id], toCollectionWithID: id, on: now)
        return "Added \(landmark.name) to Favorites."
      case (.remove, true), (.toggle, true):
        state.remove([landmark.id], fromCollectionWithID: id, on: now)
        return "Removed \(landmark.name) from Favorites."
      }
    }
    return MessageOutput(lines: [message])
  }
}

private let landmarkArgument = ArgumentDefinition(
  name: "landmark", arity: .required, help: "The landmark: id, slug, name or a unique prefix.")

/// `landmarks favorites add LANDMARK`.
struct FavoritesAddCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "add", abstract: "Add a landmark to Favorites (adding it twice is harmless).",
    arguments: [landmarkArgument],
    examples: [.init(arguments: "favorites add mount-fuji", explanation: "Make Mount Fuji a favorite.")])

  let landmark: String

  init(arguments: ParsedArguments) throws { landmark = arguments.positionals.first ?? "" }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try FavoritesChange.add.apply(to: context.loadCatalog().resolve(landmark), in: context)
  }
}

/// `landmarks favorites remove LANDMARK`.
struct FavoritesRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "remove", abstract: "Remove a landmark from Favorites.",
    arguments: [landmarkArgument],
    examples: [.init(arguments: "favorites remove fuji", explanation: "Mount Fuji is no longer a favorite.")])

  let landmark: String

  init(arguments: ParsedArguments) throws { landmark = arguments.positionals.first ?? "" }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try FavoritesChange.remove.apply(to: context.loadCatalog().resolve(landmark), in: context)
  }
}

/// `landmarks favorites toggle LANDMARK`: the app's heart button.
struct FavoritesToggleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "toggle", abstract: "Add a landmark to Favorites, or remove it if it is there.",
    arguments: [landmarkArgument],
    examples: [.init(arguments: "favorites toggle uluru", explanation: "Flip whether Uluru is a favorite.")])

  let landmark: String

  init(arguments: ParsedArguments) throws { landmark = arguments.positionals.first ?? "" }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try FavoritesChange.toggle.apply(to: context.loadCatalog().resolve(landmark), in: context)
  }
}
