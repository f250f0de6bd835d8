extension SearchIndex {
  /// The hits for `query`, best first: name matches (whole, start, word start, inside), then
  /// places and countries (whole, start, word start), then near misses of names; within each,
  /// fewer typos, then shorter matched text.
  func search(_ query: String, limit: Int) -> [SearchHit] {
    let folded = TextFolding.fold(query)
    guard !folded.isEmpty else { return [] }
    var hits: [(hit: SearchHit, length: Int, key: String, importance: Int)] = []
    withMatcher(for: folded) { matcher in
      for entry in entries {
        var best: (tier: MatchTier, distance: Int, name: Name)?
        for name in names[entry.names] {
          guard let match = matcher.match(name.span) else { continue }
          if let current = best, (current.tier, current.distance) <= (match.tier, match.distance) { continue }
          best = (match.tier, match.distance, name)
          if match.tier == .exact { break }
        }
        let hit: SearchHit
        if let best, best.tier != .fuzzy {
          hit = SearchHit(
            landmark: entry.landmark, tier: best.tier, field: best.name.field, matchedText: best.name.original,
            distance: best.distance)
        } else if let place = placeMatch(in: entry, matcher) {
          hit = SearchHit(
            landmark: entry.landmark, tier: place.tier, field: place.field, matchedText: place.text, distance: 0)
        } else if let best {
          hit = SearchHit(
            landmark: entry.landmark, tier: best.tier, field: best.name.field, matchedText: best.name.original,
            distance: best.distance)
        } else {
          continue
        }
        hits.append((hit, hit.matchedText.count, entry.key, entry.importance))
      }
    }
    hits.sort { lhsPair, rhsPair in
      let (lhs, rhs) = (lhsPair.hit, rhsPair.hit)
      if lhs.band != rhs.band { return lhs.band < rhs.band }
      if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
      if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
      // The text that matched decides: "great" should not rank a landmark first because its
      // main name is short when the match was in a long alternate name.
      if lhsPair.length != rhsPair.length { return lhsPair.length < rhsPair.length }
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
    return withMatcher(for: folded) { matcher in
      entries.compactMap { entry in
        names[entry.names].first { matcher.startsAWord($0.span) }.map { (entry.landmark, $0.original) }
      }
    }
  }

  /// Runs `body` with a matcher for the folded query over this index's buffers.
  private func withMatcher<Result>(for folded: String, _ body: (inout SearchMatcher) -> Result) -> Result {
    let query = Array(folded.unicodeScalars.lazy.map(\.value))
    return text.withUnsafeBufferPointer { text in
      wordStarts.withUnsafeBufferPointer { wordStarts in
        query.withUnsafeBufferPointer { query in
          var matcher = SearchMatcher(text: text, wordStarts: wordStarts, query: query)
          return body(&matcher)
        }
      }
    }
  }

  /// The best place or country match in `entry`: a whole ISO code, else the best-matching place,
  /// the earlier on a tie.
  private func placeMatch(in entry: Entry, _ matcher: SearchMatcher) -> (
    tier: MatchTier, field: MatchField, text: String
  )? {
    if codes[entry.codes].contains(where: matcher.isQuery) { return (.exact, .country, entry.countryText) }
    var best: (tier: MatchTier, field: MatchField, text: String)?
    for place in places[entry.places] {
      guard let tier = matcher.placeTier(place.span) else { continue }
      if let current = best, current.tier <= tier { continue }
      best = (tier, place.field, place.original)
      if tier == .exact { break }
    }
    return best
  }
}
