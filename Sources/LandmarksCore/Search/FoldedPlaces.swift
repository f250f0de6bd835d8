/// The folded places of landmarks' location lines (see `Landmark.locationPlaces`), by landmark id,
/// as the build folds them for the built-in catalog: a search then folds none of them, nor loads
/// Foundation's folding for their accents, on every run.
struct FoldedPlaces: Sendable {
  /// Each landmark's id with its places' folded forms, sorted by id.
  private let rows: [(id: Int, folds: [String])]

  /// The places the build folded for the built-in catalog.
  static let builtIn = FoldedPlaces(text: embeddedFoldedPlaces)

  /// Reads lines of an id, then a tab before each folded place; a line that does not start with
  /// an id is left out, so its landmark's places are folded when searched.
  init(text: String) {
    var rows: [(id: Int, folds: [String])] = []
    var text = text
    // Cut from the UTF-8 by offsets: a tab or a line break is one byte, never part of another
    // scalar, and strings made straight from bytes skip the index arithmetic of substrings.
    text.withUTF8 { bytes in
      var fields: [String] = []
      var start = 0
      for offset in 0...bytes.count {
        let byte: UInt8 = offset < bytes.count ? bytes[offset] : 0x0A
        guard byte == 0x09 || byte == 0x0A else { continue }
        fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
        start = offset + 1
        guard byte == 0x0A else { continue }
        if fields.count > 1, let id = Int(fields[0]) { rows.append((id, Array(fields.dropFirst()))) }
        fields.removeAll(keepingCapacity: true)
      }
    }
    self.rows = rows.sorted { $0.id < $1.id }
  }

  /// The folded places of the landmark with this id, in the order of its `locationPlaces`, or
  /// `nil` when the table does not hold it.
  func folds(ofID id: Int) -> [String]? {
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle].id == id { return rows[middle].folds }
      if rows[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return nil
  }
}
