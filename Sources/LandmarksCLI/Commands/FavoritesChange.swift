import LandmarksCore

/// How a favorites subcommand changes membership.
enum FavoritesChange: Sendable {
  case add, remove, toggle

  /// The one argument every favorites subcommand takes.
  static let landmarkArgument = ArgumentDefinition(
    name: "landmark", arity: .required, help: "The landmark: id, slug, name or a unique prefix.")

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
