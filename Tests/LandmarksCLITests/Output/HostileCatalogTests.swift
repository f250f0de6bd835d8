import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// Text from an imported catalog or from the store can never drive the terminal: every view is
/// run against a catalog whose names, alternate names, locations and descriptions carry escape
/// sequences, bells, carriage returns and direction overrides, and against collections whose
/// names carry overrides too.
@Suite("Hostile catalog text")
struct HostileCatalogTests {
  /// Clears the screen, sets the clipboard (OSC 52), rings, returns the carriage, reorders text,
  /// and a C1 CSI: each of them must arrive as visible text if at all.
  static let payload =
    "\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}\u{07}\r\u{202E}\u{2066}\u{9B}31m\u{1B}]8;;http://x\u{1B}\\\u{2028}"

  /// The built-in catalog with the payload in every text of a few landmarks, ids and slugs kept.
  static func hostileCatalog() throws -> Catalog {
    let builtIn = try Catalog.builtIn()
    let hostileIDs: Set<Int> = [1016, 1018, 1019, 1100]
    let landmarks = try builtIn.landmarks.map { landmark in
      guard hostileIDs.contains(landmark.id) else { return landmark }
      return Landmark(
        id: landmark.id, slug: landmark.slug, name: landmark.name + payload,
        alternateNames: landmark.alternateNames.map { payload + $0 } + ["Alias" + payload],
        continent: landmark.continent, country: landmark.country, location: payload + landmark.location,
        latitude: landmark.latitude, longitude: landmark.longitude, elevation: landmark.elevation,
        areaKm2: landmark.areaKm2, kinds: landmark.kinds,
        description: landmark.description + " " + payload + " and more " + payload, badge: landmark.badge)
    }
    return try Catalog(landmarks: landmarks, countries: builtIn.countries)
  }

  /// A collection name the store accepts (it refuses only control characters) that reorders text.
  static let collectionName = "Evil\u{202E}kcab\u{2066}x"

  /// Every view and message that prints catalog or store text.
  static let commands: [[String]] = [
    ["list"], ["show", "1016"], ["show", "1100"], ["search", "mount"], ["search", "fuji"], ["featured"],
    ["badges"], ["badges", "--all"], ["progress"], ["favorites"], ["collections"],
    ["collections", "show", collectionName], ["collections", "show", "favorites"],
    ["list", "--collection", collectionName], ["unmark", "1019", "photo"], ["mark", "1019", "--all"],
    ["favorites", "add", "1018"], ["collections", "add", collectionName, "1100"],
  ]

  /// The ways output is looked at: a colour terminal, a plain one, a pipe, a pipe with colour forced.
  static let modes: [(isTerminal: Bool, color: String)] = [
    (true, "auto"), (true, "never"), (false, "auto"), (false, "always"),
  ]

  /// Why `text` could drive a terminal, or `nil` when it cannot: any ESC that does not start a
  /// plain SGR colour sequence, any BEL, CR, C1 control, line separator or bidirectional control.
  static func danger(in text: String) -> String? {
    let withoutColour = text.replacing(/\u{1B}\[[0-9]+(;[0-9]+)*m/, with: "")
    let forbidden: [(Unicode.Scalar, String)] = [
      ("\u{1B}", "ESC"), ("\u{07}", "BEL"), ("\r", "CR"), ("\u{9B}", "CSI"), ("\u{202E}", "RLO"),
      ("\u{2066}", "LRI"), ("\u{2028}", "LINE SEPARATOR"),
    ]
    let found = forbidden.filter { scalar, _ in withoutColour.unicodeScalars.contains(scalar) }.map(\.1)
    return found.isEmpty ? nil : found.joined(separator: ", ")
  }

  /// A store with an earned badge, favorites and a collection, on the hostile catalog.
  private func harness() throws -> ViewHarness {
    let harness = ViewHarness(catalog: try Self.hostileCatalog())
    harness.run(["mark", "1016", "--all"])
    harness.run(["mark", "1019", "--all"])
    harness.run(["favorites", "add", "1016"])
    harness.run(["favorites", "add", "1100"])
    harness.run(["collections", "create", Self.collectionName, "--description", "Made \u{202E}to\u{2066} confuse"])
    harness.run(["collections", "add", Self.collectionName, "1016", "1018", "1019", "1100"])
    return harness
  }

  @Test("The test's own check finds every payload character, and SafeText leaves none of them")
  func checkWorks() {
    #expect(Self.danger(in: Self.payload) != nil)
    #expect(Self.danger(in: "\u{1B}[1mbold\u{1B}[0m \u{1B}[38;5;208morange\u{1B}[0m") == nil)
    #expect(Self.danger(in: SafeText.clean(Self.payload)) == nil)
    #expect(Self.danger(in: SafeText.clean(Self.collectionName)) == nil)
  }

  @Test("No view lets catalog or store text drive the terminal, in any mode", arguments: commands.indices)
  func views(index: Int) throws {
    let arguments = Self.commands[index]
    let harness = try harness()
    defer { harness.cleanUp() }
    for mode in Self.modes {
      let result = harness.run(
        arguments + ["--color", mode.color], environment: ["COLUMNS": "100", "TERM": "xterm-256color"],
        isTerminal: mode.isTerminal)
      let context = "\(arguments.joined(separator: " ")) (terminal: \(mode.isTerminal), colour: \(mode.color))"
      #expect(result.status == 0, "\(context): \(result.errors)")
      if let danger = Self.danger(in: result.output) { Issue.record("\(context) printed \(danger)") }
      if let danger = Self.danger(in: result.errors) { Issue.record("\(context) wrote \(danger) to stderr") }
    }
  }

  @Test("The hostile text still shows, as visible escapes, where a view shows it")
  func visible() throws {
    let harness = try harness()
    defer { harness.cleanUp() }
    let show = harness.run(["show", "1016", "--color", "never"]).output
    #expect(show.contains("Mount Fuji\\u{1b}[2J"))
    #expect(show.contains("\\u{202e}"))
    let list = harness.run(["list"]).output
    #expect(list.contains("★ Featured: Mount Fuji\\u{1b}[2J"))
  }
}
