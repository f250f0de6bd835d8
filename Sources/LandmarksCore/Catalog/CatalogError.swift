import Foundation

/// What can go wrong when loading the catalog or finding a landmark in it.
public enum CatalogError: Error, Equatable, Sendable {
  /// Catalog data that cannot be decoded or breaks an invariant.
  case invalidData(source: String, reason: String)
  /// No landmark matches the text; the nearest names are offered.
  case unknownLandmark(query: String, suggestions: [String])
  /// Several landmarks match the text equally well.
  case ambiguousLandmark(query: String, candidates: [String])
}

extension CatalogError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .invalidData(let source, let reason):
      return "The built-in data \(source) is invalid: \(reason)"
    case .unknownLandmark(let text, let suggestions):
      let query = Excerpt.of(text)
      let hint =
        suggestions.isEmpty
        ? "Try 'landmarks search \(query)' or 'landmarks list'."
        : "Did you mean: \(suggestions.joined(separator: ", "))?"
      return "No landmark matches '\(query)'. \(hint)"
    case .ambiguousLandmark(let query, let candidates):
      return "'\(Excerpt.of(query))' matches several landmarks: \(candidates.joined(separator: ", ")). "
        + "Use more of the name, its slug or its id."
    }
  }
}
