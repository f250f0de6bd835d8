/// Binary data carried in a Swift string literal, so the build can compile the built-in catalog's
/// index into the binary and a run reads it without decoding base64 or copying it twice.
///
/// Each byte stands for the scalar of the same value (U+0000–U+00FF): the literal's UTF-8 holds a
/// byte below 0x80 as itself and any other as two bytes, which decode with a shift and a mask.
package enum EmbeddedBytes {
  /// Swift source for `bytes` as the body of a multi-line string literal: printable ASCII as it
  /// is, everything else escaped, lines of about 100 characters joined by line continuations.
  package static func literalBody(_ bytes: [UInt8]) -> String {
    var lines: [String] = []
    var line = ""
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""): line += "\\\""
      case UInt8(ascii: "\\"): line += "\\\\"
      case 0x20...0x7E: line.unicodeScalars.append(Unicode.Scalar(byte))
      default: line += "\\u{" + String(byte, radix: 16) + "}"
      }
      if line.utf8.count >= 100 {
        lines.append(line)
        line = ""
      }
    }
    lines.append(line)
    // A trailing backslash joins a line to the next without a line break; the last line needs
    // none, as the break before the closing delimiter is not part of the literal.
    return lines.joined(separator: "\\\n")
  }

  /// The bytes a literal made by `literalBody` stands for; `nil` when it is not one.
  package static func bytes(of literal: StaticString) -> [UInt8]? {
    literal.withUTF8Buffer { utf8 in
      var failed = false
      // Never more bytes than UTF-8 units: each byte takes one unit or two.
      let bytes = [UInt8](unsafeUninitializedCapacity: utf8.count) { buffer, initialized in
        let count = decode(utf8, into: UnsafeMutableRawBufferPointer(buffer))
        failed = count == nil
        initialized = count ?? 0
      }
      return failed ? nil : bytes
    }
  }

  /// The bytes a literal made by `literalBody` stands for, from its UTF-8; `nil` when it holds a
  /// scalar above U+00FF, as no such literal does.
  static func decode(_ utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableRawBufferPointer) -> Int? {
    guard let source = utf8.baseAddress, let target = output.baseAddress else {
      return utf8.isEmpty ? 0 : nil
    }
    var read = 0
    var written = 0
    while read < utf8.count {
      // Eight bytes below 0x80 stand for themselves: copied as one word, which is most of an
      // index's text and zeros, where a byte at a time costs every run of `map` or `search`.
      if read + 8 <= utf8.count, written + 8 <= output.count {
        let word = UnsafeRawPointer(source + read).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          target.storeBytes(of: word, toByteOffset: written, as: UInt64.self)
          read += 8
          written += 8
          continue
        }
      }
      let lead = utf8[read]
      let value: UInt8
      if lead < 0x80 {
        value = lead
        read += 1
      } else {
        guard lead == 0xC2 || lead == 0xC3, read + 1 < utf8.count else { return nil }
        value = ((lead & 0x03) << 6) | (utf8[read + 1] & 0x3F)
        read += 2
      }
      guard written < output.count else { return nil }
      output[written] = value
      written += 1
    }
    return written
  }
}
