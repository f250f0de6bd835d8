import Foundation
import LandmarksIndex
import LandmarksModels

/// Search over a set of landmarks by name, place and country: case-, accent- and typo-tolerant, ranked.
///
/// Every name, place and country code is folded once, when the index is built, and laid end to end
/// as scalar values in one buffer; a search folds the query once and compares stretches of that
/// buffer, so neither building nor searching allocates per name. Imported sources reach it only
/// through a bounded set of candidates (see `Catalog.searchParts(candidatesFor:)`).
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

  /// Where the text a hit reports comes from: read from the landmark only once it is a hit, so an
  /// index over stored landmarks decodes none that no query finds.
  enum Origin: Sendable {
    /// This text.
    case text(String)
    /// The landmark's name (0) or alternate name (1 on).
    case name(Int)
    /// Its name in the language at this place of `LandmarkTranslations.languages`.
    case translation(Int)
    /// Its country's name.
    case country
    /// Place `n` of its `locationPlaces`.
    case location(Int)
  }

  /// One spelling of a landmark's name or alternate name.
  struct Name: Sendable {
    let origin: Origin
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
    let origin: Origin
    /// `.location` or `.country`.
    let field: MatchField
    let span: Span
  }

  /// Where an entry's landmark is: at hand, at a position of `stored`, or one of the `records`
  /// read from a source for a search; decoded when a query finds it.
  enum Record: Sendable {
    case landmark(Landmark)
    case stored(position: Int)
    case read(Int)
  }

  /// A landmark with the stretches of `names`, `places` and `codes` that are its own.
  struct Entry: Sendable {
    let record: Record
    let id: Int
    let names: Range<Int>
    /// Country first, then the location's parts, then the whole line: on a tie the first wins.
    let places: Range<Int>
    /// The country's ISO codes, lowercased: matched whole only, two letters being too short for more.
    let codes: Range<Int>
    /// How important the place is among its namesakes (a GeoNames population; 0 when unknown).
    let importance: Int
  }

  /// Every folded text's scalar values, end to end.
  private(set) var text: [UInt32] = []
  /// Where each word of each text starts in `text`.
  private(set) var wordStarts: [Int] = []
  private(set) var names: [Name] = []
  private(set) var places: [Place] = []
  private(set) var codes: [Span] = []
  private(set) var entries: [Entry] = []
  /// The catalog that `Record.stored` entries point into.
  private(set) var stored: CatalogIndex?
  /// The records that `Record.read` entries point into.
  private(set) var records: CatalogIndex.SearchRecords?
  /// The countries of `records`, looked up as they were laid out.
  private var recordCountries = SearchCountryCache()
  /// The countries that name a country match.
  let countries: CountryTable

  /// Words people shorten, and their short forms: "mt fuji", "st basils", "ft sumter". A list
  /// rather than a dictionary: seven pairs are found as fast, and a dictionary's type costs a
  /// runtime conformance lookup at every start.
  private static let abbreviations: [(long: String, short: String)] = [
    ("mount", "mt"), ("saint", "st"), ("sainte", "ste"), ("fort", "ft"), ("mountains", "mtns"),
    ("mountain", "mtn"), ("national", "natl"),
  ]

  /// The letters of every long form of `abbreviations`: a name's spellings with short forms
  /// expanded hold them, though its text may not.
  private static let expandedLetters: ASCIISet = {
    var letters = ASCIISet()
    for (long, _) in abbreviations {
      var word = long
      word.withUTF8 { letters.formUnion($0) }
    }
    return letters
  }()

  /// Every word of `abbreviations`, long and short, as scalar values.
  private static let abbreviatedWords: [[UInt32]] = abbreviations.flatMap { [$0.long, $0.short] }.map {
    $0.unicodeScalars.map(\.value)
  }

  /// A word's short form, or `nil` when people do not shorten it.
  private static func shortened(_ word: String) -> String? {
    abbreviations.first { $0.long == word }?.short
  }

  /// A short form's long word, or `nil` when `word` is no short form.
  private static func expanded(_ word: String) -> String? {
    abbreviations.first { $0.short == word }?.long
  }

  /// Indexes landmarks in catalog order, given each one's names already folded
  /// (`[name] + alternateNames`, in that order), so nothing is folded twice; `countries` names
  /// each landmark's country. `translations` gives a landmark's names in other languages,
  /// already folded.
  init(
    _ landmarks: [(landmark: Landmark, names: [String])], countries: CountryTable, importance: [Int] = [],
    translations: (Int) -> [(name: String, folded: String)] = { _ in [] }
  ) {
    self.countries = countries
    entries.reserveCapacity(landmarks.count)
    var lastCountry: (code: String, country: Country?) = ("", nil)
    var shared: [(code: String, places: Range<Int>, codes: Range<Int>)] = []
    for (position, pair) in landmarks.enumerated() {
      let (landmark, foldedNames) = pair
      let firstName = names.count
      for (index, folded) in foldedNames.enumerated() where index <= landmark.alternateNames.count {
        appendSpellings(of: folded, origin: .name(index), field: index == 0 ? .name : .alternateName)
      }
      for translation in translations(landmark.id) where !foldedNames.contains(translation.folded) {
        appendSpellings(
          of: translation.folded, origin: .text(translation.name), field: .alternateName, isTranslation: true)
      }
      let (places, codes) = appendPlaces(
        country: landmark.country, locationPlaces: landmark.locationPlaces, lastCountry: &lastCountry,
        shared: &shared)
      entries.append(
        Entry(
          record: .landmark(landmark), id: landmark.id, names: firstName..<names.count, places: places, codes: codes,
          importance: position < importance.count ? importance[position] : 0))
    }
  }

  /// Indexes the records read from a source for a search (see `CatalogIndex.searchRecords(at:)`)
  /// from the fields a search matches them by, in their order, leaving out those whose id `keeps`
  /// turns down: as the initializer over landmarks would index them, without a landmark made until
  /// a query returns it. With `filter`, only the records that may match its query are laid out,
  /// for a search of that query alone.
  init(
    records: CatalogIndex.SearchRecords, countries: CountryTable, filter: SearchLetterFilter? = nil,
    keeps: (_ id: Int) -> Bool
  ) throws {
    self.countries = countries
    self.records = records
    entries.reserveCapacity(records.count)
    // Their texts take about as many scalars as the records have bytes: reserved once rather
    // than grown and copied as they are laid out.
    text.reserveCapacity(records.byteCount)
    wordStarts.reserveCapacity(records.byteCount / 4)
    names.reserveCapacity(records.count * 2)
    var recordCountries = SearchCountryCache()
    var foldedNames: [UnsafeRawBufferPointer] = []
    for number in 0..<records.count {
      let fields = try records.fields(number, reusing: &foldedNames)
      guard keeps(fields.id) else { continue }
      let row =
        recordCountries.existingRow(forBytes: fields.countryBytes)
        ?? recordCountries.row(for: fields.country, in: countries)
      if let filter, !Self.mayMatch(fields, country: recordCountries.rows[row].letters, filter) { continue }
      let firstName = names.count
      for (name, folded) in fields.foldedNames.enumerated() {
        let bytes = folded.assumingMemoryBound(to: UInt8.self)
        guard name == 0 || Self.mayMatch(name: bytes, filter) else { continue }
        appendSpellings(utf8: bytes, origin: .name(name), field: name == 0 ? .name : .alternateName)
      }
      let laidOut: (places: Range<Int>, codes: Range<Int>)
      if fields.location.isEmpty, let shared = recordCountries.rows[row].shared {
        laidOut = shared
      } else {
        let locationPlaces =
          fields.location.isEmpty
          ? [] : Landmark.places(inLocation: String(decoding: fields.location, as: UTF8.self))
        laidOut = appendPlaces(
          code: fields.country, country: recordCountries.rows[row].country,
          foldedCountry: recordCountries.rows[row].folded, locationPlaces: locationPlaces)
        if locationPlaces.isEmpty { recordCountries.share(laidOut, row: row) }
      }
      entries.append(
        Entry(
          record: .read(number), id: fields.id, names: firstName..<names.count, places: laidOut.places,
          codes: laidOut.codes, importance: fields.importance))
    }
    self.recordCountries = recordCountries
  }

  /// Whether a folded name may match `filter`'s query as a name, from its letters and those of
  /// the spellings laid out beside it: a name that cannot is left out of an index for that query
  /// alone, unless it is a landmark's name, whose text orders hits that tie.
  private static func mayMatch(name folded: UnsafeBufferPointer<UInt8>, _ filter: SearchLetterFilter?) -> Bool {
    guard let filter else { return true }
    var letters = SearchTextLetters.mayHoldShortForm(folded) ? expandedLetters : ASCIISet()
    letters.formUnion(folded)
    return filter.mayMatch(letters)
  }

  /// Whether any one text of a search record may match `filter`'s query once laid out, with
  /// `country`, the letters of its country's texts: a folded name within its typos (see
  /// `mayMatch(name:_:)`), or its country or a place of its location line with none, every place
  /// passing when the line is not ASCII, as its folded places may hold letters it spells otherwise.
  private static func mayMatch(
    _ fields: CatalogIndex.SearchFields, country: ASCIISet, _ filter: SearchLetterFilter
  ) -> Bool {
    for folded in fields.foldedNames where mayMatch(name: folded.assumingMemoryBound(to: UInt8.self), filter) {
      return true
    }
    if filter.mayMatchExactly(country) { return true }
    let location = fields.location.assumingMemoryBound(to: UInt8.self)
    guard location.allSatisfy({ $0 < 0x80 }) else { return true }
    var letters = ASCIISet()
    letters.formUnion(lowercased: location)
    return filter.mayMatchExactly(letters)
  }

  /// Indexes a landmark's country by name, its location's places and its country's codes, after
  /// its names; `lastCountry` keeps the country looked up last.
  private mutating func appendPlaces(
    country code: String, locationPlaces: [String], lastCountry: inout (code: String, country: Country?),
    shared: inout [(code: String, places: Range<Int>, codes: Range<Int>)]
  ) -> (places: Range<Int>, codes: Range<Int>) {
    // Entries without a location line in one country have the same places and codes: they share
    // one copy of them, as candidates from a million places mostly are.
    if locationPlaces.isEmpty {
      if let known = shared.first(where: { $0.code == code }) { return (known.places, known.codes) }
      let laidOut = appendPlaces(country: code, locationPlaces: [], lastCountry: &lastCountry)
      shared.append((code, laidOut.places, laidOut.codes))
      return laidOut
    }
    return appendPlaces(country: code, locationPlaces: locationPlaces, lastCountry: &lastCountry)
  }

  /// `appendPlaces(country:locationPlaces:lastCountry:shared:)` of one entry's own copy.
  private mutating func appendPlaces(
    country code: String, locationPlaces: [String], lastCountry: inout (code: String, country: Country?)
  ) -> (places: Range<Int>, codes: Range<Int>) {
    // Landmarks in catalog order mostly follow one another in one country: each run looks it up once.
    if code != lastCountry.code {
      lastCountry = (code, code.isEmpty ? nil : countries.country(code))
    }
    let country = lastCountry.country
    return appendPlaces(
      code: code, country: country, foldedCountry: country.flatMap { countries.foldedName(alpha2: $0.alpha2) },
      locationPlaces: locationPlaces)
  }

  /// Lays out one entry's own copy of its places and codes: its country (`foldedCountry`, or its
  /// name folded here when that is `nil`), its location's places, and its codes.
  private mutating func appendPlaces(
    code: String, country: Country?, foldedCountry: String?, locationPlaces: [String]
  ) -> (places: Range<Int>, codes: Range<Int>) {
    let firstPlace = places.count
    if country != nil, let folded = foldedCountry {
      appendPlace(origin: .country, field: .country, folded: folded, after: firstPlace)
    } else if let country {
      appendPlace(origin: .country, field: .country, original: country.name, after: firstPlace)
    }
    for (index, place) in locationPlaces.enumerated() {
      appendPlace(origin: .location(index), field: .location, original: place, after: firstPlace)
    }
    let firstCode = codes.count
    var seenCodes: [String] = []
    for code in [code, country?.alpha2, country?.alpha3] {
      guard let code = code?.lowercased(), !seenCodes.contains(code) else { continue }
      seenCodes.append(code)
      appendCode(code)
    }
    return (firstPlace..<places.count, firstCode..<codes.count)
  }

  /// Indexes the landmarks of `index` from texts the build folded (see `BuiltInSearchTexts`), one
  /// entry per position, decoding no landmark until a query finds it; with `filter`, only those
  /// that may match its query, for a search of that query alone.
  init(
    stored index: CatalogIndex, texts: BuiltInSearchTexts, countries: CountryTable, filter: SearchLetterFilter? = nil
  ) {
    self.countries = countries
    stored = index
    // The names, places and codes take about as many scalars as the table has bytes.
    if filter == nil { text.reserveCapacity(texts.byteCount) }
    guard let filter else {
      texts.forEachEntry { append($0, filter: nil) }
      return
    }
    // A name may match within its typos, as may the spellings laid out beside it; a place or a
    // code only with every letter.
    let namePasses = { (letters: ASCIISet, mayHoldShortForm: Bool) -> Bool in
      var letters = letters
      if mayHoldShortForm { letters.formUnion(Self.expandedLetters) }
      return filter.mayMatch(letters)
    }
    texts.forEachEntry(namesPassing: namePasses, placesPassing: filter.mayMatchExactly) { append($0, filter: filter) }
  }

  /// Lays out a built-in landmark's texts as the build folded them; with `filter`, only the names
  /// that may match its query besides its name.
  private mutating func append(_ entry: BuiltInSearchTexts.Entry, filter: SearchLetterFilter?) {
    let firstName = names.count
    entry.forEachName { number, folded in
      guard number == 0 || Self.mayMatch(name: folded, filter) else { return }
      appendSpellings(utf8: folded, origin: .name(number), field: number == 0 ? .name : .alternateName)
    }
    entry.forEachTranslation { language, folded in
      guard Self.mayMatch(name: folded, filter) else { return }
      appendSpellings(utf8: folded, origin: .translation(language), field: .alternateName, isTranslation: true)
    }
    let firstPlace = places.count
    if let folded = entry.countryName {
      appendPlace(origin: .country, field: .country, utf8: folded, after: firstPlace)
    }
    entry.forEachPlace { number, folded in
      appendPlace(origin: .location(number), field: .location, utf8: folded, after: firstPlace)
    }
    let firstCode = codes.count
    entry.forEachCode { _, code in
      let start = text.count
      appendScalars(utf8: code)
      codes.append(closeSpan(from: start))
    }
    entries.append(
      Entry(
        record: .stored(position: entry.position), id: entry.id, names: firstName..<names.count,
        places: firstPlace..<places.count, codes: firstCode..<codes.count, importance: 0))
  }

  /// Appends a lowercased code as a text of its own.
  private mutating func appendCode(_ code: some StringProtocol) {
    let start = text.count
    appendScalars(of: code)
    codes.append(closeSpan(from: start))
  }

  /// Appends a text's scalar values to `text`.
  private mutating func appendScalars(of string: some StringProtocol) {
    var copy = String(string)
    copy.withUTF8 { appendScalars(utf8: $0) }
  }

  /// Appends the scalar values of UTF-8 text to `text`: ASCII, as most is, a byte at a time.
  private mutating func appendScalars(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    var offset = 0
    while offset < bytes.count, bytes[offset] < 0x80 { offset += 1 }
    // The ASCII run widened on the stack and appended in one copy: a byte at a time, every
    // append checks the buffer again.
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: offset) { scalars in
      for index in 0..<offset { scalars.initializeElement(at: index, to: UInt32(bytes[index])) }
      text.append(contentsOf: UnsafeBufferPointer(scalars))
    }
    guard offset < bytes.count else { return }
    var iterator = UnsafeBufferPointer(rebasing: bytes[offset...]).makeIterator()
    var decoder = UTF8()
    while case .scalarValue(let scalar) = decoder.decode(&iterator) { text.append(scalar.value) }
  }

  /// Records the text appended to `text` since `start` as a span, with its words' starts.
  private mutating func closeSpan(from start: Int) -> Span {
    let firstWord = wordStarts.count
    // Taken out while the text is read in place, so appending to it copies nothing.
    var starts: [Int] = []
    swap(&starts, &wordStarts)
    text.withUnsafeBufferPointer { text in
      var atWordStart = true
      for position in start..<text.count {
        if text[position] == 0x20 {
          atWordStart = true
        } else if atWordStart {
          starts.append(position)
          atWordStart = false
        }
      }
    }
    swap(&starts, &wordStarts)
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
    of folded: String, origin: Origin, field: MatchField, isTranslation: Bool = false
  ) {
    var copy = folded
    copy.withUTF8 { appendSpellings(utf8: $0, origin: origin, field: field, isTranslation: isTranslation) }
  }

  /// `appendSpellings` of folded UTF-8 text.
  private mutating func appendSpellings(
    utf8 folded: UnsafeBufferPointer<UInt8>, origin: Origin, field: MatchField, isTranslation: Bool = false
  ) {
    let start = text.count
    appendScalars(utf8: folded)
    let span = closeSpan(from: start)
    names.append(Name(origin: origin, field: field, span: span, isTranslation: isTranslation))
    // Most names hold no word people shorten: every such word is ASCII, two to nine letters long,
    // and starts with f, m, n or s, so only those are looked up.
    let shortens = span.words.contains { index in
      let word = word(at: index, in: span)
      guard (2...9).contains(word.count) else { return false }
      switch text[word.lowerBound] {
      case 0x66, 0x6D, 0x6E, 0x73:
        // Compared in place: a string of every such word would cost more than the comparisons.
        return Self.abbreviatedWords.contains { $0.elementsEqual(text[word]) }
      default: return false
      }
    }
    guard shortens else { return }
    let plain = span.words.map { string(word(at: $0, in: span)) }
    var spellings = [string(span.start..<span.end)]
    for respell in [Self.shortened, Self.expanded] {
      // Joined by hand: the library's `joined(separator:)` is not specialized for this call and
      // costs more than the few words it joins.
      var variant = ""
      for (number, word) in plain.enumerated() {
        if number > 0 { variant += " " }
        variant += respell(word) ?? word
      }
      guard !spellings.contains(variant) else { continue }
      spellings.append(variant)
      let variantStart = text.count
      appendScalars(of: variant)
      names.append(
        Name(origin: origin, field: field, span: closeSpan(from: variantStart), isTranslation: isTranslation))
    }
  }

  /// Indexes a place, given folded or to be folded here, unless it folds to nothing or to a place
  /// the entry has since `firstPlace`: "Japan" is reported as the country rather than as a part of
  /// the line.
  private mutating func appendPlace(
    origin: Origin, field: MatchField, folded: String? = nil, original: String = "", after firstPlace: Int
  ) {
    let start = text.count
    if var folded {
      folded.withUTF8 { appendScalars(utf8: $0) }
    } else {
      TextFolding.appendFolded(original, to: &text)
    }
    closePlace(from: start, origin: origin, field: field, after: firstPlace)
  }

  /// `appendPlace` of folded UTF-8 text.
  private mutating func appendPlace(
    origin: Origin, field: MatchField, utf8 folded: UnsafeBufferPointer<UInt8>, after firstPlace: Int
  ) {
    let start = text.count
    appendScalars(utf8: folded)
    closePlace(from: start, origin: origin, field: field, after: firstPlace)
  }

  /// Records the place appended since `start`, or takes it back when it is empty or a repeat.
  private mutating func closePlace(from start: Int, origin: Origin, field: MatchField, after firstPlace: Int) {
    let span = closeSpan(from: start)
    let isRepeat = places[firstPlace...].contains { earlier in
      text[earlier.span.start..<earlier.span.end].elementsEqual(text[span.start..<span.end])
    }
    guard span.end > span.start, !isRepeat else { return drop(span) }
    places.append(Place(origin: origin, field: field, span: span))
  }

  /// Where word `index` of `span` lies in `text`: from its start to the next space or the end.
  func word(at index: Int, in span: Span) -> Range<Int> {
    let start = wordStarts[index]
    var end = start
    while end < span.end, text[end] != 0x20 { end += 1 }
    return start..<end
  }

  /// The text of a stretch of `text`.
  fileprivate func string(_ range: Range<Int>) -> String {
    let values = text[range]
    // Most texts are ASCII: their bytes are the string's UTF-8, written in one go.
    if values.allSatisfy({ $0 < 0x80 }) {
      return String(unsafeUninitializedCapacity: values.count) { buffer in
        for (offset, value) in zip(buffer.indices, values) { buffer[offset] = UInt8(value) }
        return values.count
      }
    }
    var scalars = String.UnicodeScalarView()
    for value in text[range] { scalars.append(Unicode.Scalar(value) ?? " ") }
    return String(scalars)
  }
}

