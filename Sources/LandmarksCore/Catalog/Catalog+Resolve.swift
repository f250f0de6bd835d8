import Foundation
import LandmarksModels

extension Catalog {
  /// How many candidates an ambiguity error names before it says how many more there are.
  static let shownCandidates = 8

  /// Finds the one landmark a person means by `text`; first match wins.
  ///
  /// In order: an id (`1016`), a slug (`mount-fuji`), a name or alternate name without regard to
  /// case or accents (`富士山`, `ayers rock`), a unique prefix of a name's words (`fuji`). Anything
  /// else throws with the nearest candidates.
  public func resolve(_ text: String) throws -> Landmark {
    let trimmed = text.trimmingBlanks()
    if let id = Int(trimmed), let landmark = try landmark(id: id) { return landmark }
    if let landmark = try landmark(slug: trimmed) { return landmark }
    let named = try landmarks(named: trimmed)
    if named.count == 1, let only = named.first { return only }
    if named.count > 1 {
      let key = TextFolding.fold(trimmed)
      let candidates = named.map { landmark in
        (landmark, TextFolding.fold(landmark.name) == key ? landmark.name : matchingAlternate(of: landmark, key))
      }
      throw CatalogError.ambiguousLandmark(query: text, candidates: candidates.map(label))
    }
    let prefixed = try wordPrefixMatches(of: trimmed)
    if prefixed.count == 1, let only = prefixed.first { return only.landmark }
    if prefixed.count > 1 {
      let shown = try rankedCandidates(prefixed, for: trimmed).prefix(Self.shownCandidates)
      throw CatalogError.ambiguousLandmark(
        query: text, candidates: shown.map(label), more: prefixed.count - shown.count)
    }
    throw CatalogError.unknownLandmark(query: text, suggestions: try nearestLandmarks(to: trimmed))
  }

  /// Up to three landmarks close to `text`, none named like another: the best search hits for the
  /// whole text, else for its longer words one by one, so even a far-off guess gets somewhere to go
  /// next.
  func nearestLandmarks(to text: String) throws -> [LandmarkCandidate] {
    var found = try search(text, limit: 3).map(\.landmark)
    for word in TextFolding.words(text) where found.count < 3 && word.count >= 3 {
      for hit in try search(String(word), limit: 3)
      where found.count < 3 && !found.contains(where: { $0.name == hit.landmark.name }) {
        found.append(hit.landmark)
      }
    }
    return found.map { LandmarkCandidate(id: $0.id, name: $0.name, source: $0.source) }
  }

  /// The candidates whose own name matched first, then those matched by another name; each
  /// group in the order `search` ranks them. People name a landmark by its usual name far more
  /// often than by a former or local one, so those are the likelier meaning.
  private func rankedCandidates(_ candidates: [(landmark: Landmark, name: String)], for text: String) throws -> [(
    landmark: Landmark, name: String
  )] {
    let rank = Dictionary(
      try search(text, limit: 0).enumerated().map { ($1.landmark.id, $0) }, uniquingKeysWith: { first, _ in first })
    // Every word-prefix match is a search hit; anything else would keep its catalog place at the end.
    func key(_ item: (offset: Int, element: (landmark: Landmark, name: String))) -> (Int, Int, Int) {
      (item.element.name == item.element.landmark.name ? 0 : 1, rank[item.element.landmark.id] ?? Int.max, item.offset)
    }
    return candidates.enumerated().sorted { key($0) < key($1) }.map(\.element)
  }

  /// The first alternate name of `landmark` that folds to `key`, else its name.
  private func matchingAlternate(of landmark: Landmark, _ key: String) -> String {
    landmark.alternateNames.first { TextFolding.fold($0) == key } ?? landmark.name
  }

  /// The candidate with the other name it matched by, if not its own, so it never looks unrelated
  /// ("K2 (as Mount Godwin-Austen)"); once sources are imported, also where it comes from, its
  /// country and its slug, because two "San José" are told apart only by those.
  private func label(_ candidate: (landmark: Landmark, name: String)) -> LandmarkCandidate {
    let landmark = candidate.landmark
    var origin: String?
    if !sources.isEmpty {
      let country = landmark.country.isEmpty ? "" : "\(landmark.country), "
      origin = "\(landmark.source ?? "built-in"), \(country)\(landmark.slug)"
    }
    return LandmarkCandidate(
      id: landmark.id, name: landmark.name, source: landmark.source,
      matchedName: candidate.name == landmark.name ? nil : candidate.name, origin: origin)
  }
}
