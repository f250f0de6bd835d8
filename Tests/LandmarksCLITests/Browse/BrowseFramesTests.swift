import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// Golden frames: every view of the explorer at the issue's four sizes, in English, German and
/// Japanese, rendered from a fixed state (Unicode, no colour, reduced motion) and compared with the
/// text files in `Frames/` (`<view>-<W>x<H>.txt`, `-de` or `-ja` before `.txt` for the others).
/// `scripts/update-frames` (`LANDMARKS_UPDATE_FRAMES=1`) writes the files instead, to be reviewed
/// as a diff.
@Suite("BrowseFrames")
struct BrowseFramesTests {
  /// The sizes of the issue.
  static let sizes: [(width: Int, height: Int)] = [(40, 12), (80, 24), (120, 40), (200, 60)]

  /// The languages the frames are drawn in.
  static let languages: [Language] = [.en, .de, .ja]

  /// One view at one size, in one language.
  struct FrameCase: Sendable, CustomTestStringConvertible {
    let view: View
    let width: Int
    let height: Int
    var language = Language.en
    var name: String { "\(view.rawValue)-\(width)x\(height)" + (language == .en ? "" : "-\(language.rawValue)") }
    var testDescription: String { name }
  }

  /// The views, each reached by keys from the start.
  enum View: String, CaseIterable, Sendable {
    case landmarks, detailMap = "detail-map", detailActivities = "detail-activities", map, collections
    case collection, search, help, compact, tooSmall = "too-small"

    /// The sizes it is drawn at: compact needs fewer than 80 columns or 24 rows, too small fewer
    /// than 40 or 12; the others use the issue's four.
    var sizes: [(width: Int, height: Int)] {
      switch self {
      case .compact: [(40, 12), (79, 24), (79, 40), (200, 23)]
      case .tooSmall: [(39, 12), (40, 11), (200, 11), (20, 5)]
      default: BrowseFramesTests.sizes
      }
    }

    /// Gets the driver to the view.
    func reach(_ driver: inout BrowseDriver) {
      switch self {
      case .landmarks, .tooSmall: break
      case .detailMap: driver.send(.enter, .character("m"))
      case .detailActivities: driver.send(.enter, .character("a"))
      case .map: driver.openSection(1)
      case .collections: driver.openSection(2)
      case .collection:
        driver.openSection(2)
        driver.send(.down, .enter)
      case .search:
        driver.send(.character("/"))
        driver.type("mount")
      case .help: driver.send(.character("?"))
      case .compact: driver.send(.escape)
      }
    }
  }

  static let cases: [FrameCase] = languages.flatMap { language in
    View.allCases.flatMap { view in
      view.sizes.map { FrameCase(view: view, width: $0.width, height: $0.height, language: language) }
    }
  }

  /// The state every frame shows: two of Fuji's activities done and Fuji a favourite, the badge
  /// of the first other landmark with one earned, and two collections.
  static func fixedState(_ catalog: Catalog) throws -> UserState {
    let date = BrowseDriver.date
    var state = UserState.empty
    _ = state.mark(Array(Activity.allCases.prefix(2)), at: BrowseDriver.fujiID, on: date)
    let earned = try #require(catalog.landmarks.first { $0.badge != nil && $0.id != BrowseDriver.fujiID })
    _ = state.mark(Activity.allCases, at: earned.id, on: date)
    _ = state.add([BrowseDriver.fujiID], toCollectionWithID: LandmarkCollection.favoritesID, on: date)
    let summits = try state.createCollection(
      named: "Summits", description: "High places to climb", id: "summits", on: date)
    let others = try catalog.landmarks.filter { $0.id != BrowseDriver.fujiID }.prefix(4).map(\.id)
    _ = state.add([BrowseDriver.fujiID] + others, toCollectionWithID: summits.id, on: date)
    _ = try state.createCollection(named: "Someday", id: "someday", on: date)
    return state
  }

  /// Where the golden file of a case lives, beside this source file.
  static func goldenURL(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Frames")
      .appendingPathComponent(name + ".txt")
  }

  static var updating: Bool { ProcessInfo.processInfo.environment["LANDMARKS_UPDATE_FRAMES"] == "1" }

  @Test("Each view at each size matches its golden frame", arguments: cases)
  func golden(_ frameCase: FrameCase) throws {
    let catalog = try Catalog.builtIn()
    var driver = try BrowseDriver(
      catalog: catalog, state: try Self.fixedState(catalog), width: frameCase.width, height: frameCase.height,
      words: Localizer(language: frameCase.language))
    defer { driver.cleanUp() }
    frameCase.view.reach(&driver)
    let screen = driver.render()
    #expect(screen.lines.count == frameCase.height)
    #expect(screen.lines.allSatisfy { DisplayWidth.of($0) <= frameCase.width })
    let text = screen.text
    let url = Self.goldenURL(frameCase.name)
    if Self.updating {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      print("LANDMARKS_UPDATE_FRAMES=1: wrote \(url.path) instead of comparing")
      return
    }
    guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("No golden frame at \(url.path): run scripts/update-frames and review the diff.")
      return
    }
    let expected = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let actual = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let firstDifference = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(
      golden == text,
      """
      \(frameCase.name) differs from its golden frame \
      \(firstDifference.map { "at line \($0.offset + 1):\n  golden: \($0.element.0)\n  now:    \($0.element.1)" } ?? "in its line count")
      (run scripts/update-frames if the change is intended, and review the diff)
      """)
  }

  @Test("Every golden frame on disk belongs to a case")
  func noStrayGoldens() throws {
    guard !Self.updating else { return }
    let folder = Self.goldenURL("x").deletingLastPathComponent()
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
    let names = Set(Self.cases.map { $0.name + ".txt" })
    #expect(Set(files) == names)
  }
}
