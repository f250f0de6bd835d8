import Foundation
import LandmarksCore

/// The result of `sources`: one line per source.
struct SourcesOutput: CommandOutput {
  let sources: [SourceEntry]
  let timeZone: TimeZone
  let notes: [String]

  var json: (any Encodable & Sendable)? { sources }

  func text(in style: OutputStyle) -> String {
    guard !sources.isEmpty else { return "" }
    let header = ["Source", "Landmarks", "Format", "Imported", "File"]
    let rows = sources.map { source in
      [
        SafeText.clean(source.name), String(source.count), source.format,
        Formatting.time(source.importedAt, in: timeZone), SafeText.clean(source.file),
      ]
    }
    let columns = header.indices.map { column in
      TableLayout.Column(
        cells: [header[column]] + rows.map { $0[column] }, alignsRight: column == 1,
        dropRank: column == 0 ? 0 : 5 - column)
    }
    let lines = TableLayout(columns: columns).lines(in: style)
    return lines.enumerated().map { index, line in (index == 0 ? style.bold(line) : line) + "\n" }.joined()
  }
}
