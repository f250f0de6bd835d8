import LandmarksCore

/// One continent's landmarks in display order, read from the catalog a page at a time as the row
/// scrolls: a row of imported places costs nothing until its cards are seen.
struct ContinentRow: Sendable {
  /// The continent.
  let continent: Continent
  /// How many landmarks the row holds, from the index.
  let count: Int
  /// The landmarks read so far, from the start of the row.
  private(set) var loaded: [Landmark]

  /// Landmarks read at once when the row needs more.
  static let pageSize = 64

  /// A row with its first page read.
  init(continent: Continent, count: Int, catalog: Catalog) throws {
    self.continent = continent
    self.count = count
    loaded = []
    try load(through: 0, from: catalog)
  }

  /// A row of landmarks already in memory.
  init(continent: Continent, landmarks: [Landmark]) {
    self.continent = continent
    count = landmarks.count
    loaded = landmarks
  }

  /// The landmark at `position`, once it has been loaded.
  func landmark(at position: Int) -> Landmark? {
    position >= 0 && position < loaded.count ? loaded[position] : nil
  }

  /// Reads pages until `position` is loaded (or the row ends).
  mutating func load(through position: Int, from catalog: Catalog) throws {
    guard position >= loaded.count, loaded.count < count else { return }
    let wanted = min(count, (position / Self.pageSize + 1) * Self.pageSize)
    var landmarks: [Landmark] = []
    landmarks.reserveCapacity(wanted)
    do {
      try catalog.forEachLandmark(matching: LandmarkFilter(continents: [continent])) { landmark in
        landmarks.append(landmark)
        if landmarks.count >= wanted { throw PageFull() }
      }
    } catch is PageFull {}
    loaded = landmarks
  }

  /// Ends a page's walk through the catalog once it has what it needs.
  private struct PageFull: Error {}
}
