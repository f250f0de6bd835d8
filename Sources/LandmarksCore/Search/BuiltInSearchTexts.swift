import LandmarksIndex

/// The texts a search matches each built-in landmark by, folded by the build (see
/// `embeddedSearchTexts`): its names, its names in other languages that differ from them, its
/// country's name and codes, and its location's places. A search lays them out as they are,
/// without decoding a landmark, folding a name or looking a country up.
struct BuiltInSearchTexts: Sendable {
  /// One landmark's texts, as UTF-8 read in place from the compiled literal: its fields are
  /// split into items only as they are read, so laying out every entry allocates nothing.
  struct Entry {
    /// Its display position in the built-in catalog's index.
    let position: Int
    let id: Int
    fileprivate let countryField: UnsafeBufferPointer<UInt8>
    fileprivate let codesField: UnsafeBufferPointer<UInt8>
    fileprivate let namesField: UnsafeBufferPointer<UInt8>
    fileprivate let translationsField: UnsafeBufferPointer<UInt8>
    fileprivate let placesField: UnsafeBufferPointer<UInt8>

    /// `[name] + alternateNames`, folded.
    var names: [UnsafeBufferPointer<UInt8>] { collect(forEachName) }
    /// Each translated name that folds unlike every other name, with its language's place in
    /// `LandmarkTranslations.languages`.
    var translations: [(language: Int, folded: UnsafeBufferPointer<UInt8>)] {
      var found: [(language: Int, folded: UnsafeBufferPointer<UInt8>)] = []
      forEachTranslation { found.append(($0, $1)) }
      return found
    }
    /// The country's name folded, when the landmark has a known country.
    var countryName: UnsafeBufferPointer<UInt8>? { countryField.isEmpty ? nil : countryField }
    /// The landmark's country code, its country's alpha-2 and alpha-3 codes: lowercased, each once.
    var codes: [UnsafeBufferPointer<UInt8>] { collect(forEachCode) }
    /// The places of its location line (see `Landmark.locationPlaces`), folded.
    var places: [UnsafeBufferPointer<UInt8>] { collect(forEachPlace) }

    /// Calls `body` with each folded name and its number (0 for the name); a landmark always has
    /// a name, though it may fold to nothing.
    func forEachName(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
      BuiltInSearchTexts.forEachItem(of: namesField, keepingEmpty: true, body)
    }

    /// Calls `body` with each translated name's language and folded text.
    func forEachTranslation(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
      BuiltInSearchTexts.forEachItem(of: translationsField, keepingEmpty: false) { _, item in
        guard let language = item.first.map({ Int($0) - 0x30 }), (0..<10).contains(language) else { return }
        body(language, UnsafeBufferPointer(rebasing: item.dropFirst()))
      }
    }

    /// Calls `body` with each code and its number.
    func forEachCode(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
      BuiltInSearchTexts.forEachItem(of: codesField, keepingEmpty: false, body)
    }

    /// Calls `body` with each place and its number.
    func forEachPlace(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
      BuiltInSearchTexts.forEachItem(of: placesField, keepingEmpty: false, body)
    }

    /// Whether one of its texts passes: a name or translated name whose ASCII letters pass
    /// `keepName` (given them and whether it may hold a short form), or a country name, code or
    /// place whose letters pass `keepPlace`.
    func anyText(
      namesPassing keepName: (ASCIISet, _ mayHoldShortForm: Bool) -> Bool, placesPassing keepPlace: (ASCIISet) -> Bool
    ) -> Bool {
      var found = false
      // Local functions rather than closures: they may use the non-escaping `keepName` and `keepPlace`.
      func name(_ folded: UnsafeBufferPointer<UInt8>) {
        guard !found else { return }
        var letters = ASCIISet()
        letters.formUnion(folded)
        found = keepName(letters, SearchTextLetters.mayHoldShortForm(folded))
      }
      forEachName { name($1) }
      forEachTranslation { name($1) }
      func place(_ folded: UnsafeBufferPointer<UInt8>) {
        guard !found else { return }
        var letters = ASCIISet()
        letters.formUnion(folded)
        found = keepPlace(letters)
      }
      if let countryName { place(countryName) }
      forEachCode { place($1) }
      forEachPlace { place($1) }
      return found
    }

