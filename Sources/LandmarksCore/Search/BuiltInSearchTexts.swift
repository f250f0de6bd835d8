/// The texts a search matches each built-in landmark by, folded by the build (see
/// `embeddedSearchTexts`): its names, its names in other languages that differ from them, its
/// country's name and codes, and its location's places. A search lays them out as they are,
/// without decoding a landmark, folding a name or looking a country up.
struct BuiltInSearchTexts: Sendable {
  /// One landmark's texts, as UTF-8 read in place from the compiled literal.
  struct Entry {
    /// Its display position in the built-in catalog's index.
    let position: Int
    let id: Int
    /// `[name] + alternateNames`, folded.
    var names: [UnsafeBufferPointer<UInt8>] = []
    /// Each translated name that folds unlike every other name, with its language's place in
    /// `LandmarkTranslations.languages`.
    var translations: [(language: Int, folded: UnsafeBufferPointer<UInt8>)] = []
    /// The country's name folded, when the landmark has a known country.
    var countryName: UnsafeBufferPointer<UInt8>?
    /// The landmark's country code, its country's alpha-2 and alpha-3 codes: lowercased, each once.
    var codes: [UnsafeBufferPointer<UInt8>] = []
    /// The places of its location line (see `Landmark.locationPlaces`), folded.
    var places: [UnsafeBufferPointer<UInt8>] = []
  }

  /// The texts the build folded for the built-in catalog.
  static let builtIn = BuiltInSearchTexts(literal: embeddedSearchTexts)

  private let literal: StaticString

  /// Reads lines of tab-separated fields (see `ResourceEmbedder`'s `searchTextsSource`).
  init(literal: StaticString) {
    self.literal = literal
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

  /// The unit separator between the items of a field.
  private static let itemSeparator: UInt8 = 0x1F

  /// The entry of one line: position, id, country name, codes, names, translations, places.
  private static func entry(_ line: UnsafeBufferPointer<UInt8>) -> Entry? {
    let fields = split(line, at: 0x09)
    guard fields.count == 7, let position = number(fields[0]), let id = number(fields[1]) else { return nil }
    var entry = Entry(position: position, id: id)
    entry.countryName = fields[2].isEmpty ? nil : fields[2]
    entry.codes = items(fields[3])
    // A landmark always has a name, though it may fold to nothing.
    entry.names = split(fields[4], at: itemSeparator)
    for item in items(fields[5]) {
      guard let language = item.first.map({ Int($0) - 0x30 }), (0..<10).contains(language) else { continue }
      entry.translations.append((language, UnsafeBufferPointer(rebasing: item.dropFirst())))
    }
    entry.places = items(fields[6])
    return entry
  }

  /// The items of a field; none when it is empty.
  private static func items(_ field: UnsafeBufferPointer<UInt8>) -> [UnsafeBufferPointer<UInt8>] {
    field.isEmpty ? [] : split(field, at: itemSeparator)
  }

  /// The parts of `bytes` between `separator`s, empty ones kept.
  private static func split(_ bytes: UnsafeBufferPointer<UInt8>, at separator: UInt8) -> [UnsafeBufferPointer<UInt8>] {
    var parts: [UnsafeBufferPointer<UInt8>] = []
    var start = 0
    for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == separator {
      parts.append(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
      start = offset + 1
    }
    return parts
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