extension SearchIndex {
  /// The hits for `query`, best first: name matches (whole, start, word start, inside), then
  /// places and countries (whole, start, word start), then near misses of names; within each,
  /// fewer typos, then shorter matched text. Only the landmarks returned are decoded.
  func search(_ query: String, limit: Int) throws -> [SearchHit] {
    try Self.search(query, in: [self], limit: limit).hits
  }

  /// A found entry, with what ranks it: plain numbers, so that ranking thousands of them moves no
  /// landmark and no string.
  private struct Ranked {
    let band: Int
    let tier: Int
    let distance: Int
    let length: Int
    let importance: Int
    let part: Int
    let entry: Int
    /// Its place among its part's found entries.
    let hit: Int
    /// Its place among all found entries: equal hits keep the order they were found in.
    let order: Int
  }

  /// The first `limit` hits for `query` in all of `parts` (all of them when `limit` is 0), ranked
  /// together as one index's would be, and how many there are in all: how the built-in catalog's
  /// index joins a search's candidates from imported sources without either being copied.
  ///
  /// Every hit is ranked from its index's buffers and the length of the text it matched; only the
  /// landmarks returned are decoded.
  static func search(_ query: String, in parts: [SearchIndex], limit: Int) throws -> (hits: [SearchHit], count: Int) {
    let folded = TextFolding.fold(query)
    guard !folded.isEmpty else { return ([], 0) }
    var found: [[Found]] = []
    var ranked: [Ranked] = []
    for (number, part) in parts.enumerated() {
      let hits = part.hits(for: folded)
      for (place, hit) in hits.enumerated() {
        let entry = part.entries[hit.entry]
        let band = !hit.field.isName ? 1 : hit.tier == .fuzzy ? 2 : 0
        ranked.append(
          Ranked(
            band: band, tier: hit.tier.rawValue, distance: hit.distance,
            length: try part.matchedLength(of: hit.origin, in: entry), importance: entry.importance, part: number,
            entry: hit.entry, hit: place, order: ranked.count))
      }
      found.append(hits)
    }
    /// Whether `lhs` ranks before `rhs`.
    func precedes(_ lhs: Ranked, _ rhs: Ranked) -> Bool {
      if lhs.band != rhs.band { return lhs.band < rhs.band }
      if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
      if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
      // The text that matched decides: "great" should not rank a landmark first because its
      // main name is short when the match was in a long alternate name.
      if lhs.length != rhs.length { return lhs.length < rhs.length }
      // Among equal hits, the more important place first: the capital before the village.
      if lhs.importance != rhs.importance { return lhs.importance > rhs.importance }
      // Then as lists read: by folded main name, then id.
      let (left, right) = (parts[lhs.part], parts[rhs.part])
      let order = SearchIndex.compareKeys(left, left.entries[lhs.entry], right, right.entries[rhs.entry])
      if order != 0 { return order < 0 }
      let (leftID, rightID) = (left.entries[lhs.entry].id, right.entries[rhs.entry].id)
      if leftID != rightID { return leftID < rightID }
      return lhs.order < rhs.order
    }
    let wanted = limit > 0 ? min(limit, ranked.count) : ranked.count
    let best: ArraySlice<Ranked>
    if wanted < ranked.count / 4 {
      best = Self.smallest(wanted, of: ranked, by: precedes)[...]
    } else {
      best = ranked.sorted(by: precedes).prefix(wanted)
    }
    var hits: [SearchHit] = []
    hits.reserveCapacity(best.count)
    for rank in best {
      let part = parts[rank.part]
      let entry = part.entries[rank.entry]
      let hit = found[rank.part][rank.hit]
      let landmark = try part.landmark(of: entry)
      hits.append(
        SearchHit(
          landmark: landmark, tier: hit.tier, field: hit.field, matchedText: part.text(of: hit.origin, in: landmark),
          distance: hit.distance))
    }
    return (hits, ranked.count)
  }

