import LandmarksCore
import LandmarksModels

/// One continent's landmarks in display order, read from the catalog a page at a time where the
/// row is looked at: a row of imported places costs nothing until its cards are seen, and jumping
/// to its end reads the last page, not every page before it.
struct ContinentRow: Sendable {
  /// The continent whose landmarks the row holds, in the sample's order of rows.
  let continent: Continent
  /// How many landmarks the row holds, from the index.
  let count: Int
  /// The pages read so far, by page number; a page holds `pageSize` landmarks, the last fewer.
  private(set) var pages: [Int: [Landmark]]

  /// Landmarks read at once when the row needs more.
  static let pageSize = 64
  /// Pages kept in memory at most: scrolling through a million cards keeps those nearest the
  /// selection and lets the others go.
  static let pagesKept = 16

  /// A row with its first page read.
  init(continent: Continent, count: Int, catalog: Catalog) throws {
    self.continent = continent
    self.count = count
    pages = [:]
    try load(around: 0, from: catalog)
  }

  /// A row of landmarks already in memory.
  init(continent: Continent, landmarks: [Landmark]) {
    self.continent = continent
    count = landmarks.count
    pages = [:]
    for start in stride(from: 0, to: landmarks.count, by: Self.pageSize) {
      pages[start / Self.pageSize] = Array(landmarks[start..<min(landmarks.count, start + Self.pageSize)])
    }
  }

  /// The landmark at `position`, once its page has been read.
  func landmark(at position: Int) -> Landmark? {
    guard position >= 0, let page = pages[position / Self.pageSize] else { return nil }
    let offset = position % Self.pageSize
    return offset < page.count ? page[offset] : nil
  }

  /// The landmarks read so far, in display order: what the map and the picker show of a row.
  var loaded: [Landmark] {
    pages.sorted { $0.key < $1.key }.flatMap(\.value)
  }

  /// Reads the pages holding the cards within half a page of `position`, so the cards either side
  /// of a selection are on hand, and lets the pages farthest from it go.
  mutating func load(around position: Int, from catalog: Catalog) throws {
    guard count > 0 else { return }
    let lastPage = (count - 1) / Self.pageSize
    let first = max(0, min(lastPage, (position - Self.pageSize / 2) / Self.pageSize))
    let last = max(0, min(lastPage, (position + Self.pageSize / 2) / Self.pageSize))
    for page in first...last where pages[page] == nil {
      let start = page * Self.pageSize
      pages[page] = try catalog.landmarks(on: continent, in: start..<min(count, start + Self.pageSize))
    }
    let centre = max(0, min(lastPage, position / Self.pageSize))
    while pages.count > Self.pagesKept,
      let farthest = pages.keys.max(by: { abs($0 - centre) < abs($1 - centre) })
    {
      pages[farthest] = nil
    }
  }
}
