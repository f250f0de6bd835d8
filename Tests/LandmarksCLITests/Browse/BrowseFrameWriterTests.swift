import Foundation
import LandmarksCore
import LandmarksTestSupport
import Testing

@testable import LandmarksCLI

/// The frame writer's escape stream read back by a terminal model: a frame drawn as a diff gives
/// the same screen as the frame drawn whole, over seeded random screens (emoji with a variation
/// selector, CJK, combining marks, box drawing, every style) and over the explorer's real frames.
@Suite("Browse frame writer")
struct BrowseFrameWriterTests {
  /// Clusters the random screens are made of: narrow, wide, emoji with VS16, combining marks.
  static let alphabet: [String] = [
    "a", "Z", "7", " ", "·", "é", "e\u{301}", "─", "│", "╭", "●", "○", "★", "⠿", "☀️", "❤️", "漢", "字", "日本",
    "🗻", "👍🏽", "ﾊ", "ｱ", "…",
  ]

  static let styles: [CellStyle] = [
    .plain, .strong, .faint, .selected, CellStyle(ink: .basic(31)), CellStyle(ink: .indexed(208), bold: true),
    CellStyle(ink: .basic(92), underline: true), CellStyle(ink: .indexed(33), dim: true, reverse: true),
  ]

  /// A random screen: runs of random clusters in random styles at random places, and some fills.
  static func randomScreen(width: Int, height: Int, using generator: inout SeededGenerator) -> Screen {
    var screen = Screen(width: width, height: height)
    scribble(on: &screen, count: Int.random(in: 5...40, using: &generator), using: &generator)
    return screen
  }

