import Foundation

/// Search over a set of landmarks by name, place and country: case-, accent- and typo-tolerant, ranked.
///
/// Names, places and country names are folded once when the index is built, so a query folds
/// itself once and compares plain scalars. A larger catalog can swap the linear scan for an
/// n-gram index behind `search`.
struct SearchIndex: Sendable {
  private struct Name: Sendable {
    let original: String
    /// `.name` or `.alternateName`.
    let field: MatchField
    let folded: String
    let scalars: [Unicode.Scalar]
    let words: [[Unicode.Scalar]]
    /// Where each word starts in `folded`, for word-prefix matches.
    let wordSuffixes: [Substring]
  }

  /// A place a landmark is in: a part of its location line, the whole line, or its country's name.
  /// Matched by whole text, start or start of a word only: place names are short and many, so a
  /// typo allowance or a match inside a word ("ice" in "Venice") mostly finds unrelated places.
  private struct Place: Sendable {
    let original: String
    /// `.location` or `.country`.
    let field: MatchField
    let folded: String
    let wordSuffixes: [Substring]
  }

  private struct Entry: Sendable {
    let landmark: Landmark
    let names: [Name]
    /// Country first, then the location's parts, then the whole line: on a tie the first wins.
    let places: [Place]
    /// The country's ISO codes, lowercased: matched whole only, two letters being too short for more.
    let countryCodes: [String]
    /// How important the place is among its namesakes (a GeoNames population; 0 when unknown).
    var importance = 0
    /// What a code match reports: the country's name, or its code when the table lacks it.
    let countryText: String
  }

  private let entries: [Entry]

  /// Words people shorten, and their short forms: "mt fuji", "st basils", "ft sumter".
  private static let abbreviations: [(long: String, short: String)] = [
    ("mount", "mt"), ("saint", "st"), ("sainte", "ste"), ("fort", "ft"), ("mountains", "mtns"),
    ("mountain", "mtn"), ("national", "natl"),
  ]
  private static let shortened = Dictionary(uniqueKeysWithValues: abbreviations.map { ($0.long, $0.short) })
  private static let expanded = Dictionary(uniqueKeysWithValues: abbreviations.map { ($0.short, $0.long) })

  /// Places match by their start only from this many characters on: "a" or "ca" would start a
  /// word in half the world's place names.
  private static let shortestPlacePrefix = 3

  /// The entries of `parts`, in order, without indexing anything again: how the built-in catalog's
  /// index joins a search's candidates from imported sources.
  init(combining parts: [SearchIndex]) {
    entries = parts.flatMap(\.entries)
  }

  /// Indexes landmarks in catalog order, given each one's names already folded
  /// (`[name] + alternateNames`, in that order), so nothing is folded twice; `countries` names
  /// each landmark's country.
  init(_ landmarks: [(landmark: Landmark, names: [String])], countries: CountryTable, importance: [Int] = []) {
    entries = landmarks.enumerated().map { position, pair in
      let (landmark, foldedNames) = pair
      let originals = [landmark.name] + landmark.alternateNames
      // Each name is also indexed with its usual abbreviations shortened and expanded, so a
      // query in either form matches, reported under the real name.
      let names = zip(originals, foldedNames).enumerated().flatMap { index, pair in
        let field: MatchField = index == 0 ? .name : .alternateName
        return Self.spellings(of: pair.1).map { Self.name(pair.0, field: field, folded: $0) }
      }
      let country = countries.country(landmark.country)
      var entry = Entry(
        landmark: landmark, names: names, places: Self.places(of: landmark, country: country),
        countryCodes: Set([landmark.country, country?.alpha2, country?.alpha3].compactMap { $0?.lowercased() })
          .sorted(),
        countryText: country?.name ?? landmark.country)
      entry.importance = position < importance.count ? importance[position] : 0
      return entry
    }
  }

  private static func name(_ original: String, field: MatchField, folded: String) -> Name {
    let wordRanges = folded.split(separator: " ")
    return Name(
      original: original,
      field: field,
      folded: folded,
      scalars: Array(folded.unicodeScalars),
      words: wordRanges.map { Array($0.unicodeScalars) },
      wordSuffixes: wordRanges.map { folded[$0.startIndex...] }
    )
  }

