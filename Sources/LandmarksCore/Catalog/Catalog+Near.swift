import Foundation
import LandmarksIndex
import LandmarksModels

extension Catalog {
  /// Kilometres per degree of latitude on the sphere `GreatCircle` uses.
  private static let kilometresPerDegree = GreatCircle.earthRadiusKm * .pi / 180
  /// The most landmarks a catalog may hold to be read whole rather than ring by ring.
  private static let scannedWhole = 1_000

  /// The `limit` landmarks nearest to a point, nearest first (ties by id), within `radiusKm` when
  /// given, leaving out the landmark with id `excluding`.
  ///
  /// Each source is searched ring by ring through its index's 1° grid cells, stopping once no
  /// unvisited cell can hold anything nearer than the last one kept: a million landmarks cost a few
  /// cells, not a scan, and no tree is built per run. The cells' own table gives each candidate's
  /// id and position, so only the landmarks returned are read from their records.
  public func nearest(
    latitude: Double, longitude: Double, limit: Int, radiusKm: Double? = nil, excluding: Int? = nil
  ) throws -> [NearbyLandmark] {
    guard limit > 0 else { return [] }
    let catalogs = allSources
    // What is kept names its landmark by catalog and position: a few are read at the end, while
    // tens of thousands of entries around a dense city are ranked without allocating for each.
    var kept: [(distance: Double, id: Int, source: Int, position: Int)] = []
    func consider(id: Int, lat: Double, lon: Double, source: Int, position: Int) {
      guard id != excluding else { return }
      // The difference in latitude alone bounds the distance from below. An entry it already puts
      // beyond the last one kept would be turned away below, so its great-circle distance is not
      // worked out; the margin covers rounding, so no answer changes.
      if kept.count == limit, let last = kept.last,
        abs(lat - latitude) * Self.kilometresPerDegree * Self.latitudeBoundMargin > last.distance
      {
        return
      }
      let distance = GreatCircle.distanceKm(latitude1: latitude, longitude1: longitude, latitude2: lat, longitude2: lon)
      if let radiusKm, distance > radiusKm { return }
      if kept.count == limit, let last = kept.last, (last.distance, last.id) <= (distance, id) { return }
      let slot = kept.firstIndex { ($0.distance, $0.id) > (distance, id) } ?? kept.count
      kept.insert((distance, id, source, position), at: slot)
      if kept.count > limit { kept.removeLast() }
    }
    // A catalog of a few hundred (the built-in one) is read whole: cheaper than walking rings.
    let scanned = catalogs.indices.filter { catalogs[$0].index.count <= Self.scannedWhole }
    let ringed = catalogs.indices.filter { catalogs[$0].index.count > Self.scannedWhole }
    try reporting {
      for source in scanned {
        let index = catalogs[source].index
        for position in 0..<index.count {
          let point = try index.coordinates(at: position)
          consider(
            id: try index.id(at: position), lat: point.latitude, lon: point.longitude, source: source,
            position: position)
        }
      }
      guard !ringed.isEmpty else { return }
      let centre = CatalogIndex.cell(latitude: latitude, longitude: longitude)
      let centreRow = Int(centre) / 360
      let centreColumn = Int(centre) % 360
      var visited = Set<UInt32>()
      for ring in 0...180 {
        for (row, column) in Self.ring(ring, row: centreRow, column: centreColumn) {
          let cell = UInt32(row * 360 + column)
          guard visited.insert(cell).inserted else { continue }
          for source in ringed {
            try catalogs[source].index.forEachPlace(inCell: cell) { position, id, lat, lon in
              consider(id: id, lat: lat, lon: lon, source: source, position: position)
            }
          }
        }
        let bound = Self.unvisitedBound(afterRing: ring, latitude: latitude, row: centreRow)
        if let radiusKm, bound > radiusKm { break }
        if kept.count == limit, let last = kept.last, bound > last.distance { break }
      }
    }
    return try reporting {
      try kept.map {
        NearbyLandmark(
          landmark: try catalogs[$0.source].index.place(at: $0.position).landmark, distanceKm: $0.distance)
      }
    }
  }

  /// How far below the latitude bound an entry must lie to be turned away unmeasured: far more than
  /// the rounding of either distance, far less than any difference between two places.
  private static let latitudeBoundMargin = 1 - 1e-9

  /// The cells at Chebyshev distance `ring` from a cell: rows clipped at the poles, columns wrapped.
  private static func ring(_ ring: Int, row: Int, column: Int) -> [(row: Int, column: Int)] {
    var cells: [(Int, Int)] = []
    let span = min(ring, 180)
    for deltaRow in -ring...ring {
      let cellRow = row + deltaRow
      guard cellRow >= 0, cellRow <= 180 else { continue }
      let onEdge = abs(deltaRow) == ring
      let columns = onEdge ? Array(-span...span) : (ring == 0 ? [0] : [-span, span])
      for deltaColumn in columns {
        cells.append((cellRow, ((column + deltaColumn) % 360 + 360) % 360))
      }
    }
    return cells
  }

  /// A lower bound, in km, on the distance from the point to any cell outside the rings visited:
  /// such a cell is `ring` degrees of latitude away, or `ring` degrees of longitude away within the
  /// rows visited (where meridians converge towards the poles).
  private static func unvisitedBound(afterRing ring: Int, latitude: Double, row: Int) -> Double {
    let latitudeBound = Double(ring) * kilometresPerDegree
    guard ring < 180 else { return latitudeBound }
    let lowest = Double(row - ring) - 90
    let highest = Double(row + ring + 1) - 90
    let steepest = min(90, max(abs(latitude), abs(lowest), abs(highest)))
    let cosine = cos(steepest * .pi / 180)
    let longitudeBound = 2 * GreatCircle.earthRadiusKm * asin(min(1, cosine * sin(Double(ring) * .pi / 360)))
    return min(latitudeBound, longitudeBound)
  }
}

/// A landmark found near a point, with its great-circle distance.
public struct NearbyLandmark: Sendable, Hashable {
  /// The landmark found.
  public let landmark: Landmark
  /// Its distance from the point, in kilometres.
  public let distanceKm: Double

  /// Creates a result.
  public init(landmark: Landmark, distanceKm: Double) {
    self.landmark = landmark
    self.distanceKm = distanceKm
  }
}
