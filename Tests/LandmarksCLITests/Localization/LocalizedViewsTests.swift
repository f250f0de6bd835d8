import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// Every view in German and Japanese fits a terminal of 60, 100 and 200 columns, double-width
/// text included: lists, details, search, badges, progress, collections, the map's legend, doctor,
/// errors, help for every command, and the explorer.
@Suite("Localized views")
struct LocalizedViewsTests {
  static let widths = [60, 100, 200]
  static let languages = ["de_DE.UTF-8", "ja_JP.UTF-8"]

  /// The read views of the harness, then the map, doctor and help for every command.
  static var views: [[String]] {
    ViewHarness.views + [["map"], ["map", "fuji"], ["doctor"], ["near", "fuji"], ["config", "--explain"]]
      + [["help"]] + ManPage.commands(under: RootCommand.self, path: []).map { ["help"] + $0.path }
  }

  /// Command lines that fail, each with a message and, for usage errors, the usage line.
  static let failures: [[String]] = [
    ["lsit"], ["list", "--contnent", "europe"], ["list", "--continent", "atlantis"], ["show", "nowhere at all"],
    ["show", "mount"], ["mark", "fuji", "fotograf"], ["config", "set", "colour", "never"],
    ["collections", "delete", "Missing"],
  ]

  @Test("Every view fits the terminal in German and Japanese", arguments: languages)
  func viewsFit(_ language: String) throws {
    let harness = ViewHarness.prepared(catalog: try Catalog.builtIn())
    defer { harness.cleanUp() }
    for width in Self.widths {
      for view in Self.views {
        let result = harness.run(
          view + ["--no-pager"], environment: ["LANG": language, "COLUMNS": String(width)], isTerminal: true,
          width: width, errorsOnTerminal: true)
        #expect(result.status == 0 || view == ["doctor"], "\(view) \(language): \(result.errors)")
        #expect(!result.output.isEmpty, "\(view) \(language)")
        for line in (result.output + result.errors).split(separator: "\n") where DisplayWidth.of(String(line)) > width {
          Issue.record("\(view.joined(separator: " ")) (\(language), \(width) columns) is wider: \(line)")
        }
      }
      for failure in Self.failures {
        let result = harness.run(
          failure, environment: ["LANG": language, "COLUMNS": String(width)], isTerminal: true, width: width,
          errorsOnTerminal: true)
        #expect(result.status != 0 && !result.errors.isEmpty, "\(failure) \(language)")
        for line in result.errors.split(separator: "\n") where DisplayWidth.of(String(line)) > width {
          Issue.record("\(failure.joined(separator: " ")) (\(language), \(width) columns): \(line)")
        }
      }
    }
  }

  @Test("The views speak the language: no English label is left in German or Japanese")
  func viewsAreTranslated() throws {
    let harness = ViewHarness.prepared(catalog: try Catalog.builtIn())
    defer { harness.cleanUp() }
    let english = ["Location", "Coordinates", "Your progress", "Continent", "OVERVIEW", "Favorites", "Error:"]
    for language in Self.languages {
      for view in [["show", "fuji"], ["progress"], ["collections"], ["help", "list"], ["lsit"]] {
        let result = harness.run(view, environment: ["LANG": language])
        let text = result.output + result.errors
        for word in english { #expect(!text.contains(word), "\(view) (\(language)) says \(word): \(text)") }
      }
    }
  }

  @Test("The explorer's views fit 60, 100 and 200 columns in German and Japanese")
  func explorerFits() throws {
    let catalog = try Catalog.builtIn()
    for language in [Language.de, .ja] {
      for (width, height) in [(60, 24), (100, 30), (200, 60)] {
        for view in BrowseFramesTests.View.allCases where view != .tooSmall && view != .compact {
          var driver = try BrowseDriver(
            catalog: catalog, state: try BrowseFramesTests.fixedState(catalog), width: width, height: height,
            words: Localizer(language: language))
          defer { driver.cleanUp() }
          view.reach(&driver)
          let screen = driver.render()
          #expect(screen.lines.count == height)
          for line in screen.lines where DisplayWidth.of(line) > width {
            Issue.record("\(view.rawValue) (\(language.rawValue), \(width)×\(height)) is wider: \(line)")
          }
        }
      }
    }
  }

  @Test("Arabic counts: 0, 1, 2, 3, 11 and 100 landmarks each in the form CLDR gives them")
  func arabicPlurals() throws {
    let harness = ViewHarness(catalog: try Catalog.builtIn())
    defer { harness.cleanUp() }
    let ids = try Catalog.builtIn().landmarks.map { String($0.id) }
    let counts = [0, 1, 2, 3, 11, 100]
    for count in counts {
      #expect(harness.run(["collections", "create", "c\(count)"]).status == 0)
      if count > 0 { #expect(harness.run(["collections", "add", "c\(count)"] + ids.prefix(count)).status == 0) }
    }
    let result = harness.run(["collections"], environment: ["LANG": "ar_EG.UTF-8"])
    #expect(result.status == 0)
    for count in counts {
      let expected = Localizer(language: .ar)(.countLandmarks, count)
      let line = result.output.split(separator: "\n").first { $0.hasPrefix("c\(count) ") }
      #expect(line?.contains(expected) == true, "\(count): \(line ?? "none") ≠ \(expected)")
    }
    // Six counts, six different forms: zero, one, two, few, many, other.
    #expect(Set(counts.map { Localizer(language: .ar)(.countLandmarks, $0).filter { !$0.isNumber } }).count >= 4)
  }
}
