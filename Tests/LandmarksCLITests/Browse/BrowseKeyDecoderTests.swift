import LandmarksTestSupport
import Testing

@testable import LandmarksCLI

/// The key decoder: the sequences xterm sends, split anywhere, and garbage.
@Suite("Browse key decoder")
struct BrowseKeyDecoderTests {
  static func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8))
  }

  static let sequences: [(bytes: String, key: Key)] = [
    ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
    ("\u{1B}[1;5A", .up), ("\u{1B}[3;2~", .delete),
    ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{7F}", .backspace), ("\u{08}", .backspace),
    ("\u{03}", .control("c")), ("\u{12}", .control("r")), ("\u{0C}", .control("l")), ("\u{1A}", .control("z")),
    ("\u{01}", .control("a")), ("q", .character("q")), (" ", .character(" ")), ("é", .character("é")),
    ("漢", .character("漢")), ("🗻", .character("🗻")),
  ]

  @Test("Each key's sequence decodes to the key", arguments: sequences)
  func sequence(bytes: String, key: Key) {
    #expect(Self.decode(bytes) == [key])
  }

  @Test("Every sequence split at every byte decodes the same", arguments: sequences)
  func splitAnywhere(bytes: String, key: Key) {
    let all = Array(bytes.utf8)
    for split in 1..<max(2, all.count) where split < all.count {
      var decoder = KeyDecoder()
      let first = decoder.feed(all[..<split])
      #expect(first.isEmpty, "split at \(split)")
      #expect(decoder.isWaiting)
      #expect(first + decoder.feed(all[split...]) == [key], "split at \(split)")
      #expect(!decoder.isWaiting)
    }
  }

  @Test("Several keys in one read come out in order")
  func severalAtOnce() {
    #expect(
      Self.decode("j\u{1B}[Bk\u{1B}OA漢\r") == [.character("j"), .down, .character("k"), .up, .character("漢"), .enter])
  }

  @Test("UTF-8 split across feeds waits for its last byte")
  func utf8Split() {
    var decoder = KeyDecoder()
    let bytes = Array("a🗻é".utf8)
    var keys: [Key] = []
    for byte in bytes { keys += decoder.feed([byte]) }
    #expect(keys == [.character("a"), .character("🗻"), .character("é")])
  }

  @Test("A lone Escape waits, and is Escape only after flush")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isWaiting)
    #expect(decoder.flush().isEmpty)
  }

  @Test("A flushed incomplete sequence is Escape and then its bytes as keys")
  func flushIncomplete() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}O".utf8)).isEmpty)
    #expect(decoder.flush() == [.escape, .character("O")])
    #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.flush() == [.escape, .character("[")])
  }

  @Test("A flushed incomplete UTF-8 character is dropped")
  func flushIncompleteUTF8() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("漢".utf8).prefix(2)).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.feed(Array("x".utf8)) == [.character("x")])
  }

  @Test("Escape followed by a letter is Escape, then the letter")
  func escapeThenLetter() {
    #expect(Self.decode("\u{1B}q") == [.escape, .character("q")])
    #expect(Self.decode("\u{1B}\u{1B}[A") == [.escape, .up])
  }

  static let mice: [(bytes: String, event: MouseEvent)] = [
    ("\u{1B}[<0;10;5M", MouseEvent(action: .press, x: 9, y: 4)),
    ("\u{1B}[<0;10;5m", MouseEvent(action: .release, x: 9, y: 4)),
    ("\u{1B}[<2;1;1M", MouseEvent(action: .press, x: 0, y: 0)),
    ("\u{1B}[<64;3;7M", MouseEvent(action: .wheelUp, x: 2, y: 6)),
    ("\u{1B}[<65;3;7M", MouseEvent(action: .wheelDown, x: 2, y: 6)),
    ("\u{1B}[<0;200;60M", MouseEvent(action: .press, x: 199, y: 59)),
  ]

  @Test("SGR mouse reports decode to press, release and wheel", arguments: mice)
  func mouse(bytes: String, event: MouseEvent) {
    #expect(Self.decode(bytes) == [.mouse(event)])
  }

  @Test("Mouse motion and malformed reports are no key, and what follows still decodes")
  func mouseIgnored() {
    #expect(Self.decode("\u{1B}[<32;5;5Mx") == [.character("x")])
    #expect(Self.decode("\u{1B}[<0;0;5Mx") == [.character("x")])
    #expect(Self.decode("\u{1B}[<0;5Mx") == [.character("x")])
  }

  @Test("Unknown sequences and C1 controls are skipped")
  func unknownSkipped() {
    #expect(Self.decode("\u{1B}[99~a") == [.character("a")])
    #expect(Self.decode("\u{1B}[?1;2cb") == [.character("b")])
    #expect(Self.decode("\u{9B}c") == [.character("c")])
  }

  @Test("A sequence that never ends is given up on")
  func endlessSequence() {
    var decoder = KeyDecoder()
    _ = decoder.feed(Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 40))
    #expect(!decoder.isWaiting)
    #expect(decoder.feed(Array("z".utf8)) == [.character("z")])
  }

  @Test("Random bytes never crash, fed whole or in random pieces, and leave the decoder usable", arguments: 0..<40)
  func garbage(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 1...400, using: &generator) {
      // Lean towards the bytes that start sequences.
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: bytes.append(0x1B)
      case 1:
        bytes.append(contentsOf: Array("[<;O~0123456789".utf8).randomElement(using: &generator).map { [$0] } ?? [])
      default: bytes.append(UInt8.random(in: 0...255, using: &generator))
      }
    }
    var whole = KeyDecoder()
    let wholeKeys = whole.feed(bytes) + whole.flush()
    var pieces = KeyDecoder()
    var pieceKeys: [Key] = []
    var index = 0
    while index < bytes.count {
      let end = min(bytes.count, index + Int.random(in: 1...8, using: &generator))
      pieceKeys += pieces.feed(bytes[index..<end])
      index = end
    }
    pieceKeys += pieces.flush()
    #expect(wholeKeys == pieceKeys, "seed \(seed)")
    for key in wholeKeys {
      if case .character(let character) = key {
        #expect(!character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
      }
    }
    #expect(!whole.isWaiting)
    #expect(whole.feed(Array("\u{1B}[A".utf8)) == [.up])
  }
}
