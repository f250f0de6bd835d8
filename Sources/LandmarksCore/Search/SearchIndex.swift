/// Name search over a set of landmarks: case-, accent- and typo-tolerant, ranked.
///
/// Names are folded once when the index is built, so a query folds itself once and compares
/// plain scalars. A larger catalog can swap the linear scan for an n-gram index behind `search`.
struct SearchIndex: Sendable {
  private struct Name: Sendable {
    let original: String
    let folded: String
    let scalars: [Unicode.Scalar]
    let words: [[Unicode.Scalar]]
    /// Where each word starts in `folded`, for word-prefix matches.
    let wordSuffixes: [Substring]
  }

  private struct Entry: Sendable {
    let landmark: Landmark
    let names: [Name]
  }

  private let entries: [Entry]

  /// Words people shorten, and their short forms: "mt fuji", "st basils", "ft sumter".
  private static let abbreviations: [(long: String, short: String)] = [
    ("mount", "mt"), ("saint", "st"), ("sainte", "ste"), ("fort", "ft"), ("mountains", "mtns"),
    ("mountain", "mtn"), ("national", "natl"),
  ]
  private static let shortened = Dictionary(uniqueKeysWithValues: abbreviations.map { ($0.long, $0.short) })
  private static let expanded = Dictionary(uniqueKeysWithValues: abbreviations.map { ($0.short, $0.long) })

  /// Indexes landmarks in catalog order, given each one's names already folded
  /// (`[name] + alternateNames`, in that order), so nothing is folded twice.
  init(_ landmarks: [(landmark: Landmark, names: [String])]) {
    entries = landmarks.map { landmark, foldedNames in
      let originals = [landmark.name] + landmark.alternateNames
      // Each name is also indexed with its usual abbreviations shortened and expanded, so a
      // query in either form matches, reported under the real name.
      let names = zip(originals, foldedNames).flatMap { original, folded in
        Self.spellings(of: folded).map { Self.name(original, folded: $0) }
      }
      return Entry(landmark: landmark, names: names)
    }
  }

  private static func name(_ original: String, folded: String) -> Name {
    let wordRanges = folded.split(separator: " ")
    return Name(
      original: original,
      folded: folded,
      scalars: Array(folded.unicodeScalars),
      words: wordRanges.map { Array($0.unicodeScalars) },
      wordSuffixes: wordRanges.map { folded[$0.startIndex...] }
    )
  }

  /// The folded name, then the same with abbreviations shortened and with them expanded.
  private static func spellings(of folded: String) -> [String] {
    let words = folded.split(separator: " ").map(String.init)
    var spellings = [folded]
    for table in [shortened, expanded] {
      let variant = words.map { table[$0] ?? $0 }.joined(separator: " ")
      if !spellings.contains(variant) { spellings.append(variant) }
    }
    return spellings
  }

  /// The hits for `query`, best first: by tier, then fewer typos, then shorter names.
  func search(_ query: String, limit: Int) -> [SearchHit] {
    let folded = TextFolding.fold(query)
    guard !folded.isEmpty else { return [] }
    let queryScalars = Array(folded.unicodeScalars)
    let queryWords = folded.split(separator: " ").map { Array($0.unicodeScalars) }
    var hits: [(hit: SearchHit, key: String)] = []
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
      if let best {
        let hit = SearchHit(
          landmark: entry.landmark, tier: best.tier, matchedName: best.name.original, distance: best.distance)
        hits.append((hit, entry.names.first?.folded ?? ""))
      }
    }
    hits.sort { lhsPair, rhsPair in
      let (lhs, rhs) = (lhsPair.hit, rhsPair.hit)
      if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
      if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
      // The name that matched decides: "great" should not rank a landmark first because its
      // main name is short when the match was in a long alternate name.
      let lhsLength = lhs.matchedName.count
      let rhsLength = rhs.matchedName.count
      if lhsLength != rhsLength { return lhsLength < rhsLength }
      // Then as lists read: by folded main name, then id.
      if lhsPair.key != rhsPair.key { return lhsPair.key < rhsPair.key }
      return lhs.landmark.id < rhs.landmark.id
    }
    let ranked = hits.map(\.hit)
    return limit > 0 ? Array(ranked.prefix(limit)) : ranked
  }

  /// The landmarks with a name in which `text` starts a word, each once, in catalog order.
  func wordPrefixMatches(of text: String) -> [Landmark] {
    let folded = TextFolding.fold(text)
    guard !folded.isEmpty else { return [] }
    return entries.filter { entry in
      entry.names.contains { name in name.wordSuffixes.contains { $0.hasPrefix(folded) } }
    }.map(\.landmark)
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
