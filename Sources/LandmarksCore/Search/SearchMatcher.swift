import LandmarksModels

/// Compares one folded query with the folded texts of a `SearchIndex`, read in place from its
/// buffer, keeping the rows of its edit distances from one name to the next.
struct SearchMatcher {
  /// Places match by their start only from this many characters on: "a" or "ca" would start a
  /// word in half the world's place names.
  static let shortestPlacePrefix = 3

  private let text: UnsafeBufferPointer<UInt32>
  private let wordStarts: UnsafeBufferPointer<Int>
  /// The folded query's scalar values.
  let query: UnsafeBufferPointer<UInt32>
  /// Where each of the query's words lies in `query`: pairs rather than ranges, whose generic
  /// type would cost a runtime conformance lookup.
  private let queryWords: [(start: Int, end: Int)]
  private var rows: [Int] = []
  private var used: [Bool] = []
  /// The most typos any near miss allows: the whole query's allowance, or word by word at most two.
  private let typoBound: Int

  /// A matcher for `query` over an index's `text` and `wordStarts`.
  init(text: UnsafeBufferPointer<UInt32>, wordStarts: UnsafeBufferPointer<Int>, query: UnsafeBufferPointer<UInt32>) {
    self.text = text
    self.wordStarts = wordStarts
    self.query = query
    var words: [(start: Int, end: Int)] = []
    var start: Int?
    for (position, value) in query.enumerated() {
      if value == 0x20 {
        if let begun = start { words.append((begun, position)) }
        start = nil
      } else if start == nil {
        start = position
      }
    }
    if let begun = start { words.append((begun, query.count)) }
    queryWords = words
    typoBound = Self.typoBound(length: query.count, wordLengths: words.map { $0.end - $0.start })
  }

  /// The most typos any near miss of a query allows, given its length and its words' lengths: the
  /// whole query's allowance, or word by word at most two.
  static func typoBound(length: Int, wordLengths: [Int]) -> Int {
    let wordwise = wordLengths.reduce(0) { $0 + EditDistance.allowance(forLength: $1) }
    return max(EditDistance.allowance(forLength: length), min(2, wordwise))
  }

  /// How the query matches a name: the whole of it, its start, the start of a word, anywhere
  /// inside, or close to it, to it cut to the query's length, or word by word, within the typos
  /// the query's length allows.
  mutating func match(_ span: SearchIndex.Span) -> (tier: MatchTier, distance: Int)? {
    let name = scalars(span)
    if name.count == query.count && name.elementsEqual(query) { return (.exact, 0) }
    if name.starts(with: query) { return (.prefix, 0) }
    if startsAWord(span) { return (.wordPrefix, 0) }
    if Self.contains(name, query) { return (.substring, 0) }
    let allowance = EditDistance.allowance(forLength: query.count)
    guard allowance > 0, Self.missing(query, from: name) <= typoBound else { return nil }
    var best = EditDistance.distance(query, name, limit: allowance, rows: &rows)
    // A typo in the first part of a longer name: "grand cany" for "Grand Canyon".
    if best == nil, name.count > query.count {
      best = EditDistance.distance(
        query, UnsafeBufferPointer(rebasing: name[0..<query.count]), limit: allowance, rows: &rows)
    }
    if let wordwise = wordwiseDistance(span), wordwise < (best ?? Int.max) {
      best = wordwise
    }
    return best.map { (.fuzzy, $0) }
  }

  /// How the query matches a place: whole, by its start or by a word's start, the last two only
  /// for queries of `shortestPlacePrefix` characters or more.
  func placeTier(_ span: SearchIndex.Span) -> MatchTier? {
    let place = scalars(span)
    if place.count == query.count && place.elementsEqual(query) { return .exact }
    guard query.count >= Self.shortestPlacePrefix else { return nil }
    if place.starts(with: query) { return .prefix }
    return startsAWord(span) ? .wordPrefix : nil
  }

  /// Whether the text is the query, whole.
  func isQuery(_ span: SearchIndex.Span) -> Bool {
    span.end - span.start == query.count && scalars(span).elementsEqual(query)
  }

  /// Whether the query starts one of the text's words, running on past that word if it is longer.
  func startsAWord(_ span: SearchIndex.Span) -> Bool {
    span.words.contains { UnsafeBufferPointer(rebasing: text[wordStarts[$0]..<span.end]).starts(with: query) }
  }

  private func scalars(_ span: SearchIndex.Span) -> UnsafeBufferPointer<UInt32> {
    UnsafeBufferPointer(rebasing: text[span.start..<span.end])
  }

  /// The scalars of word `index` of a text: from its start to the next space or the text's end.
  private func word(_ index: Int, of span: SearchIndex.Span) -> UnsafeBufferPointer<UInt32> {
    let start = wordStarts[index]
    var end = start
    while end < span.end, text[end] != 0x20 { end += 1 }
    return UnsafeBufferPointer(rebasing: text[start..<end])
  }

  /// How many of the query's letters (spaces aside) surely occur nowhere in `name`: each costs a
  /// typo in every way a near miss is measured (whole, cut to the query's length, or word by word),
  /// so a name missing more than `typoBound` is ruled out without measuring. Letters are told
  /// apart by their low six bits, which may take two letters for one, never the reverse.
  private static func missing(_ query: UnsafeBufferPointer<UInt32>, from name: UnsafeBufferPointer<UInt32>) -> Int {
    var present: UInt64 = 0
    for scalar in name { present |= 1 << UInt64(scalar & 63) }
    var missing = 0
    for scalar in query where scalar != 0x20 && present & (1 << UInt64(scalar & 63)) == 0 { missing += 1 }
    return missing
  }

  /// Whether `needle` occurs anywhere in `haystack`.
  private static func contains(_ haystack: UnsafeBufferPointer<UInt32>, _ needle: UnsafeBufferPointer<UInt32>) -> Bool {
    guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
    for start in 0...(haystack.count - needle.count) where haystack[start] == first {
      if UnsafeBufferPointer(rebasing: haystack[start..<(start + needle.count)]).elementsEqual(needle) { return true }
    }
    return false
  }

  /// Matches every query word to a different word of the name, by prefix or within its typo
  /// allowance, the nearest first; at most two typos in all.
  private mutating func wordwiseDistance(_ span: SearchIndex.Span) -> Int? {
    let wordCount = span.words.count
    guard !queryWords.isEmpty, queryWords.count <= wordCount else { return nil }
    used.removeAll(keepingCapacity: true)
    used.append(contentsOf: repeatElement(false, count: wordCount))
    var total = 0
    for queryWord in queryWords {
      let typed = UnsafeBufferPointer(rebasing: query[queryWord.start..<queryWord.end])
      let allowance = EditDistance.allowance(forLength: typed.count)
      var bestWord: (offset: Int, distance: Int)?
      for offset in 0..<wordCount where !used[offset] {
        let candidate = word(span.words.lowerBound + offset, of: span)
        let distance =
          candidate.starts(with: typed) ? 0 : EditDistance.distance(typed, candidate, limit: allowance, rows: &rows)
        if let distance, distance < (bestWord?.distance ?? Int.max) {
          bestWord = (offset, distance)
        }
      }
      guard let bestWord else { return nil }
      used[bestWord.offset] = true
      total += bestWord.distance
    }
    return total <= 2 ? total : nil
  }
}
