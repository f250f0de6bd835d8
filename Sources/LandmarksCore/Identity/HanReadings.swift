/// ICU's romanisation of single Han characters, folded, learnt from ICU when the binary is built
/// (`embeddedHanSyllables`, `embeddedHanReadings`), so that a name in Han costs a table look-up a
/// character rather than ICU's Han-Latin rules, which try each syllable's set in turn.
///
/// Covers CJK Unified Ideographs and Extension A, apart from the few characters ICU reads
/// differently before certain others (重 in 重庆): those, and the rarer blocks, have no reading here.
struct HanReadings: Sendable {
  /// The table compiled into the binary.
  static let embedded = HanReadings(syllables: embeddedHanSyllables, readings: embeddedHanReadings)

  /// The first character of each block and where its readings start in `numbers`.
  private static let blocks: [(first: UInt32, last: UInt32, start: Int)] = [
    (0x3400, 0x4DBF, 0), (0x4E00, 0x9FFF, 0x4DBF - 0x3400 + 1),
  ]

  private let syllables: [String]
  /// Each character's syllable in `syllables` plus one; 0 for none.
  private let numbers: [UInt16]

  /// Reads the build's literals; a literal of the wrong length gives an empty table (every name to ICU).
  init(syllables: StaticString, readings: StaticString) {
    let list = syllables.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.split(separator: " ").map(String.init)
    let count = Self.blocks.reduce(0) { $0 + Int($1.last - $1.first) + 1 }
    var numbers: [UInt16] = []
    readings.withUTF8Buffer { digits in
      guard digits.count == 2 * count else { return }
      numbers.reserveCapacity(count)
      for place in 0..<count {
        let number = Self.digit(digits[2 * place]) << 6 | Self.digit(digits[2 * place + 1])
        numbers.append(number <= list.count ? number : 0)
      }
    }
    self.syllables = list
    self.numbers = numbers
  }

  /// A digit of the land mask's alphabet: `#` to `c` without `\`, six bits.
  private static func digit(_ character: UInt8) -> UInt16 {
    UInt16(character < 0x5C ? character &- 0x23 : character &- 0x24) & 0x3F
  }

  /// ICU's reading of the Han character `value`, folded to ASCII letters; nil when it has none here.
  func reading(_ value: UInt32) -> String? {
    for block in Self.blocks where value >= block.first && value <= block.last {
      let place = block.start + Int(value - block.first)
      guard place < numbers.count else { return nil }
      let number = Int(numbers[place])
      return number == 0 ? nil : syllables[number - 1]
    }
    return nil
  }
}
