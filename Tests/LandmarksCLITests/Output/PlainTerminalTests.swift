import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// Outside a UTF-8 locale every symbol landmarks draws with falls back to ASCII. The catalog's
/// own names are data and are kept as written (a person in the C locale still gets "富士山"
/// as the bytes it is), so the only non-ASCII left is letters and marks from the catalog.
@Suite("Plain terminals: ASCII everywhere but the catalog's own text")
struct PlainTerminalTests {
  /// Every view, after some activity so badges, progress and collections have something to show.
  static let views: [[String]] = [
    ["list"], ["list", "--continent", "europe"], ["show", "fuji"], ["show", "uluru"], ["search", "fuji"],
    ["search", "ayers"], ["featured"], ["badges"], ["badges", "--all"], ["progress"], ["favorites"], ["collections"],
    ["collections", "show", "Trip"], ["map"], ["map", "fuji"], ["map", "--continent", "europe"],
    ["share", "fuji"], ["share", "fuji", "--format", "markdown"], ["config"], ["config", "--explain"], ["help"],
    ["help", "show"], ["help", "map"], ["mark", "k2", "--all"], ["unmark", "k2", "photo"],
  ]

  /// The characters the catalog's own text holds beyond ASCII, less the symbols that have a stand-in.
  static let dataCharacters: Set<Unicode.Scalar> = {
    guard let catalog = try? Catalog.builtIn(), let landmarks = try? catalog.landmarks else { return [] }
    var scalars = Set<Unicode.Scalar>()
    for landmark in landmarks {
      let country = catalog.countries.country(landmark.country)?.name ?? ""
      for text in [landmark.name, landmark.location, landmark.description, country] + landmark.alternateNames {
        scalars.formUnion(text.unicodeScalars.filter { !$0.isASCII })
      }
    }
    return scalars.filter { ASCIIFallback.replacement(for: $0) == nil }
  }()

  @Test(
    "every view, on a terminal and piped, with LANG=C or LC_ALL=POSIX",
    arguments: [["LANG": "C"], ["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"]], [true, false])
  func ascii(environment: [String: String], terminal: Bool) throws {
    #expect(!Self.dataCharacters.isEmpty)
    let test = TestContext(
      environment: environment.merging(["TERM": "xterm-256color"]) { a, _ in a }, isTerminal: terminal, width: 100)
    defer { test.cleanUp() }
    for setup in [["mark", "fuji", "--all"], ["favorites", "add", "uluru"], ["collections", "create", "Trip"]] {
      #expect(test.run(arguments: setup) == 0)
    }
    #expect(test.run("collections", "add", "Trip", "fuji", "uluru") == 0)
    for view in Self.views {
      let before = test.output.text.count
      #expect(test.run(arguments: view) == 0, "\(view): \(test.errors.text)")
      let printed = String(test.output.text.dropFirst(before))
      #expect(!printed.isEmpty, "\(view)")
      let foreign = printed.unicodeScalars.filter { !$0.isASCII && !Self.dataCharacters.contains($0) }
      #expect(foreign.isEmpty, "\(view): \(Set(foreign.map { String($0) }).sorted())")
    }
    #expect(test.errors.text.unicodeScalars.allSatisfy { $0.isASCII || Self.dataCharacters.contains($0) })
  }

  @Test("the same views in a UTF-8 locale do use the symbols: the test above can fail")
  func control() {
    let test = TestContext(environment: ["LANG": "en_US.UTF-8"], isTerminal: true, width: 100)
    defer { test.cleanUp() }
    #expect(test.run("show", "fuji") == 0)
    #expect(test.output.text.contains("°"))
    #expect(test.output.text.contains("·"))
  }

  @Test(
    "the stand-ins",
    arguments: [
      ("Fuji — Honshu · Asia", "Fuji - Honshu - Asia"), ("✓ done ★", "+ done *"), ("800–2,000 m", "800-2,000 m"),
      ("35.3607° N", "35.3607 N"), ("79.9 km²", "79.9 km2"), ("╱‾‾╲ │x│ ┆", "/--\\ |x| |"), ("wait…", "wait..."),
      ("富士山 Þingvellir", "富士山 Þingvellir"),
    ])
  func standIns(text: String, expected: String) {
    #expect(ASCIIFallback.apply(text) == expected)
  }

  @Test("a line cut to the terminal's width still fits once its … becomes ...")
  func ellipsisWidth() {
    let style = OutputStyle(colors: .none, width: 20, isTerminal: true, timeZone: .current, unicode: false)
    let cut = DisplayWidth.truncate("A very long landmark name indeed", to: 20)
    let plain = style.portable(cut + "\n")
    #expect(plain == "A very long landm...\n")
    #expect(DisplayWidth.of(plain.trimmingCharacters(in: .newlines)) == 20)
  }
}
