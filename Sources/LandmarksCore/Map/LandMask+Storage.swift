extension LandMask {
  /// Where a mask's edges are kept: in arrays (a mask decoded from its text), or in place in the
  /// string literals the build compiled in, so that a run decodes only the edges it reads.
  ///
  /// The literals use 64 ASCII characters, `#` to `c` without `\`, one 6-bit digit each, most
  /// significant first: three digits an edge, four a row start. Neither `"` nor `\` occurs, so the
  /// literal's bytes are the text itself, and edge `i` starts at byte `3 i`.
  enum Storage: Sendable {
    /// Decoded edges, and where each row's start, with one more entry than rows.
    case arrays(edges: [UInt16], rowStarts: [Int32])
    /// The build's literals: the edges, and where each row's start (one more than rows).
    case embedded(edges: StaticString, rowStarts: StaticString)
  }

  /// Characters per edge in an embedded literal.
  static let edgeDigits = 3
  /// Characters per row start in an embedded literal.
  static let rowStartDigits = 4

  /// A mask read in place from the build's literals, after checking only what is cheap: that the
  /// lengths agree with the grid and the last row ends with the last edge. Every read is bounds
  /// checked as well, so a damaged literal gives a wrong map, never a trap.
  init(columns: Int, rows: Int, edges: StaticString, rowStarts: StaticString, source: String) throws {
    func invalid(_ reason: String) -> CatalogError { .invalidData(source: source, reason: reason) }
    guard (1...Int(UInt16.max)).contains(columns), rows > 0 else { throw invalid("unknown grid size") }
    guard edges.hasPointerRepresentation, rowStarts.hasPointerRepresentation,
      edges.utf8CodeUnitCount % Self.edgeDigits == 0,
      rowStarts.utf8CodeUnitCount == (rows + 1) * Self.rowStartDigits
    else { throw invalid("the embedded edges do not fit a grid of \(rows) rows") }
    self.columns = columns
    self.rows = rows
    storage = .embedded(edges: edges, rowStarts: rowStarts)
    guard rowStart(0) == 0, rowStart(rows) == edges.utf8CodeUnitCount / Self.edgeDigits else {
      throw invalid("the embedded row starts do not cover the edges")
    }
  }

  /// The indices of a row's edges; empty for a row outside the grid or whose starts are damaged.
  func edgeRange(ofRow row: Int) -> Range<Int> {
    guard row >= 0, row < rows else { return 0..<0 }
    let start = rowStart(row)
    let end = rowStart(row + 1)
    guard start >= 0, start <= end, end <= edgeCount else { return 0..<0 }
    return start..<end
  }

  /// The column of edge `index`; `columns` (past every cell) for an index beyond the edges.
  func edge(_ index: Int) -> Int {
    switch storage {
    case .arrays(let edges, _):
      return edges.indices.contains(index) ? Int(edges[index]) : columns
    case .embedded(let edges, _):
      return edges.withUTF8Buffer { text in
        let offset = index &* Self.edgeDigits
        guard index >= 0, offset + Self.edgeDigits <= text.count else { return columns }
        return Self.edge(text[offset], text[offset + 1], text[offset + 2])
      }
    }
  }

  /// Replaces `decoded` with a row's edges, for a `Band` that reads them for many boxes: none for
  /// a row outside the grid or whose starts are damaged.
  func decodeEdges(ofRow row: Int, into decoded: inout [UInt16]) {
    decoded.removeAll(keepingCapacity: true)
    let range = edgeRange(ofRow: row)
    switch storage {
    case .arrays(let edges, _):
      decoded.append(contentsOf: edges[range])
    case .embedded(let edges, _):
      edges.withUTF8Buffer { text in
        // `edgeRange` keeps the range within the literal; checked again as the reads are unchecked.
        guard range.upperBound * Self.edgeDigits <= text.count else { return }
        // Sized first and written through a buffer: an append per edge costs twice as much.
        decoded.append(contentsOf: repeatElement(0, count: range.count))
        decoded.withUnsafeMutableBufferPointer { decoded in
          var offset = range.lowerBound * Self.edgeDigits
          for slot in decoded.indices {
            decoded[slot] = UInt16(truncatingIfNeeded: Self.edge(text[offset], text[offset + 1], text[offset + 2]))
            offset += Self.edgeDigits
          }
        }
      }
    }
  }

  /// The edge written as three digits, most significant first.
  private static func edge(_ high: UInt8, _ middle: UInt8, _ low: UInt8) -> Int {
    digit(high) << 12 | digit(middle) << 6 | digit(low)
  }

  /// How many edges all the rows hold.
  private var edgeCount: Int {
    switch storage {
    case .arrays(let edges, _): edges.count
    case .embedded(let edges, _): edges.utf8CodeUnitCount / Self.edgeDigits
    }
  }

  /// Where row `row`'s edges start; -1 for a row start that is not there.
  private func rowStart(_ row: Int) -> Int {
    switch storage {
    case .arrays(_, let rowStarts):
      return rowStarts.indices.contains(row) ? Int(rowStarts[row]) : -1
    case .embedded(_, let rowStarts):
      return rowStarts.withUTF8Buffer { Self.number(in: $0, at: row, digits: Self.rowStartDigits) } ?? -1
    }
  }

  /// Number `index` of a literal of `digits`-character numbers, or `nil` past its end.
  private static func number(in text: UnsafeBufferPointer<UInt8>, at index: Int, digits: Int) -> Int? {
    let offset = index * digits
    guard index >= 0, offset + digits <= text.count else { return nil }
    var value = 0
    for position in offset..<offset + digits {
      value = value << 6 | digit(text[position])
    }
    return value
  }

  /// The value of one character of the literals' alphabet, `#` to `c` without `\`; any other
  /// byte gives some value below 64, as only the build writes these literals.
  static func digit(_ character: UInt8) -> Int {
    // Characters past `\` stand one lower; a comparison rather than a branch.
    (Int(character) &- 0x23 &- (character > UInt8(ascii: "\\") ? 1 : 0)) & 0x3F
  }
}
