import Foundation

/// What can go wrong when changing collections.
public enum CollectionError: Error, Equatable, Sendable {
  /// No live collection has this name; the nearest names are offered.
  case unknownCollection(name: String, suggestions: [String])
  /// The name, without regard to accents, fits several collections.
  case ambiguousCollection(name: String, candidates: [String])
  /// The description holds control characters or is too long.
  case invalidDescription(reason: String)
  /// Another live collection already has this name (names ignore case).
  case nameTaken(String)
  /// Favorites cannot be renamed or deleted.
  case favoritesIsFixed(action: String)
  /// The name is empty, too long, or holds control characters.
  case invalidName(String, reason: String)
}

extension CollectionError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .unknownCollection(let name, let suggestions):
      let hint =
        suggestions.isEmpty
        ? "See 'landmarks collections' for the collections you have."
        : "Did you mean: \(suggestions.joined(separator: ", "))?"
      return "No collection is named '\(Excerpt.of(name))'. \(hint)"
    case .ambiguousCollection(let name, let candidates):
      return "'\(Excerpt.of(name))' could be any of \(candidates.joined(separator: ", ")). Type the name exactly."
    case .invalidDescription(let reason):
      return "That description cannot be used: \(reason)."
    case .nameTaken(let name):
      return "A collection named '\(name)' already exists. Choose another name."
    case .favoritesIsFixed(let action):
      return "Favorites cannot be \(action); it always exists. Use 'landmarks favorites remove' to empty it."
    case .invalidName(let name, let reason):
      return "'\(Excerpt.of(name))' cannot be a collection name: \(reason)."
    }
  }
}
