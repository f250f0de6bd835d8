import LandmarksTestSupport
import Testing

@testable import LandmarksIndex

@Suite("Bytes embedded in a string literal")
struct EmbeddedBytesTests {
  /// What the compiler makes of a literal body: each escape `\u{X}` becomes its scalar, `\"` and
  /// `\\` their character, and a backslash before a line break joins the lines.
  private func compiled(_ body: String) -> [UInt8] {
    var scalars = String.UnicodeScalarView()
    var characters = Array(body.unicodeScalars)[...]
    while let scalar = characters.popFirst() {
      guard scalar == "\\", let next = characters.popFirst() else {
        scalars.append(scalar)
        continue
      }
      switch next {
      case "\n": continue
      case "u":
        let digits = characters.prefix { $0 != "}" }.dropFirst()
        characters = characters.drop { $0 != "}" }.dropFirst()
        scalars.append(Unicode.Scalar(UInt32(String(String.UnicodeScalarView(digits)), radix: 16) ?? 0) ?? "?")
      default: scalars.append(next)
      }
    }
    return Array(String(scalars).utf8)
  }

  private func decoded(_ utf8: [UInt8]) -> [UInt8]? {
    var output = [UInt8](repeating: 0, count: utf8.count)
    let count = utf8.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBytes { EmbeddedBytes.decode(source, into: $0) }
    }
    return count.map { Array(output.prefix($0)) }
  }

  @Test("Every byte value survives the literal and the decoding, in any order")
  func roundTrip() throws {
    var generator = SeededGenerator(seed: TestSeed.value(20_261_201, for: "EmbeddedBytesTests.roundTrip"))
    let shuffled = (0...255).map(UInt8.init).shuffled(using: &generator)
    for bytes in [Array(0...255).map(UInt8.init), shuffled, [], [0], [0x22, 0x5C, 0x0A, 0x5C]] {
      let body = EmbeddedBytes.literalBody(bytes)
      #expect(try #require(decoded(compiled(body))) == bytes)
    }
  }

  @Test("Runs of low bytes of every length, between high ones, survive the word-at-a-time copy")
  func mixedRuns() throws {
    // Seeded, so a failure can be replayed: runs from 0 to 20 bytes cross every alignment of the
    // eight-byte copy, and a high byte may end the input.
    var state: UInt64 = 20_261_201
    func next(_ bound: UInt64) -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (state >> 33) % bound
    }
    for _ in 0..<500 {
      var bytes: [UInt8] = []
      for _ in 0..<next(6) {
        bytes += (0..<next(21)).map { _ in UInt8(next(0x80)) }
        bytes += (0..<next(3)).map { _ in UInt8(0x80 + next(0x80)) }
      }
      #expect(try #require(decoded(compiled(EmbeddedBytes.literalBody(bytes)))) == bytes, "\(bytes)")
    }
  }

  @Test("A scalar above U+00FF after a long run of low bytes is refused")
  func refusedAfterRun() {
    #expect(decoded(Array("abcdefghijklmnop".utf8) + [0xE4, 0xB8, 0xAD]) == nil)
  }

  @Test("The literal is printable ASCII in lines of about a hundred characters")
  func printable() {
    let body = EmbeddedBytes.literalBody((0..<2000).map { UInt8($0 % 256) })
    #expect(body.utf8.allSatisfy { $0 == 0x0A || (0x20...0x7E).contains($0) })
    #expect(body.split(separator: "\n").allSatisfy { $0.utf8.count <= 110 })
    #expect(body.split(separator: "\n").count > 10)
  }

  @Test(
    "UTF-8 that no literal of bytes holds is refused, never read past its end",
    arguments: [[0xE4, 0xB8, 0xAD], [0xC3], [0x41, 0xC2], [0xF0, 0x9F, 0x98, 0x80]] as [[UInt8]])
  func refused(utf8: [UInt8]) {
    #expect(decoded(utf8) == nil)
  }
}
