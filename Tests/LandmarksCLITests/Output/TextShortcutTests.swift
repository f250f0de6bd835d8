import Foundation
import Testing

@testable import LandmarksCLI

/// The byte-level shortcuts of `SafeText.clean` and `DisplayWidth.of` agree with the general,
/// scalar-by-scalar rules for every scalar they claim to know.
@Suite("Text shortcuts agree with the general rules")
struct TextShortcutTests {
  /// `SafeText.clean` as it was written before its shortcut: every scalar checked.
  static func cleanedScalarByScalar(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default:
        if scalar.properties.generalCategory == .control {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Every scalar up to U+FFFF alone, and between plain letters, and a few from the planes beyond.
  static let scalars: [Unicode.Scalar] =
    ((0...0xFFFF).compactMap(Unicode.Scalar.init) + [
      "\u{1F3D4}", "\u{20000}", "\u{E0041}", "\u{10FFFD}",
    ])

  @Test("clean: a text left as it is holds nothing the scalar rules escape")
  func clean() {
    for scalar in Self.scalars {
      let alone = String(Character(scalar))
      #expect(SafeText.clean(alone) == Self.cleanedScalarByScalar(alone), "U+\(String(scalar.value, radix: 16))")
      let between = "ab" + alone + "é"
      #expect(SafeText.clean(between) == Self.cleanedScalarByScalar(between), "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test("width: the range shortcut measures what grapheme clusters measure")
  func width() {
    for scalar in Self.scalars {
      let alone = String(Character(scalar))
      #expect(DisplayWidth.of(alone) == DisplayWidth.widthByClusters(alone), "U+\(String(scalar.value, radix: 16))")
      let mixed = "Ri" + alone + "田é" + alone
      #expect(DisplayWidth.of(mixed) == DisplayWidth.widthByClusters(mixed), "U+\(String(scalar.value, radix: 16))")
    }
    #expect(DisplayWidth.of("Río Bergulesdre") == 15)
    #expect(DisplayWidth.of("田大大") == 6)
    #expect(DisplayWidth.of("Soft\u{AD}hyphen") == 10)
  }

  @Test("blanks: runs of spaces, none for a count below one")
  func blanks() {
    for count in [-3, 0, 1, 40, 128, 129, 500] {
      #expect(DisplayWidth.blanks(count) == String(repeating: " ", count: max(0, count)))
    }
  }
}