  /// The `count` smallest of `items` by `precedes`, in order: one pass that keeps them sorted,
  /// so a search that shows twenty of thousands of hits does not sort them all.
  private static func smallest(_ count: Int, of items: [Ranked], by precedes: (Ranked, Ranked) -> Bool) -> [Ranked] {
    var kept: [Ranked] = []
    kept.reserveCapacity(count + 1)
    guard count > 0 else { return kept }
    for item in items {
      if kept.count == count, let last = kept.last, !precedes(item, last) { continue }
      // The first kept item that the new one precedes.
      var low = 0
      var high = kept.count
      while low < high {
        let middle = (low + high) / 2
        if precedes(item, kept[middle]) { high = middle } else { low = middle + 1 }
      }
      kept.insert(item, at: low)
      if kept.count > count { kept.removeLast() }
    }
    return kept
  }

  /// One entry found by a query, with its best match.
  private struct Found {
    let entry: Int
    let tier: MatchTier
    let field: MatchField
    let origin: Origin
    let distance: Int
  }

  /// The entries that match the folded query, in entry order, each with its best match.
  private func hits(for folded: String) -> [Found] {
    var found: [Found] = []
    withMatcher(for: folded) { matcher in
      for (number, entry) in entries.enumerated() {
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
        if let best, best.tier != .fuzzy {
          found.append(
            Found(
              entry: number, tier: best.tier, field: best.name.field, origin: best.name.origin, distance: best.distance)
          )
        } else if let place = placeMatch(in: entry, matcher) {
          found.append(Found(entry: number, tier: place.tier, field: place.field, origin: place.origin, distance: 0))
        } else if let best {
          found.append(
            Found(
              entry: number, tier: best.tier, field: best.name.field, origin: best.name.origin, distance: best.distance)
          )
        }
      }
    }
    return found
  }

