import Foundation
import LandmarksModels

/// Search over a set of landmarks by name, place and country: case-, accent- and typo-tolerant, ranked.
///
/// Every name, place and country code is folded once, when the index is built, and laid end to end
/// as scalar values in one buffer; a search folds the query once and compares stretches of that
/// buffer, so neither building nor searching allocates per name. Imported sources reach it only
/// through a bounded set of candidates (see `Catalog.combinedIndex(candidatesFor:)`).
struct SearchIndex: Sendable {
  /// Where one folded text lies in `text`, and where its words' starts lie in `wordStarts`.
  struct Span: Sendable {
    let start: Int
    let end: Int
    let words: Range<Int>

    /// The same text in an index whose buffers start `text` and `words` further on.
    func moved(text: Int, words offset: Int) -> Span {
      Span(start: start + text, end: end + text, words: (words.lowerBound + offset)..<(words.upperBound + offset))
    }
  }

  /// One spelling of a landmark's name or alternate name.
  struct Name: Sendable {
    let original: String
    /// `.name` or `.alternateName`.
    let field: MatchField
    let span: Span
    /// A name in another language (see `LandmarkTranslations`), reported as another name: asked
    /// only when none of the catalog's own names matches, so a query that finds a landmark by its
    /// own name finds it as it always did.
    var isTranslation = false
  }

  /// A place a landmark is in: a part of its location line, the whole line, or its country's name.
  /// Matched by whole text, start or start of a word only: place names are short and many, so a
  /// typo allowance or a match inside a word ("ice" in "Venice") mostly finds unrelated places.
  struct Place: Sendable {
    let original: String
    /// `.location` or `.country`.
    let field: MatchField
    let span: Span
  }

  /// A landmark with the stretches of `names`, `places` and `codes` that are its own.
  struct Entry: Sendable {
    let landmark: Landmark
    let names: Range<Int>
    /// Country first, then the location's parts, then the whole line: on a tie the first wins.
    let places: Range<Int>
    /// The country's ISO codes, lowercased: matched whole only, two letters being too short for more.
    let codes: Range<Int>
    /// How important the place is among its namesakes (a GeoNames population; 0 when unknown).
    let importance: Int
    /// What a code match reports: the country's name, or its code when the table lacks it.
    let countryText: String
    /// The folded main name, which orders equal hits as lists read.
    let key: String
  }

  /// Every folded text's scalar values, end to end.
  private(set) var text: [UInt32] = []
  /// Where each word of each text starts in `text`.
  private(set) var wordStarts: [Int] = []
  private(set) var names: [Name] = []
  private(set) var places: [Place] = []
  private(set) var codes: [Span] = []
  private(set) var entries: [Entry] = []

  /// Words people shorten, and their short forms: "mt fuji", "st basils", "ft sumter". A list
  /// rather than a dictionary: seven pairs are found as fast, and a dictionary's type costs a
  /// runtime conformance lookup at every start.
  private static let abbreviations: [(long: String, short: String)] = [
    ("mount", "mt"), ("saint", "st"), ("sainte", "ste"), ("fort", "ft"), ("mountains", "mtns"),
    ("mountain", "mtn"), ("national", "natl"),
  ]

  /// A word's short form, or `nil` when people do not shorten it.
  private static func shortened(_ word: String) -> String? {
    abbreviations.first { $0.long == word }?.short
  }

  /// A short form's long word, or `nil` when `word` is no short form.
  private static func expanded(_ word: String) -> String? {
    abbreviations.first { $0.short == word }?.long
  }

  /// The entries of `parts`, in order, without indexing anything again: how the built-in catalog's
  /// index joins a search's candidates from imported sources.
  init(combining parts: [SearchIndex]) {
    guard let first = parts.first else { return }
    self = first
    for part in parts.dropFirst() { append(part) }
  }

