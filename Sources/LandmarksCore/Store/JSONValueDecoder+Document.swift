import Foundation

/// Turning a file's bytes into the `JSONValue` the decoder reads, with the project's own scanner.
extension JSONValueDecoder {
  /// The document in `data`, or `nil` when it is not one this decoder reads exactly as Foundation
  /// would: then the caller reads the file with Foundation, whose verdict is the one to keep.
  ///
  /// Our scanner is stricter than Foundation's in ways that only a broken or hand-edited file
  /// meets: it refuses a trailing comma, a byte-order mark or UTF-16, nesting past 64 levels, a
  /// string over 1 MB or a number over 64 digits, and checks every string when it reads it, where
  /// Foundation checks only the strings a type asks for (bad UTF-8 in a key nobody reads is fine to
  /// it). And it is laxer in two: it takes raw control characters inside strings and turns an
  /// unpaired surrogate escape into U+FFFD, both of which Foundation refuses. Files with either
  /// are handed over before scanning (`stringsReadAlike`), and so is any file the scanner refuses.
  static func document(from data: Data) -> JSONValue? {
    let bytes = [UInt8](data)
    guard stringsReadAlike(bytes) else { return nil }
    var scanner = JSONScanner(MemoryInput(bytes: bytes))
    do {
      // The store's nesting is six levels deep; the scanner's import limits are far above it.
      let document = try scanner.parseValue(depth: 0, maxBytes: .max)
      // Anything after the value makes the file invalid JSON to Foundation; let it say so.
      guard try scanner.peekSignificant() == nil else { return nil }
      return document
    } catch {
      return nil
    }
  }

  /// Whether no string in `bytes` holds a raw control character or a surrogate escape (`\uD800`
  /// to `\uDFFF`). A well-formed pair reads alike in both scanners, but the store never writes
  /// escapes for non-ASCII text, so every surrogate escape is handed to Foundation rather than
  /// told apart. Bytes that are not JSON at all can pass: the scanner refuses them next.
  static func stringsReadAlike(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { bytes in
      var inString = false
      var index = 0
      while index < bytes.count {
        // Eight bytes at a time to the next byte that can matter: most of a store is plain text.
        if index + 8 <= bytes.count {
          let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          let quote = matches(word, UInt8(ascii: "\""))
          let mask = inString ? quote | matches(word, UInt8(ascii: "\\")) | controls(word) : quote
          guard mask != 0 else {
            index += 8
            continue
          }
          index += mask.trailingZeroBitCount / 8
        }
        let byte = bytes[index]
        if !inString {
          inString = byte == UInt8(ascii: "\"")
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        } else if byte < 0x20 {
          return false
        } else if byte == UInt8(ascii: "\\") {
          if index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "u"),
            bytes[index + 2] | 0x20 == UInt8(ascii: "d"),
            isSurrogateDigit(bytes[index + 3])
          {
            return false
          }
          index += 1  // the escaped byte, which may be a quote
        }
        index += 1
      }
      return true
    }
  }

  /// A mask whose lowest set bit is the high bit of the first of the eight bytes of `word` that is
  /// `byte` (bits above it may be set wrongly, which no caller looks at); zero when none is.
  private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let matched = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return (matched &- 0x0101_0101_0101_0101) & ~matched & 0x8080_8080_8080_8080
  }

  /// The same for the first byte below 0x20.
  private static func controls(_ word: UInt64) -> UInt64 {
    (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
  }

  /// Whether a hex digit is 8 through F, the second digit of every surrogate's `\uD8xx`–`\uDFxx`.
  private static func isSurrogateDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      return true
    default:
      return false
    }
  }
}
