import Foundation

/// What can go wrong when loading the catalog or finding a landmark in it.
public enum CatalogError: Error, Equatable, Sendable {
  /// Catalog data that cannot be decoded or breaks an invariant.
  case invalidData(source: String, reason: String)
  /// An imported source's index cannot be read where a command needed it; `reason` says what the
  /// read met, `rebuild` is the command that builds it again, as `doctor` gives it.
  case damagedSource(name: String, reason: String, rebuild: String)
  /// No landmark matches the text; the nearest names are offered.
  case unknownLandmark(query: String, suggestions: [String])
  /// Several landmarks match the text equally well: the first few, each labelled with the other
  /// name it matched by if not its own ("K2 (as Mount Godwin-Austen)"), and how many more match.
  case ambiguousLandmark(query: String, candidates: [String], more: Int = 0)
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
        : "Did you mean: \(suggestions.joined(separator: ", "))?"
      return "No landmark matches '\(query)'. \(hint)"
    case .ambiguousLandmark(let text, let candidates, let more):
      let query = Excerpt.of(text)
      guard more > 0 else {
        return "'\(query)' matches several landmarks: \(candidates.joined(separator: ", ")). "
          + "Use more of the name, its slug or its id."
      }
      // A cut list says so, and where to see the rest.
      return "'\(query)' matches \(candidates.count + more) landmarks: \(candidates.joined(separator: ", ")) "
        + "… and \(more) more; see 'landmarks search \(query) --limit 0'. Use more of the name, its slug or its id."
    }
  }
}
