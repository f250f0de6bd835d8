import LandmarksIndex
import LandmarksModels

/// Why the built-in catalog's search texts cannot be written.
struct SearchTextsInvalid: Error, CustomStringConvertible {
  let reason: String
  var description: String { reason }
}

/// The lines of `embeddedSearchTexts`: for each display position of the built-in catalog's index,
/// every text a search matches the landmark by, folded here so that no run decodes a landmark,
/// folds a name or looks a country up to search them. `SearchIndex(stored:texts:countries:)` lays
/// them out as `SearchIndex` lays out a decoded landmark's, which a test holds it to.
func searchTextLines(
  index: CatalogIndex, countries: [CountryEntry], translations: [String: [String: StringCatalogFile.Value]]
) throws -> [String] {
  var lines: [String] = []
  for position in 0..<index.count {
    let landmark = try index.landmark(at: position)
    let names = try index.foldedNames(at: position)
    // The names in other languages, each once, leaving out those that fold like the landmark's own.
    var translated: [(language: Int, folded: String)] = []
    for (language, code) in translationLanguages.enumerated() {
      guard case .text(let name)? = translations["landmark.\(landmark.id).name"]?[code] else { continue }
      let folded = TextFolding.fold(name)
      guard !folded.isEmpty, !translated.contains(where: { $0.folded == folded }) else { continue }
      translated.append((language, folded))
    }
    translated.removeAll { names.contains($0.folded) }
    var countryName = ""
    var codes: [String] = []
    if !landmark.country.isEmpty {
      guard let country = countries.first(where: { $0.alpha2 == landmark.country }) else {
        throw SearchTextsInvalid(reason: "\(landmark.slug) names no alpha-2 code of countries.json")
      }
      countryName = TextFolding.fold(country.name)
      for code in [landmark.country, country.alpha2, country.alpha3].map({ $0.lowercased() })
      where !codes.contains(code) {
        codes.append(code)
      }
    }
    let fields = [
      String(position), String(landmark.id), countryName, codes.joined(separator: "\u{1F}"),
      names.joined(separator: "\u{1F}"),
      translated.map { "\($0.language)\($0.folded)" }.joined(separator: "\u{1F}"),
      landmark.locationPlaces.map(TextFolding.fold).joined(separator: "\u{1F}"),
    ]
    // Folded text is letters, digits and single spaces: it never holds what the lines separate by.
    let separators: [Character] = ["\t", "\n", "\u{1F}"]
    for text in [countryName] + codes + names + translated.map(\.folded) + landmark.locationPlaces.map(TextFolding.fold)
    where text.contains(where: separators.contains) {
      throw SearchTextsInvalid(reason: "\(landmark.slug) folds to a text holding a separator: \(text)")
    }
    guard translationLanguages.count <= 10 else { throw SearchTextsInvalid(reason: "more than ten languages") }
    lines.append(fields.joined(separator: "\t"))
  }
  return lines
}

/// The words of `embeddedSearchTextLetters` for `lines` joined by line breaks (see
/// `SearchTextLetters`): for each line, the ASCII letters of its country name, codes, names,
/// translated names and places, and where it starts.
func searchTextLetters(lines: [String]) -> [UInt64] {
  var words: [UInt64] = []
  var offset = 0
  for line in lines {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { Array($0.utf8) }
    var low: UInt64 = 0
    var high: UInt64 = 0
    for field in fields.dropFirst(2) {
      field.withUnsafeBufferPointer { SearchTextLetters.add($0, to: &low, &high) }
    }
    let shortForm =
      fields.count == 7
      && [fields[4], fields[5]].contains { field in
        field.withUnsafeBufferPointer(SearchTextLetters.mayHoldShortForm)
      }
    words += [low, high, UInt64(offset) | (shortForm ? SearchTextLetters.shortFormFlag : 0)]
    offset += line.utf8.count + 1
  }
  return words
}

/// The words of `embeddedSearchTextSets` for `lines` (see `SearchTextLetters`): for each line, a
/// word of how many names (low half) and places (high half) it has, then each name's or
/// translated name's ASCII letters and whether it may hold a short form, then each text a place
/// or code match reads (country name, codes, places) by its letters.
func searchTextSets(lines: [String]) -> [UInt64] {
  var words: [UInt64] = []
  for line in lines {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { Array($0.utf8) }
    guard fields.count == 7 else {
      words.append(0)
      continue
    }
    /// The items of a field; an empty field has none, unless `keepingEmpty`.
    func items(_ field: [UInt8], keepingEmpty: Bool = false) -> [[UInt8]] {
      guard keepingEmpty || !field.isEmpty else { return [] }
      return field.split(separator: 0x1F, omittingEmptySubsequences: false).map(Array.init)
    }
    // A translation starts with its language's digit.
    let names = items(fields[4], keepingEmpty: true) + items(fields[5]).map { Array($0.dropFirst()) }
    let places = (fields[2].isEmpty ? [] : [fields[2]]) + items(fields[3]) + items(fields[6])
    words.append(UInt64(names.count) | UInt64(places.count) << 32)
    for name in names {
      var (low, high): (UInt64, UInt64) = (0, 0)
      name.withUnsafeBufferPointer { SearchTextLetters.add($0, to: &low, &high) }
      let shortForm = name.withUnsafeBufferPointer(SearchTextLetters.mayHoldShortForm)
      words += [low, high, shortForm ? 1 : 0]
    }
    for place in places {
      var (low, high): (UInt64, UInt64) = (0, 0)
      place.withUnsafeBufferPointer { SearchTextLetters.add($0, to: &low, &high) }
      words += [low, high]
    }
  }
  return words
}
