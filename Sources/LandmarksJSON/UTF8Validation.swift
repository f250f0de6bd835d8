/// Checks UTF-8 strictly: imports refuse invalid bytes rather than silently repairing them.
package enum UTF8Validation {
  /// The index of the first byte that does not start or continue a valid UTF-8 sequence, or `nil`
  /// when all of `bytes` is valid (overlong forms, surrogates and values past U+10FFFF are invalid).
  package static func firstInvalidIndex<C: RandomAccessCollection>(_ bytes: C) -> Int?
  where C.Element == UInt8, C.Index == Int {
    var index = bytes.startIndex
    let end = bytes.endIndex
    while index < end {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return index - bytes.startIndex
      }
      guard end - index >= length else { return index - bytes.startIndex }
      let second = bytes[index + 1]
      guard second >= lower && second <= upper else { return index - bytes.startIndex }
      for continuation in 2..<length where bytes[index + continuation] & 0xC0 != 0x80 {
        return index - bytes.startIndex
      }
      index += length
    }
    return nil
  }

  /// Whether every byte is below 0x80, eight at a time: most text is, and needs no stricter look.
  package static func isASCII(_ raw: UnsafeRawBufferPointer) -> Bool {
    guard let start = raw.baseAddress else { return true }
    var index = 0
    var combined: UInt64 = 0
    while index + 8 <= raw.count {
      combined |= start.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < raw.count {
      combined |= UInt64(start.load(fromByteOffset: index, as: UInt8.self))
      index += 1
    }
    return combined & 0x8080_8080_8080_8080 == 0
  }

  /// The text of `bytes`, or `nil` when they are not valid UTF-8.
  package static func string(_ bytes: ArraySlice<UInt8>) -> String? {
    guard firstInvalidIndex(bytes) == nil else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