  /// The country's name, each comma-separated part of the location line ("Fushimi Ward",
  /// "Kyoto", "Japan"), then the whole line for queries that span parts ("kyoto japan"); each
  /// folded text once, so "Japan" is reported as the country rather than as a part of the line.
  private static func places(of landmark: Landmark, country: Country?) -> [Place] {
    // Split by bytes: a comma is one byte of UTF-8, never part of another scalar.
    let parts = landmark.location.utf8.split(separator: 0x2C).map {
      String(decoding: $0, as: UTF8.self).trimmingBlanks()
    }
    var candidates: [(String, MatchField)] = country.map { [($0.name, .country)] } ?? []
    candidates += parts.map { ($0, .location) }
    if parts.count > 1 { candidates.append((landmark.location, .location)) }
    var seen = Set<String>()
    return candidates.compactMap { original, field in
      let folded = TextFolding.fold(original)
      guard !folded.isEmpty, seen.insert(folded).inserted else { return nil }
      let words = folded.split(separator: " ")
      return Place(
        original: original, field: field, folded: folded, wordSuffixes: words.map { folded[$0.startIndex...] })
    }
  }

  /// The folded name, then the same with abbreviations shortened and with them expanded.
  private static func spellings(of folded: String) -> [String] {
    // Split by bytes: a folded name's words are separated by single ASCII spaces.
    let words = folded.utf8.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
    var spellings = [folded]
    // Most names hold no word people shorten: they have one spelling, found without joining.
    guard words.contains(where: { shortened[$0] != nil || expanded[$0] != nil }) else { return spellings }
    for table in [shortened, expanded] {
      let variant = words.map { table[$0] ?? $0 }.joined(separator: " ")
      if !spellings.contains(variant) { spellings.append(variant) }
    }
    return spellings
  }

  /// The hits for `query`, best first: name matches (whole, start, word start, inside), then
  /// places and countries (whole, start, word start), then near misses of names; within each,
  /// fewer typos, then shorter matched text.
  func search(_ query: String, limit: Int) -> [SearchHit] {
    let folded = TextFolding.fold(query)
    guard !folded.isEmpty else { return [] }
    let queryScalars = Array(folded.unicodeScalars)
    let queryWords = folded.split(separator: " ").map { Array($0.unicodeScalars) }
    var hits: [(hit: SearchHit, key: String, importance: Int)] = []
    for entry in entries {
      var best: (tier: MatchTier, distance: Int, name: Name)?
      for name in entry.names {
        guard let match = Self.match(folded, queryScalars, queryWords, against: name) else { continue }
        if let current = best,
          (current.tier, current.distance) <= (match.tier, match.distance)
        {
          continue
        }
        best = (match.tier, match.distance, name)
      }
      let hit: SearchHit
      if let best, best.tier != .fuzzy {
        hit = SearchHit(
          landmark: entry.landmark, tier: best.tier, field: best.name.field, matchedText: best.name.original,
          distance: best.distance)
      } else if let place = Self.placeMatch(folded, queryScalars.count, in: entry) {
        hit = SearchHit(
          landmark: entry.landmark, tier: place.tier, field: place.field, matchedText: place.text, distance: 0)
      } else if let best {
        hit = SearchHit(
          landmark: entry.landmark, tier: best.tier, field: best.name.field, matchedText: best.name.original,
          distance: best.distance)
      } else {
        continue
      }
      hits.append((hit, entry.names.first?.folded ?? "", entry.importance))
    }
    hits.sort { lhsPair, rhsPair in
      let (lhs, rhs) = (lhsPair.hit, rhsPair.hit)
      if lhs.band != rhs.band { return lhs.band < rhs.band }
      if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
      if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
      // The text that matched decides: "great" should not rank a landmark first because its
      // main name is short when the match was in a long alternate name.
      let lhsLength = lhs.matchedText.count
      let rhsLength = rhs.matchedText.count
      if lhsLength != rhsLength { return lhsLength < rhsLength }
      // Among equal hits, the more important place first: the capital before the village.
      if lhsPair.importance != rhsPair.importance { return lhsPair.importance > rhsPair.importance }
      // Then as lists read: by folded main name, then id.
      if lhsPair.key != rhsPair.key { return lhsPair.key < rhsPair.key }
      return lhs.landmark.id < rhs.landmark.id
    }
    let ranked = hits.map(\.hit)
    return limit > 0 ? Array(ranked.prefix(limit)) : ranked
  }

