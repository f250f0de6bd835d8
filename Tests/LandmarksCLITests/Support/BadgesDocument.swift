import Foundation

/// `docs/BADGES.md`, the promise of how badges look, read by the tests that hold the code to it.
struct BadgesDocument: Sendable {
  /// The whole file.
  let text: String

  /// Where the document sits: `<repo>/docs/BADGES.md`, worked out from this file's own path.
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // LandmarksCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository
    .appendingPathComponent("docs/BADGES.md")

  /// Reads the document; a missing one is an error, so the tests fail rather than pass on nothing.
  init() throws {
    text = try String(contentsOf: Self.url, encoding: .utf8)
  }

  /// The body rows of the first Markdown table after the `## heading` line, each as its cells with
  /// backticks removed and `\|` unescaped; empty when there is no such table.
  func table(under heading: String) -> [[String]] {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "## " + heading) else { return [] }
    let tableLines = lines[(start + 1)...]
      .drop { !$0.hasPrefix("|") }
      .prefix { $0.hasPrefix("|") }
    // The header and the `| --- |` separator come first.
    return tableLines.dropFirst(2).map(Self.cells)
  }

  /// The cells of one table row: split on `|` that is not escaped, trimmed, unescaped, backticks dropped.
  static func cells(_ row: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row {
      if escaped {
        current += character == "|" ? "|" : "\\\(character)"
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaped { current += "\\" }
    cells.append(current)
    // A row starts and ends with "|", which leaves an empty cell at each end.
    return cells.dropFirst().dropLast().map {
      $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
    }
  }
}