  /// Draws `count` random runs on a screen.
  static func scribble(on screen: inout Screen, count: Int, using generator: inout SeededGenerator) {
    for _ in 0..<count {
      let style = styles[Int.random(in: 0..<styles.count, using: &generator)]
      let x = Int.random(in: -2..<(screen.width + 2), using: &generator)
      let y = Int.random(in: 0..<screen.height, using: &generator)
      if Int.random(in: 0..<8, using: &generator) == 0 {
        // Inside the screen: Screen.fill traps on a rectangle that starts beyond it (see BrowseScreenTests).
        screen.fill(
          x: min(max(0, x), screen.width - 1), y: y, width: Int.random(in: 1...10, using: &generator),
          height: Int.random(in: 1...3, using: &generator),
          style: style)
        continue
      }
      var text = ""
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        text += alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
      }
      screen.put(text, x: x, y: y, style: style)
    }
  }

  /// The terminal after `frames` were written to a blank one.
  static func terminal(after frames: [String], width: Int, height: Int) -> TerminalModel {
    var terminal = TerminalModel(width: width, height: height)
    for frame in frames { terminal.apply(frame) }
    return terminal
  }

  /// The cells of a screen that are the right half of a wide cluster with no wide cluster on their
  /// left: a grid no terminal can show.
  static func orphans(in screen: Screen) -> [String] {
    var found: [String] = []
    for y in 0..<screen.height {
      for x in 0..<screen.width where screen[x, y].width == 0 && (x == 0 || screen[x - 1, y].width != 2) {
        found.append("\(x),\(y)")
      }
    }
    return found
  }

  /// Checks that A, then the diff to B, shows the same as B drawn whole, and as B itself; neither
  /// screen holds the right half of a wide cluster without its left half.
  static func checkDiff(from a: Screen, to b: Screen, colors: ColorSupport, _ label: String) {
    #expect(orphans(in: a).isEmpty, "\(label)")
    #expect(orphans(in: b).isEmpty, "\(label)")
    checkSoundDiff(from: a, to: b, colors: colors, label)
  }

  private static func checkSoundDiff(from a: Screen, to b: Screen, colors: ColorSupport, _ label: String) {
    let writer = FrameWriter(colors: colors)
    let whole = writer.frame(from: nil, to: b)
    let diffed = terminal(
      after: [writer.frame(from: nil, to: a), writer.frame(from: a, to: b)], width: b.width,
      height: b.height)
    let direct = terminal(after: [whole], width: b.width, height: b.height)
    #expect(diffed.unknownSequences.isEmpty, "\(label): \(diffed.unknownSequences.prefix(3))")
    #expect(direct.unknownSequences.isEmpty, "\(label): \(direct.unknownSequences.prefix(3))")
    #expect(
      diffed.cells == direct.cells, "\(label): \(diffed.firstDifference(from: b, colors: colors) ?? "")")
    #expect(direct.matches(b, colors: colors), "\(label): \(direct.firstDifference(from: b, colors: colors) ?? "")")
    #expect(diffed.textOutsideUpdates == 0, "\(label)")
    #expect(!diffed.inUpdate, "\(label)")
  }

  @Test("Random screens: the diff from A to B shows what B drawn whole shows", arguments: 0..<60)
  func randomDiffs(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let width = Int.random(in: 1...50, using: &generator)
    let height = Int.random(in: 1...8, using: &generator)
    let a = Self.randomScreen(width: width, height: height, using: &generator)
    // Half the time B is A with a few changes, as frames usually are; else unrelated.
    var b = a
    if seed % 2 == 0 {
      Self.scribble(on: &b, count: Int.random(in: 1...4, using: &generator), using: &generator)
    } else {
      b = Self.randomScreen(width: width, height: height, using: &generator)
    }
    let colors: [ColorSupport] = [.none, .basic16, .ansi256]
    #expect(Self.orphans(in: b).isEmpty)
    Self.checkDiff(from: a, to: b, colors: colors[Int(seed % 3)], "seed \(seed)")
  }

  @Test("An unchanged screen writes nothing", arguments: 0..<10)
  func unchangedWritesNothing(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let screen = Self.randomScreen(width: 40, height: 6, using: &generator)
    #expect(FrameWriter(colors: .ansi256).frame(from: screen, to: screen) == "")
  }

  @Test("A screen of another size is drawn whole")
  func resizeDrawsWhole() {
    var a = Screen(width: 10, height: 3)
    a.put("hello", x: 0, y: 0)
    var b = Screen(width: 12, height: 3)
    b.put("hello", x: 0, y: 0)
    let writer = FrameWriter(colors: .none)
    #expect(writer.frame(from: a, to: b) == writer.frame(from: nil, to: b))
  }

  @Test("After a wide or emoji cluster the cursor is placed absolutely")
  func cursorPlacedAfterWideClusters() {
    var screen = Screen(width: 10, height: 1)
    screen.put("☀️x漢y", x: 0, y: 0)
    let frame = FrameWriter(colors: .none).frame(from: nil, to: screen)
    #expect(frame.contains("☀️\u{1B}[1;3Hx"))
    #expect(frame.contains("漢\u{1B}[1;6Hy"))
  }

  /// The keys of the scripted scenarios, each screen after one.
  static let script: [Key] = [
    .down, .right, .right, .left, .down, .down, .enter, .character("m"), .character("a"), .character("1"),
    .character("2"), .escape, .up, .up, .up, .enter, .character("1"), .character("2"), .character("3"),
    .character("4"), .character("f"), .character("c"), .down, .character(" "), .escape, .escape, .character("b"),
    .character("/"), .character("m"), .character("a"), .character("c"), .character("h"), .character("u"), .down,
    .enter, .escape, .character("?"), .character("x"), .backTab, .down, .enter, .right, .left, .escape, .backTab,
    .down, .enter, .down, .enter, .character("a"), .character("f"), .character("u"), .character(" "), .enter,
    .character("u"),
  ]

  @Test(
    "Real frames of a scripted session: each diff shows what the frame drawn whole shows",
    arguments: [(40, 12), (80, 24), (120, 40), (200, 60)])
  func scriptedFrames(width: Int, height: Int) throws {
    var driver = try BrowseDriver(width: width, height: height, colors: .ansi256)
    defer { driver.cleanUp() }
    var previous = driver.render()
    var terminal = TerminalModel(width: width, height: height)
    let writer = FrameWriter(colors: .ansi256)
    terminal.apply(writer.frame(from: nil, to: previous))
    for (step, key) in Self.script.enumerated() {
      driver.send(key)
      let next = driver.render()
      Self.checkDiff(from: previous, to: next, colors: .ansi256, "step \(step) (\(key)) at \(width)x\(height)")
      terminal.apply(writer.frame(from: previous, to: next))
      #expect(terminal.matches(next), "step \(step): \(terminal.firstDifference(from: next) ?? "")")
      #expect(writer.frame(from: next, to: driver.render()) == "", "redrawing step \(step) wrote something")
      previous = next
    }
    #expect(terminal.unknownSequences.isEmpty)
    #expect(terminal.updatesBegun == terminal.updatesEnded)
  }

  @Test("Moving one card along a row writes under 1 KB", arguments: [(80, 24), (120, 40), (200, 60)])
  func cardMoveIsSmall(width: Int, height: Int) throws {
    var driver = try BrowseDriver(width: width, height: height, colors: .ansi256)
    defer { driver.cleanUp() }
    let writer = FrameWriter(colors: .ansi256)
    driver.send(.down)
    // Europe, the longest built-in row, so the move scrolls as well as moves.
    let row = try #require(driver.model.rows.indices.max { driver.model.rows[$0].count < driver.model.rows[$1].count })
    for _ in 0..<row { driver.send(.down) }
    var sizes: [Int] = []
    var before = driver.render()
    for _ in 0..<(driver.model.cardsPerRow - 1) {
      driver.send(.right)
      let after = driver.render()
      sizes.append(writer.frame(from: before, to: after).utf8.count)
      before = after
    }
    #expect(!sizes.isEmpty)
    #expect(sizes.allSatisfy { $0 > 0 && $0 < 1024 }, "bytes per move: \(sizes)")
  }
}
