import Foundation

/// The land mask's resource text as `scripts/make-land-mask` writes it, decoded: a header line
/// (`landmask 1 columns=C rows=R`), then base64 of LEB128 run lengths, alternately ocean and land,
/// row after row. Decoded in this one place, for the build that embeds the edges and for the
/// tests that hold the embedded mask to the text.
package struct LandMaskText: Sendable {
  /// Why a text is not a whole, well-formed mask.
  package struct Invalid: Error, Equatable, Sendable {
    /// What is wrong, as a phrase.
    package let reason: String
  }

  /// Cells along a parallel.
  package let columns: Int
  /// Cells along a meridian.
  package let rows: Int
  /// Every row's edges, the columns where ocean turns to land or back, row after row; every row
  /// starts as ocean.
  package let edges: [Int]
  /// Where each row's edges start in `edges`, then where the last row's end.
  package let rowStarts: [Int]

  /// Decodes `text`.
  package init(decoding text: String) throws(Invalid) {
    guard let newline = text.firstIndex(of: "\n") else { throw Invalid(reason: "no header line") }
    let header = text[..<newline].split(separator: " ")
    func number(_ key: String) -> Int? {
      header.first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
    }
    guard header.first == "landmask", header.dropFirst().first == "1", let columns = number("columns"),
      let rows = number("rows"), (1...Int(UInt16.max)).contains(columns), rows > 0
    else { throw Invalid(reason: "unknown header") }
    let base64 = text[text.index(after: newline)...].split(whereSeparator: \.isNewline).joined()
    guard let packed = Data(base64Encoded: base64) else { throw Invalid(reason: "not base64") }
    var edges: [Int] = []
    edges.reserveCapacity(rows * 32)
    var rowStarts = [0]
    rowStarts.reserveCapacity(rows + 1)
    var position = 0
    var run = 0
    var shift = 0
    for octet in packed {
      guard shift < 28 else { throw Invalid(reason: "run length too long") }
      run |= Int(octet & 0x7F) << shift
      shift += 7
      guard octet & 0x80 == 0 else { continue }
      // Only a row's first run may be empty (a row starting on land); any other would be ambiguous.
      if run == 0 && (position > 0 || edges.count > rowStarts[rowStarts.count - 1]) {
        throw Invalid(reason: "an empty run inside row \(rowStarts.count - 1)")
      }
      position += run
      (run, shift) = (0, 0)
      if position < columns {
        edges.append(position)
      } else if position == columns {
        position = 0
        rowStarts.append(edges.count)
      } else {
        throw Invalid(reason: "row \(rowStarts.count - 1) is longer than \(columns) columns")
      }
    }
    guard position == 0, shift == 0 else { throw Invalid(reason: "truncated data") }
    guard rowStarts.count == rows + 1 else { throw Invalid(reason: "\(rowStarts.count - 1) rows, expected \(rows)") }
    self.columns = columns
    self.rows = rows
    self.edges = edges
    self.rowStarts = rowStarts
  }
}