  /// Indexes landmarks in catalog order, given each one's names already folded
  /// (`[name] + alternateNames`, in that order), so nothing is folded twice; `countries` names
  /// each landmark's country.
  /// `foldedPlaces` holds the location places the build folded, looked up by id; any other
  /// landmark's are folded here. `translations` gives a landmark's names in other languages,
  /// already folded.
  init(
    _ landmarks: [(landmark: Landmark, names: [String])], countries: CountryTable, importance: [Int] = [],
    foldedPlaces: FoldedPlaces? = nil, translations: (Int) -> [(name: String, folded: String)] = { _ in [] }
  ) {
    entries.reserveCapacity(landmarks.count)
    for (position, pair) in landmarks.enumerated() {
      let (landmark, foldedNames) = pair
      let firstName = names.count
      for (index, folded) in foldedNames.enumerated() where index <= landmark.alternateNames.count {
        let original = index == 0 ? landmark.name : landmark.alternateNames[index - 1]
        appendSpellings(of: folded, original: original, field: index == 0 ? .name : .alternateName)
      }
      for translation in translations(landmark.id) where !foldedNames.contains(translation.folded) {
        appendSpellings(of: translation.folded, original: translation.name, field: .alternateName, isTranslation: true)
      }
      let firstPlace = places.count
      let country = landmark.country.isEmpty ? nil : countries.country(landmark.country)
      if let country {
        appendPlace(
          country.name, field: .country, folded: countries.foldedName(alpha2: country.alpha2), after: firstPlace)
      }
      let locationPlaces = landmark.locationPlaces
      let folds = foldedPlaces?.folds(ofID: landmark.id)
      for (index, place) in locationPlaces.enumerated() {
        let folded = folds.flatMap { $0.count == locationPlaces.count ? $0[index] : nil }
        appendPlace(place, field: .location, folded: folded, after: firstPlace)
      }
      let firstCode = codes.count
      var seenCodes: [String] = []
      for code in [landmark.country, country?.alpha2, country?.alpha3] {
        guard let code = code?.lowercased(), !seenCodes.contains(code) else { continue }
        seenCodes.append(code)
        let start = text.count
        appendScalars(of: code)
        codes.append(closeSpan(from: start))
      }
      entries.append(
        Entry(
          landmark: landmark, names: firstName..<names.count, places: firstPlace..<places.count,
          codes: firstCode..<codes.count, importance: position < importance.count ? importance[position] : 0,
          countryText: country?.name ?? landmark.country, key: foldedNames.first ?? ""))
    }
  }

  /// Appends a text's scalar values to `text`: an ASCII text's bytes, as most are, in one copy.
  private mutating func appendScalars(of string: String) {
    let wasASCII = TextFolding.withASCII(string) { text.append(contentsOf: $0.lazy.map { UInt32($0) }) } != nil
    if !wasASCII {
      for scalar in string.unicodeScalars { text.append(scalar.value) }
    }
  }

  /// Records the text appended to `text` since `start` as a span, with its words' starts.
  private mutating func closeSpan(from start: Int) -> Span {
    let firstWord = wordStarts.count
    var atWordStart = true
    for position in start..<text.count {
      if text[position] == 0x20 {
        atWordStart = true
      } else if atWordStart {
        wordStarts.append(position)
        atWordStart = false
      }
    }
    return Span(start: start, end: text.count, words: firstWord..<wordStarts.count)
  }

  /// Takes back the text and words of the last span appended.
  private mutating func drop(_ span: Span) {
    text.removeLast(text.count - span.start)
    wordStarts.removeLast(wordStarts.count - span.words.lowerBound)
  }

