import Foundation

/// What can go wrong when loading the catalog or finding a landmark in it.
public enum CatalogError: Error, Equatable, Sendable {
  /// Catalog data that cannot be decoded or breaks an invariant.
  case invalidData(source: String, reason: String)
  /// An imported source's index cannot be read where a command needed it; `reason` says what the
  /// read met, `rebuild` is the command that builds it again, as `doctor` gives it.
  case damagedSource(name: String, reason: String, rebuild: String)
  /// No landmark matches the text; the nearest landmarks are offered.
  case unknownLandmark(query: String, suggestions: [LandmarkCandidate])
  /// Several landmarks match the text equally well: the first few, each with the other name it
  /// matched by if not its own ("K2 (as Mount Godwin-Austen)"), and how many more match.
  case ambiguousLandmark(query: String, candidates: [LandmarkCandidate], more: Int = 0)
}

/// A landmark an error offers people to choose from: its id, so that a program can name it in
/// its own words (the command line, in the reader's language), and what tells it from a namesake.
public struct LandmarkCandidate: Hashable, Sendable {
  /// The landmark's id.
  public let id: Int
  /// Its name in the catalog.
  public let name: String
  /// The imported source it comes from; `nil` for a built-in landmark.
  public let source: String?
  /// The other name it matched by, when its own did not ("Mount Godwin-Austen" for K2).
  public let matchedName: String?
  /// Where it comes from, its country and its slug, once sources are imported and two "San José"
  /// are told apart only by those: "trips, CR, san-jose-cr"; `nil` otherwise.
  public let origin: String?

  /// A candidate with the given parts.
  public init(id: Int, name: String, source: String? = nil, matchedName: String? = nil, origin: String? = nil) {
    self.id = id
    self.name = name
    self.source = source
    self.matchedName = matchedName
    self.origin = origin
  }

  /// The candidate in English: "K2 (as Mount Godwin-Austen)", "San José [trips, CR, san-jose-cr]".
  public var label: String {
    let base = matchedName.map { "\(name) (as \($0))" } ?? name
    return origin.map { "\(base) [\($0)]" } ?? base
  }
}

extension CatalogError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .invalidData(let source, let reason):
      return "The built-in data \(source) is invalid: \(reason)"
    case .damagedSource(let name, _, let rebuild):
      // The same words whichever read met the damage, so every command reports it alike.
      return "The index of the source '\(Excerpt.of(name))' is damaged. Rebuild it with: \(rebuild)"
    case .unknownLandmark(let text, let suggestions):
      let query = Excerpt.of(text)
      let hint =
        suggestions.isEmpty
        ? "Try 'landmarks search \(query)' or 'landmarks list'."
        : "Did you mean: \(suggestions.map(\.label).joined(separator: ", "))?"
      return "No landmark matches '\(query)'. \(hint)"
    case .ambiguousLandmark(let text, let candidates, let more):
      let query = Excerpt.of(text)
      guard more > 0 else {
        return "'\(query)' matches several landmarks: \(candidates.map(\.label).joined(separator: ", ")). "
          + "Use more of the name, its slug or its id."
      }
      // A cut list says so, and where to see the rest.
      return
        "'\(query)' matches \(candidates.count + more) landmarks: \(candidates.map(\.label).joined(separator: ", ")) "
        + "… and \(more) more; see 'landmarks search \(query) --limit 0'. Use more of the name, its slug or its id."
    }
  }
}
