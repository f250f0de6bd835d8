import Foundation
import LandmarksCore

@testable import LandmarksCLI

/// Runs commands in-process against a chosen catalog, on a terminal or a pipe of a chosen width,
/// all sharing one store: the layout and safe-text tests set the store up once, then look at
/// every view in many ways.
struct ViewHarness: Sendable {
  /// The temporary folder holding the store.
  let home: URL
  /// The catalog every run sees.
  let catalog: Catalog

  /// The read views, each as a command line.
  static let views: [[String]] = [
    ["list"], ["show", "1016"], ["show", "1019"], ["search", "mount"], ["featured"], ["badges"], ["badges", "--all"],
    ["progress"], ["favorites"], ["collections"], ["collections", "show", longName],
    ["collections", "show", "favorites"],
  ]

  /// A collection name nearly as long as a name may be (99 of 100 characters).
  static let longName = "The" + String(repeating: " Longest", count: 12)

  /// A harness with an empty store in a fresh temporary folder.
  init(catalog: Catalog) {
    self.catalog = catalog
    home = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-views-\(UUID().uuidString)")
  }

  /// A harness on the built-in catalog whose store has an earned badge (Mount Fuji), favorites,
  /// and a collection with the longest name allowed and a long description.
  static func prepared(catalog: Catalog) -> ViewHarness {
    let harness = ViewHarness(catalog: catalog)
    harness.run(["mark", "1016", "--all"])
    harness.run(["favorites", "add", "1016"])
    harness.run(["favorites", "add", "1019"])
    let description = String(repeating: "A collection described at length, on and on. ", count: 6)
    harness.run(["collections", "create", longName, "--description", description])
    harness.run(["collections", "add", longName, "1016", "1018", "1019"])
    return harness
  }

  /// Runs one command line; returns its status and what it wrote to each stream.
  @discardableResult
  func run(
    _ arguments: [String], environment: [String: String] = [:], isTerminal: Bool = false, width: Int? = nil,
    errorsOnTerminal: Bool = false
  ) -> (status: Int32, output: String, errors: String) {
    let output = BufferSink()
    let errors = BufferSink()
    let catalog = catalog
    let context = CommandContext(
      environment: ["LANDMARKS_HOME": home.path].merging(environment) { _, new in new },
      standardOutput: output,
      standardError: errors,
      terminal: Terminal(
        outputIsTerminal: isTerminal, inputIsTerminal: false, reportedWidth: width, errorIsTerminal: errorsOnTerminal),
      homeDirectory: home.path,
      timeZone: TimeZone(identifier: "UTC") ?? .current,
      now: { TestContext.now },
      readLine: { nil },
      makeIdentifier: { UUID().uuidString.lowercased() },
      loadCatalog: { catalog },
      lockTimeout: 1
    )
    let status = LandmarksApp.run(arguments, context: context)
    return (status, output.text, errors.text)
  }

  /// Removes the temporary folder.
  func cleanUp() {
    try? FileManager.default.removeItem(at: home)
  }
}