  /// Indexes a name under its folded spelling, then the same with abbreviations shortened and with
  /// them expanded, so a query in either form matches, reported under the real name.
  private mutating func appendSpellings(
    of folded: String, original: String, field: MatchField, isTranslation: Bool = false
  ) {
    let start = text.count
    appendScalars(of: folded)
    let span = closeSpan(from: start)
    names.append(Name(original: original, field: field, span: span, isTranslation: isTranslation))
    // Most names hold no word people shorten: every such word is ASCII, two to nine letters long,
    // and starts with f, m, n or s, so only those are looked up.
    let shortens = span.words.contains { index in
      let word = word(at: index, in: span)
      guard (2...9).contains(word.count) else { return false }
      switch text[word.lowerBound] {
      case 0x66, 0x6D, 0x6E, 0x73:
        let spelled = string(word)
        return Self.shortened(spelled) != nil || Self.expanded(spelled) != nil
      default: return false
      }
    }
    guard shortens else { return }
    let plain = span.words.map { string(word(at: $0, in: span)) }
    var spellings = [folded]
    for respell in [Self.shortened, Self.expanded] {
      let variant = plain.map { respell($0) ?? $0 }.joined(separator: " ")
      guard !spellings.contains(variant) else { continue }
      spellings.append(variant)
      let variantStart = text.count
      appendScalars(of: variant)
      names.append(
        Name(original: original, field: field, span: closeSpan(from: variantStart), isTranslation: isTranslation))
    }
  }

  /// Indexes a place unless it folds to nothing or to a place the entry has since `firstPlace`:
  /// "Japan" is reported as the country rather than as a part of the line.
  private mutating func appendPlace(_ original: String, field: MatchField, folded: String? = nil, after firstPlace: Int)
  {
    let start = text.count
    if let folded {
      appendScalars(of: folded)
    } else {
      TextFolding.appendFolded(original, to: &text)
    }
    let span = closeSpan(from: start)
    let isRepeat = places[firstPlace...].contains { earlier in
      text[earlier.span.start..<earlier.span.end].elementsEqual(text[span.start..<span.end])
    }
    guard span.end > span.start, !isRepeat else { return drop(span) }
    places.append(Place(original: original, field: field, span: span))
  }

  /// Appends another index's entries, moving their spans past this one's.
  private mutating func append(_ other: SearchIndex) {
    let (textOffset, wordOffset) = (text.count, wordStarts.count)
    let (nameOffset, placeOffset, codeOffset) = (names.count, places.count, codes.count)
    text += other.text
    wordStarts += other.wordStarts.map { $0 + textOffset }
    names += other.names.map {
      Name(
        original: $0.original, field: $0.field, span: $0.span.moved(text: textOffset, words: wordOffset),
        isTranslation: $0.isTranslation)
    }
    places += other.places.map {
      Place(original: $0.original, field: $0.field, span: $0.span.moved(text: textOffset, words: wordOffset))
    }
    codes += other.codes.map { $0.moved(text: textOffset, words: wordOffset) }
    func shifted(_ range: Range<Int>, _ offset: Int) -> Range<Int> {
      (range.lowerBound + offset)..<(range.upperBound + offset)
    }
    entries += other.entries.map {
      Entry(
        landmark: $0.landmark, names: shifted($0.names, nameOffset), places: shifted($0.places, placeOffset),
        codes: shifted($0.codes, codeOffset), importance: $0.importance, countryText: $0.countryText, key: $0.key)
    }
  }

  /// Where word `index` of `span` lies in `text`: from its start to the next space or the end.
  func word(at index: Int, in span: Span) -> Range<Int> {
    let start = wordStarts[index]
    var end = start
    while end < span.end, text[end] != 0x20 { end += 1 }
    return start..<end
  }

  /// The text of a stretch of `text`.
  private func string(_ range: Range<Int>) -> String {
    var scalars = String.UnicodeScalarView()
    for value in text[range] { scalars.append(Unicode.Scalar(value) ?? " ") }
    return String(scalars)
  }
}

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
        // The catalog's own names first; its translations only when none of them matches.
        for translations in [false, true] {
          if let best, best.tier != .fuzzy { break }
          for name in names[entry.names] where name.isTranslation == translations {
            guard let match = matcher.match(name.span) else { continue }
            if let current = best, (current.tier, current.distance) <= (match.tier, match.distance) { continue }
            best = (match.tier, match.distance, name)
            if match.tier == .exact { break }
          }
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