    /// The items a `forEach` method gives, in order.
    private func collect(
      _ forEach: ((Int, UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) -> [UnsafeBufferPointer<UInt8>] {
      var items: [UnsafeBufferPointer<UInt8>] = []
      forEach { items.append($1) }
      return items
    }
  }

  /// The texts the build folded for the built-in catalog.
  static let builtIn = BuiltInSearchTexts(
    literal: embeddedSearchTexts, letters: embeddedSearchTextLetters, sets: embeddedSearchTextSets)

  private let literal: StaticString
  /// Three words a line (see `SearchTextLetters`), of which a search reads where the line starts;
  /// empty when not known.
  private let letters: [UInt64]
  /// The letters of each text of each line (see `SearchTextLetters`); empty when not known.
  private let sets: [UInt64]

  /// Reads lines of tab-separated fields (see `ResourceEmbedder`'s `searchTextsSource`), with
  /// the letters of each and of each of its texts when they are known.
  init(literal: StaticString, letters: [UInt64] = [], sets: [UInt64] = []) {
    self.literal = literal
    self.letters = letters
    self.sets = sets
  }

  /// The size of the table in bytes.
  var byteCount: Int { literal.utf8CodeUnitCount }

  /// Calls `body` with each line's entry, in display order; a line that does not start with a
  /// position and an id is left out.
  func forEachEntry(_ body: (Entry) -> Void) {
    literal.withUTF8Buffer { bytes in
      var lineStart = 0
      while lineStart < bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        if let entry = Self.entry(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])) { body(entry) }
        lineStart = lineEnd + 1
      }
    }
  }

  /// Calls `body` with each line's entry of which one text passes (see `Entry.anyText`), in
  /// display order: from the letters of each text the build worked out, reading only the lines
  /// that pass, when it gave them. A search lays out only the landmarks one of whose texts may
  /// match its query: the letters of all of them together let through many that none matches.
  func forEachEntry(
    namesPassing keepName: (ASCIISet, _ mayHoldShortForm: Bool) -> Bool, placesPassing keepPlace: (ASCIISet) -> Bool,
    _ body: (Entry) -> Void
  ) {
    let lines = letters.count / SearchTextLetters.wordsPerLine
    guard lines > 0, !sets.isEmpty else {
      forEachEntry { entry in
        if entry.anyText(namesPassing: keepName, placesPassing: keepPlace) { body(entry) }
      }
      return
    }
    literal.withUTF8Buffer { bytes in
      var cursor = 0
      for line in 0..<lines {
        guard cursor < sets.count else { return }
        let nameCount = Int(sets[cursor] & 0xFFFF_FFFF)
        let placeCount = Int(sets[cursor] >> 32)
        let firstName = cursor + 1
        let firstPlace = firstName + 3 * nameCount
        cursor = firstPlace + 2 * placeCount
        guard cursor <= sets.count else { return }
        var passes = false
        for name in 0..<nameCount where !passes {
          let at = firstName + 3 * name
          passes = keepName(ASCIISet(low: sets[at], high: sets[at + 1]), sets[at + 2] != 0)
        }
        for place in 0..<placeCount where !passes {
          let at = firstPlace + 2 * place
          passes = keepPlace(ASCIISet(low: sets[at], high: sets[at + 1]))
        }
        let start = Int(letters[line * SearchTextLetters.wordsPerLine + 2] & ~SearchTextLetters.shortFormFlag)
        guard passes, start < bytes.count else { continue }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        if let entry = Self.entry(UnsafeBufferPointer(rebasing: bytes[start..<end])) { body(entry) }
      }
    }
  }

  /// The unit separator between the items of a field.
  private static let itemSeparator: UInt8 = 0x1F

  /// The entry of one line: position, id, country name, codes, names, translations, places.
  private static func entry(_ line: UnsafeBufferPointer<UInt8>) -> Entry? {
    var fields:
      (
        UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>,
        UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>
      ) = (line, line, line, line, line, line, line)
    var count = 0
    forEachItem(of: line, separator: 0x09, keepingEmpty: true) { number, field in
      count = number + 1
      switch number {
      case 0: fields.0 = field
      case 1: fields.1 = field
      case 2: fields.2 = field
      case 3: fields.3 = field
      case 4: fields.4 = field
      case 5: fields.5 = field
      case 6: fields.6 = field
      default: break
      }
    }
    guard count == 7, let position = number(fields.0), let id = number(fields.1) else { return nil }
    return Entry(
      position: position, id: id, countryField: fields.2, codesField: fields.3, namesField: fields.4,
      translationsField: fields.5, placesField: fields.6)
  }

  /// Calls `body` with each part of `bytes` between `separator`s and its number: empty parts kept
  /// with `keepingEmpty`, else an empty field has no items.
  fileprivate static func forEachItem(
    of bytes: UnsafeBufferPointer<UInt8>, separator: UInt8 = itemSeparator, keepingEmpty: Bool,
    _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard keepingEmpty || !bytes.isEmpty else { return }
    var number = 0
    var start = 0
    for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == separator {
      body(number, UnsafeBufferPointer(rebasing: bytes[start..<offset]))
      number += 1
      start = offset + 1
    }
  }

  /// The decimal number the bytes spell, or `nil` when they are not one.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count < 16 else { return nil }
    var value = 0
    for byte in bytes {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }
}