  /// How many characters the text an origin names in an entry's landmark has: `text(of:in:)`'s
  /// count, read from the index record of a stored entry without decoding its landmark.
  private func matchedLength(of origin: Origin, in entry: Entry) throws -> Int {
    if case .read(let number) = entry.record, let records {
      if case .country = origin {
        let code = try records.country(number)
        if let known = recordCountries.existingRow(for: code) { return (known.country?.name ?? code).count }
      }
      return try matchedLength(
        of: origin, id: entry.id, name: { try records.nameBytes(number, name: $0) },
        country: { try records.country(number) }, location: { try records.locationBytes(number) })
    }
    guard case .stored(let position) = entry.record, let stored else {
      return text(of: origin, in: try landmark(of: entry)).count
    }
    return try matchedLength(
      of: origin, id: entry.id, name: { try stored.nameBytes(at: position, number: $0) },
      country: { try stored.country(at: position) }, location: { try stored.locationBytes(at: position) })
  }

  /// `matchedLength(of:in:)` of a record read field by field: its name or alternate name by
  /// number, its country code and its location line.
  private func matchedLength(
    of origin: Origin, id: Int, name: (Int) throws -> UnsafeRawBufferPointer, country: () throws -> String,
    location: () throws -> UnsafeRawBufferPointer
  ) throws -> Int {
    switch origin {
    case .text(let text):
      return text.count
    case .name(let number):
      return Self.characterCount(try name(number))
    case .translation(let language):
      if let name = LandmarkTranslations.name(ofID: id, languageAt: language) { return name.count }
      return Self.characterCount(try name(0))
    case .country:
      let code = try country()
      return (countries.country(code)?.name ?? code).count
    case .location(let number):
      let location = String(decoding: try location(), as: UTF8.self)
      let places = Landmark.places(inLocation: location)
      return (places.indices.contains(number) ? places[number] : location).count
    }
  }

