import Foundation

/// What can go wrong when changing collections.
public enum CollectionError: Error, Equatable, Sendable {
  /// No live collection fits the name at the strictness asked; the nearest ones are offered.
  case unknownCollection(name: String, strictness: CollectionStrictness, suggestions: [CollectionCandidate])
  /// The name fits several collections equally well; all of them are listed.
  case ambiguousCollection(name: String, candidates: [CollectionCandidate])
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
    case .unknownCollection(let name, let strictness, let suggestions):
      guard !suggestions.isEmpty else {
        return "No collection is named '\(Excerpt.of(name))'. See 'landmarks collections' for the collections you have."
      }
      let listed = suggestions.map(Self.describe).joined(separator: ", ")
      switch strictness {
      case .exact:
        return "No collection is named exactly '\(Excerpt.of(name))'. Did you mean \(listed)? "
          + "This command needs the exact name (in quotes) or the id."
      case .loose:
        return "No collection is named '\(Excerpt.of(name))'. Did you mean \(listed)?"
      }
    case .ambiguousCollection(let name, let candidates):
      let listed = candidates.prefix(Self.listedCandidates).map(Self.describe).joined(separator: ", ")
      let more = candidates.count - Self.listedCandidates
      let rest = more > 0 ? ", and \(more) more (see 'landmarks collections --json')" : ""
      return "'\(Excerpt.of(name))' could be any of \(candidates.count) collections: \(listed)\(rest). "
        + "Type the exact name (in quotes) or the id."
    case .invalidDescription(let reason):
      return "That description cannot be used: \(reason)."
    case .nameTaken(let name):
      return "A collection named '\(Excerpt.of(name))' already exists. Choose another name."
    case .favoritesIsFixed(let action):
      return "Favorites cannot be \(action); it always exists. Use 'landmarks favorites remove' to empty it."
    case .invalidName(let name, let reason):
      return "'\(Excerpt.of(name))' cannot be a collection name: \(reason)."
    }
  }

  /// How many candidates a message lists before it only counts the rest, so a store with
  /// thousands of similar names cannot flood the terminal.
  static let listedCandidates = 20

  /// A candidate as a person would type it: the name quoted for the shell, and the id.
  private static func describe(_ candidate: CollectionCandidate) -> String {
    "\(shellQuoted(Excerpt.of(candidate.name))) (id \(Excerpt.of(candidate.id)))"
  }

  /// `text` in double quotes, or in single quotes when the shell would expand something inside
  /// double ones.
  static func shellQuoted(_ text: String) -> String {
    guard text.contains(where: { "\"$`\\!".contains($0) }) else { return "\"\(text)\"" }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
