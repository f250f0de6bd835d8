import LandmarksTestSupport
import Testing

@testable import LandmarksIndex

@Suite("Bytes embedded as an array literal of words")
struct EmbeddedBytesTests {
  /// What the compiler makes of a literal's elements: each hexadecimal word, in order.
  private func compiled(_ literal: String) throws -> [UInt64] {
    try literal.split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == " " }).map { element in
      #expect(element.hasPrefix("0x"))
      return try #require(UInt64(element.dropFirst(2), radix: 16))
    }
  }

  @Test("Every byte value survives the literal, in any order and at every length")
  func roundTrip() throws {
    var generator = SeededGenerator(seed: TestSeed.value(20_261_201, for: "EmbeddedBytesTests.roundTrip"))
    let shuffled = (0...255).map(UInt8.init).shuffled(using: &generator)
    var cases: [[UInt8]] = [Array(0...255).map(UInt8.init), shuffled, [], [0], [0xFF]]
    // Every length around a word's edge, so the padding of the last word is exercised.
    cases += (1...17).map { Array(shuffled.prefix($0)) }
    for bytes in cases {
      let words = try compiled(EmbeddedBytes.wordsLiteral(bytes))
      #expect(words.count == (bytes.count + 7) / 8)
      #expect(EmbeddedBytes.bytes(of: words, count: bytes.count) == bytes)
      let storage = try #require(IndexStorage(embedded: words, count: bytes.count))
      #expect(Array(storage.bytes) == bytes)
    }
  }

  @Test("A count beyond the words, or below zero, is refused", arguments: [-1, 17, 100])
  func refused(count: Int) {
    let words: [UInt64] = [1, 2]
    #expect(EmbeddedBytes.bytes(of: words, count: count) == nil)
    #expect(IndexStorage(embedded: words, count: count) == nil)
  }

  @Test("The literal is eight words a line")
  func lines() throws {
    let literal = EmbeddedBytes.wordsLiteral((0..<2000).map { UInt8($0 % 256) })
    let lines = literal.split(separator: "\n")
    #expect(lines.count == 2000 / 64 + 1)
    #expect(lines.dropLast().allSatisfy { $0.split(separator: ",").count == 8 })
  }
}
