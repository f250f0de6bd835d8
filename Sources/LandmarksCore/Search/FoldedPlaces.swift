/// The folded places of landmarks' location lines (see `Landmark.locationPlaces`), by landmark id,
/// as the build folds them for the built-in catalog: a search then folds none of them, nor loads
/// Foundation's folding for their accents, on every run.
struct FoldedPlaces: Sendable {
  /// Each landmark's id with its places' folded forms, tab-separated, sorted by id.
  private let lines: [(id: Int, folds: Substring)]

  /// The places the build folded for the built-in catalog.
  static let builtIn = FoldedPlaces(text: embeddedFoldedPlaces)

  /// Reads lines of an id, then a tab before each folded place; a line that does not start with
  /// an id is left out, so its landmark's places are folded when searched.
  init(text: String) {
    var lines: [(id: Int, folds: Substring)] = []
    for line in text.fields(separatedBy: 0x0A) {
      guard let tab = line.utf8.firstIndex(of: 0x09), let id = Int(line[..<tab]) else { continue }
      lines.append((id, line[line.utf8.index(after: tab)...]))
    }
    self.lines = lines.sorted { $0.id < $1.id }
  }

  /// The folded places of the landmark with this id, in the order of its `locationPlaces`, or
  /// `nil` when the table does not hold it.
  func folds(ofID id: Int) -> [Substring]? {
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if lines[middle].id == id { return lines[middle].folds.fields(separatedBy: 0x09) }
      if lines[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return nil
  }
}
