import Foundation
import LandmarksIndex
import LandmarksModels

/// One catalog's landmarks in display order, as `Catalog.forEachLandmark` merges them: the index of
/// the built-in catalog or of one imported source, limited to the positions a filter can pass.
///
/// Positions come in runs of one continent each (an index is sorted by continent first), so a
/// continent filter costs two binary searches per continent and each head's continent is known
/// without reading it. Nothing is decoded until the merge asks for the head's landmark.
struct LandmarkStream {
  /// A run of positions on one continent.
  struct Run {
    /// The continent of every position in the run.
    let continent: Continent
    /// The continent's place in the display order, compared instead of the continent itself.
    let order: Int
    /// The positions, in display order.
    let positions: Range<Int>
  }

  /// The display order of a head: continent, folded name as bytes, id.
  struct Key {
    /// The continent's place in the display order.
    var order: Int
    /// The folded name's bytes, in the index.
    var name: UnsafeRawBufferPointer
    /// The landmark id, which breaks ties.
    var id: Int

    /// Whether `self` comes before `other` in display order: names compare as bytes, as the
    /// index writer sorted them.
    func precedes(_ other: Key) -> Bool {
      if order != other.order { return order < other.order }
      let common = min(name.count, other.name.count)
      if common > 0, let lhs = name.baseAddress, let rhs = other.name.baseAddress {
        let compared = memcmp(lhs, rhs, common)
        if compared != 0 { return compared < 0 }
      }
      if name.count != other.name.count { return name.count < other.name.count }
      return id < other.id
    }
  }

  /// The index of the landmarks' catalog.
  let index: CatalogIndex
  /// The runs to visit, in display order.
  let runs: [Run]
  /// Whether every position of the runs passes the filter, so none needs reading to be counted.
  let passesEveryPosition: Bool
  /// The run the head is in; `runs.count` once the stream is used up.
  private(set) var runIndex = 0
  /// The head's position, valid while `runIndex < runs.count`.
  private(set) var position = 0

  /// A stream over `runs`, its head on the first position.
  init(index: CatalogIndex, runs: [Run], passesEveryPosition: Bool) {
    self.index = index
    self.runs = runs.filter { !$0.positions.isEmpty }
    self.passesEveryPosition = passesEveryPosition
    position = self.runs.first?.positions.lowerBound ?? 0
  }

  /// The head's run, or `nil` once the stream is used up.
  var head: Run? { runIndex < runs.count ? runs[runIndex] : nil }

  /// Moves the head to the next position.
  mutating func advance() {
    guard runIndex < runs.count else { return }
    position += 1
    if position >= runs[runIndex].positions.upperBound {
      runIndex += 1
      if runIndex < runs.count { position = runs[runIndex].positions.lowerBound }
    }
  }
}