  /// How many characters UTF-8 text has, as `String.count` counts them: plain ASCII without a
  /// carriage return, as most names are, has one a byte.
  private static func characterCount(_ bytes: UnsafeRawBufferPointer) -> Int {
    if !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) { return bytes.count }
    return String(decoding: bytes, as: UTF8.self).count
  }

  /// How the folded main names of two entries compare as strings do (-1, 0 or 1): scalar by
  /// scalar while both stay below U+0300, where no scalar composes or reorders, else as strings.
  private static func compareKeys(_ left: SearchIndex, _ lhs: Entry, _ right: SearchIndex, _ rhs: Entry) -> Int {
    let leftSpan = left.names[lhs.names].first.map { $0.span.start..<$0.span.end } ?? 0..<0
    let rightSpan = right.names[rhs.names].first.map { $0.span.start..<$0.span.end } ?? 0..<0
    let leftText = left.text[leftSpan]
    let rightText = right.text[rightSpan]
    if !leftText.contains(where: { $0 >= 0x300 }) && !rightText.contains(where: { $0 >= 0x300 }) {
      for (a, b) in zip(leftText, rightText) where a != b { return a < b ? -1 : 1 }
      return leftText.count == rightText.count ? 0 : leftText.count < rightText.count ? -1 : 1
    }
    let (a, b) = (left.string(leftSpan), right.string(rightSpan))
    return a == b ? 0 : a < b ? -1 : 1
  }

  /// The landmarks with a name in which `text` starts a word, each once, in catalog order, with
  /// the first of their names that does (the main name when it does).
  func wordPrefixMatches(of text: String) throws -> [(landmark: Landmark, name: String)] {
    let folded = TextFolding.fold(text)
    guard !folded.isEmpty else { return [] }
    let found = withMatcher(for: folded) { matcher in
      entries.compactMap { entry in
        names[entry.names].first { matcher.startsAWord($0.span) }.map { (entry, $0.origin) }
      }
    }
    return try found.map { entry, origin in
      let landmark = try self.landmark(of: entry)
      return (landmark, self.text(of: origin, in: landmark))
    }
  }

  /// The landmark of an entry, decoded from its index when it is stored there.
  private func landmark(of entry: Entry) throws -> Landmark {
    switch entry.record {
    case .landmark(let landmark): return landmark
    case .stored(let position):
      guard let stored else {
        throw CatalogError.invalidData(source: "search index", reason: "an entry names no catalog")
      }
      return try stored.landmark(at: position)
    case .read(let number):
      guard let records else {
        throw CatalogError.invalidData(source: "search index", reason: "an entry names no records")
      }
      return try records.landmark(number)
    }
  }

  /// The text an origin names in `landmark`; its main name when the landmark lacks it.
  private func text(of origin: Origin, in landmark: Landmark) -> String {
    switch origin {
    case .text(let text):
      return text
    case .name(let number):
      guard number > 0 else { return landmark.name }
      return landmark.alternateNames.indices.contains(number - 1) ? landmark.alternateNames[number - 1] : landmark.name
    case .translation(let language):
      return LandmarkTranslations.name(ofID: landmark.id, languageAt: language) ?? landmark.name
    case .country:
      return countries.country(landmark.country)?.name ?? landmark.country
    case .location(let number):
      let places = landmark.locationPlaces
      return places.indices.contains(number) ? places[number] : landmark.location
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
    tier: MatchTier, field: MatchField, origin: Origin
  )? {
    if codes[entry.codes].contains(where: matcher.isQuery) { return (.exact, .country, .country) }
    var best: (tier: MatchTier, field: MatchField, origin: Origin)?
    for place in places[entry.places] {
      guard let tier = matcher.placeTier(place.span) else { continue }
      if let current = best, current.tier <= tier { continue }
      best = (tier, place.field, place.origin)
      if tier == .exact { break }
    }
    return best
  }
}
