import Foundation

extension Catalog {
  /// Finds the one landmark a person means by `text`; first match wins.
  ///
  /// In order: an id (`1016`), a slug (`mount-fuji`), a name or alternate name without regard to
  /// case or accents (`富士山`, `ayers rock`), a unique prefix of a name's words (`fuji`). Anything
  /// else throws with the nearest candidates.
  public func resolve(_ text: String) throws -> Landmark {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let id = Int(trimmed), let landmark = landmark(id: id) { return landmark }
    if let landmark = landmark(slug: trimmed) { return landmark }
    let named = landmarks(named: trimmed)
    if named.count == 1, let only = named.first { return only }
    if named.count > 1 {
      throw CatalogError.ambiguousLandmark(query: text, candidates: named.map(\.name))
    }
    let prefixed = searchIndex.wordPrefixMatches(of: trimmed)
    if prefixed.count == 1, let only = prefixed.first { return only }
    if prefixed.count > 1 {
      throw CatalogError.ambiguousLandmark(query: text, candidates: prefixed.prefix(8).map(\.name))
    }
    throw CatalogError.unknownLandmark(query: text, suggestions: nearestNames(to: trimmed))
  }

  /// Up to three names close to `text`: the best search hits for the whole text, else for its
  /// longer words one by one, so even a far-off guess gets somewhere to go next.
  func nearestNames(to text: String) -> [String] {
    var names = search(text, limit: 3).map(\.landmark.name)
    for word in TextFolding.words(text) where names.count < 3 && word.count >= 3 {
      for hit in search(String(word), limit: 3) where names.count < 3 && !names.contains(hit.landmark.name) {
        names.append(hit.landmark.name)
      }
    }
    return names
  }
}
