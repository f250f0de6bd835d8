import LandmarksCore
import LandmarksModels

/// Makes text from users or imports safe to print: it can never drive the terminal.
enum SafeText {
  /// `text` with control characters (escape sequences, carriage returns, bells…), line and
  /// paragraph separators and bidirectional controls shown as visible `\u{…}` escapes instead
  /// of being sent to the terminal.
  static func clean(_ text: String) -> String {
    // Nearly every text is safe as it is: read its bytes once rather than build a copy.
    guard needsCleaning(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` cleaned as `clean` does, line by line: its line feeds stay line breaks. For text
  /// whose lines are ours (a multi-line error, a share card). Every other control is still shown
  /// as an escape, carriage returns included (a CR LF pair, one character, as well), so no line
  /// can overwrite another.
  static func cleanLines(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\n")) else { return clean(text) }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { clean(String($0)) }
      .joined(separator: "\n")
  }

  /// Whether `text` holds a scalar `isUnsafe` names, read from its UTF-8 bytes: C0 controls and
  /// DEL are single bytes, C1 controls `C2 80`–`C2 9F`, U+061C `D8 9C`, and the rest `E2 80 8E`–
  /// `E2 80 8F`, `E2 80 A8`–`E2 80 AE` and `E2 81 A6`–`E2 81 A9`. A lead byte is never a
  /// continuation byte, so the two bytes before one tell which sequence it ends.
  private static func needsCleaning(_ text: String) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F { return true }
      if byte >= 0x80 {
        if previous == 0xC2, byte <= 0x9F { return true }
        if previous == 0xD8, byte == 0x9C { return true }
        if beforePrevious == 0xE2, previous == 0x80, byte == 0x8E || byte == 0x8F || (0xA8...0xAE).contains(byte) {
          return true
        }
        if beforePrevious == 0xE2, previous == 0x81, (0xA6...0xA9).contains(byte) { return true }
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }

  /// C0 and C1 controls, U+2028/U+2029, and the marks, embeddings, overrides and isolates that
  /// reorder text (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069).
  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: scalar.properties.generalCategory == .control
    }
  }
}

/// The one way renderers read a landmark's text: each string goes through `SafeText`, so text from
/// an imported catalog can never drive the terminal. Renderers use these, never the raw properties.
extension Landmark {
  /// The name, safe to print.
  var safeName: String { SafeText.clean(name) }
  /// The alternate names, safe to print.
  var safeAlternateNames: [String] { alternateNames.map(SafeText.clean) }
  /// The location line, safe to print.
  var safeLocation: String { SafeText.clean(location) }
  /// The description, safe to print.
  var safeDescription: String { SafeText.clean(description) }
  /// The slug, safe to print (an import may carry anything there).
  var safeSlug: String { SafeText.clean(slug) }
  /// The country code, safe to print (an import may carry anything there).
  var safeCountry: String { SafeText.clean(country) }
}

/// The one way renderers read a collection's text: names and descriptions come from the store,
/// which people and merges fill, so they go through `SafeText` like the catalog's text.
extension LandmarkCollection {
  /// The name, safe to print.
  var safeName: String { SafeText.clean(name.value) }
  /// The description, safe to print.
  var safeDescription: String { SafeText.clean(description.value) }

  /// The name as messages show it: Favorites in the reader's language (it is the app's, not
  /// the person's), any other safe to print and cut short.
  func shownName(in words: Localizer) -> String {
    isFavorites ? words(.collectionFavorites) : SafeText.clean(Excerpt.of(name.value))
  }

  /// The name as lists show it, whole: Favorites in the reader's language.
  func listedName(in words: Localizer) -> String {
    isFavorites ? words(.collectionFavorites) : safeName
  }
}
