import Foundation

/// Finds the landmarks nearest a point without scanning them all: a k-d tree over points on the
/// unit sphere, so the poles and the antimeridian need no special cases.
///
/// The tree is implicit (each range's middle element is its node), built by median selection in
/// O(n log n) and stored as flat arrays: a million landmarks take about 32 MB and a query visits a
/// few dozen nodes. Straight-line (chord) distance orders points exactly as great-circle distance
/// does, so the tree searches by chord and reports `GreatCircle.distanceKm`.
package struct NearIndex: Sendable {
  /// A point to index.
  package struct Entry: Sendable, Hashable {
    /// The landmark id.
    package let id: Int
    /// Latitude in decimal degrees.
    package let latitude: Double
    /// Longitude in decimal degrees.
    package let longitude: Double

    /// Creates an entry.
    package init(id: Int, latitude: Double, longitude: Double) {
      self.id = id
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  /// A landmark found near the query point.
  package struct Neighbor: Sendable, Hashable {
    /// The landmark id.
    package let id: Int
    /// Its great-circle distance from the query point, in kilometres.
    package let distanceKm: Double
  }

  private let entries: [Entry]
  /// Unit vectors, three coordinates per entry, in tree order.
  private let points: [Double]

  /// Indexes `entries`; entries with non-finite coordinates are left out.
  package init<S: Sequence>(_ entries: S) where S.Element == Entry {
    var items = entries.filter { $0.latitude.isFinite && $0.longitude.isFinite }
    var vectors = [Double](repeating: 0, count: items.count * 3)
    for (index, entry) in items.enumerated() {
      let vector = Self.unitVector(latitude: entry.latitude, longitude: entry.longitude)
      vectors[3 * index] = vector.x
      vectors[3 * index + 1] = vector.y
      vectors[3 * index + 2] = vector.z
    }
    var order = Array(items.indices)
    Self.build(&order, vectors: vectors, range: 0..<order.count, axis: 0)
    var sorted = [Double](repeating: 0, count: vectors.count)
    for (position, index) in order.enumerated() {
      sorted[3 * position] = vectors[3 * index]
      sorted[3 * position + 1] = vectors[3 * index + 1]
      sorted[3 * position + 2] = vectors[3 * index + 2]
    }
    items = order.map { items[$0] }
    self.entries = items
    points = sorted
  }

  /// How many points are indexed.
  package var count: Int { entries.count }

  /// The points nearest `latitude`, `longitude`, nearest first (ties by id): at most `limit` of them
  /// (all when `nil`), only those within `radiusKm` when given, never the one with id `excluding`.
  package func nearest(
    latitude: Double, longitude: Double, limit: Int? = 10, radiusKm: Double? = nil, excluding: Int? = nil
  ) -> [Neighbor] {
    guard latitude.isFinite, longitude.isFinite, limit.map({ $0 > 0 }) ?? true, !entries.isEmpty else { return [] }
    if let radiusKm, !(radiusKm >= 0) { return [] }
    let query = Self.unitVector(latitude: latitude, longitude: longitude)
    var search = Search(
      query: [query.x, query.y, query.z], limit: limit, radiusChord2: radiusKm.map(Self.chordSquared),
      excluding: excluding)
    search.visit(points: points, entries: entries, range: 0..<entries.count, axis: 0)
    return search.found.map { candidate in
      let entry = entries[candidate.index]
      return Neighbor(
        id: entry.id,
        distanceKm: GreatCircle.distanceKm(
          latitude1: latitude, longitude1: longitude, latitude2: entry.latitude, longitude2: entry.longitude))
    }
    .filter { neighbor in radiusKm.map { neighbor.distanceKm <= $0 } ?? true }
    .sorted { ($0.distanceKm, $0.id) < ($1.distanceKm, $1.id) }
  }

  static func unitVector(latitude: Double, longitude: Double) -> (x: Double, y: Double, z: Double) {
    let phi = latitude * .pi / 180
    let lambda = longitude * .pi / 180
    return (cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi))
  }

  /// The squared chord of an arc of `km`, a hair generous so rounding never loses a point on the edge.
  static func chordSquared(_ km: Double) -> Double {
    let angle = km / GreatCircle.earthRadiusKm
    guard angle < .pi else { return 4.0001 }
    let chord = 2 * sin(angle / 2)
    return chord * chord * (1 + 1e-9) + 1e-12
  }

  /// Arranges `order[range]` so each range's middle holds the median along `axis`, recursively.
  private static func build(_ order: inout [Int], vectors: [Double], range: Range<Int>, axis: Int) {
    guard range.count > 1 else { return }
    let middle = range.lowerBound + range.count / 2
    select(&order, vectors: vectors, range: range, nth: middle, axis: axis)
    let next = (axis + 1) % 3
    build(&order, vectors: vectors, range: range.lowerBound..<middle, axis: next)
    build(&order, vectors: vectors, range: (middle + 1)..<range.upperBound, axis: next)
  }

  /// Quickselect with a three-way partition: linear on average, and many equal coordinates (a
  /// thousand places at one spot) cannot make it quadratic.
  private static func select(_ order: inout [Int], vectors: [Double], range: Range<Int>, nth: Int, axis: Int) {
    var low = range.lowerBound
    var high = range.upperBound - 1
    func key(_ position: Int) -> Double { vectors[3 * order[position] + axis] }
    while low < high {
      // The median of three as pivot: deterministic, and sorted input stays fast.
      let mid = low + (high - low) / 2
      let pivot = [key(low), key(mid), key(high)].sorted()[1]
      var less = low
      var scan = low
      var greater = high
      while scan <= greater {
        let value = key(scan)
        if value < pivot {
          order.swapAt(less, scan)
          less += 1
          scan += 1
        } else if value > pivot {
          order.swapAt(scan, greater)
          greater -= 1
        } else {
          scan += 1
        }
      }
      if nth < less {
        high = less - 1
      } else if nth > greater {
        low = greater + 1
      } else {
        return
      }
    }
  }
}