  /// The landmarks with a name in which `text` starts a word, each once, in catalog order, with
  /// the first of their names that does (the main name when it does).
  func wordPrefixMatches(of text: String) -> [(landmark: Landmark, name: String)] {
    let folded = TextFolding.fold(text)
    guard !folded.isEmpty else { return [] }
    return entries.compactMap { entry in
      let name = entry.names.first { name in name.wordSuffixes.contains { $0.hasPrefix(folded) } }
      return name.map { (entry.landmark, $0.original) }
    }
  }

  /// The best place or country match in `entry`: a whole ISO code, else the best-matching place,
  /// the earlier on a tie.
  private static func placeMatch(_ query: String, _ length: Int, in entry: Entry) -> (
    tier: MatchTier, field: MatchField, text: String
  )? {
    if entry.countryCodes.contains(query) { return (.exact, .country, entry.countryText) }
    var best: (tier: MatchTier, field: MatchField, text: String)?
    for place in entry.places {
      let tier: MatchTier
      if place.folded == query {
        tier = .exact
      } else if length < shortestPlacePrefix {
        continue
      } else if place.folded.hasPrefix(query) {
        tier = .prefix
      } else if place.wordSuffixes.contains(where: { $0.hasPrefix(query) }) {
        tier = .wordPrefix
      } else {
        continue
      }
      if let current = best, current.tier <= tier { continue }
      best = (tier, place.field, place.original)
      if tier == .exact { break }
    }
    return best
  }

  private static func match(
    _ query: String, _ queryScalars: [Unicode.Scalar], _ queryWords: [[Unicode.Scalar]], against name: Name
  ) -> (tier: MatchTier, distance: Int)? {
    if name.folded == query { return (.exact, 0) }
    if name.folded.hasPrefix(query) { return (.prefix, 0) }
    if name.wordSuffixes.contains(where: { $0.hasPrefix(query) }) { return (.wordPrefix, 0) }
    if name.folded.contains(query) { return (.substring, 0) }
    let allowance = EditDistance.allowance(forLength: queryScalars.count)
    guard allowance > 0 else { return nil }
    var best = EditDistance.distance(queryScalars, name.scalars, limit: allowance)
    // A typo in the first part of a longer name: "grand cany" for "Grand Canyon".
    if best == nil, name.scalars.count > queryScalars.count {
      best = EditDistance.distance(queryScalars, Array(name.scalars.prefix(queryScalars.count)), limit: allowance)
    }
    if let wordwise = wordwiseDistance(queryWords, name.words), wordwise < (best ?? Int.max) {
      best = wordwise
    }
    return best.map { (.fuzzy, $0) }
  }

  /// Matches every query word to a different name word, by prefix or within its typo allowance.
  private static func wordwiseDistance(_ queryWords: [[Unicode.Scalar]], _ nameWords: [[Unicode.Scalar]]) -> Int? {
    guard !queryWords.isEmpty, queryWords.count <= nameWords.count else { return nil }
    var used = Set<Int>()
    var total = 0
    for word in queryWords {
      let allowance = EditDistance.allowance(forLength: word.count)
      var bestWord: (index: Int, distance: Int)?
      for (index, candidate) in nameWords.enumerated() where !used.contains(index) {
        let distance: Int?
        if candidate.starts(with: word) {
          distance = 0
        } else {
          distance = EditDistance.distance(word, candidate, limit: allowance)
        }
        if let distance, distance < (bestWord?.distance ?? Int.max) {
          bestWord = (index, distance)
        }
      }
      guard let bestWord else { return nil }
      used.insert(bestWord.index)
      total += bestWord.distance
    }
    return total <= 2 ? total : nil
  }
}
