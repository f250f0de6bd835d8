import Foundation
import LandmarksCore

/// The result of `near`: landmarks nearest first, each with its distance.
struct NearOutput: CommandOutput {
  /// What the distances are measured from.
  enum Origin: Sendable {
    case landmark(Landmark)
    case position(latitude: Double, longitude: Double)

    /// The point, and the id to leave out of the results.
    var point: (latitude: Double, longitude: Double, excluded: Int?) {
      switch self {
      case .landmark(let landmark): (landmark.latitude, landmark.longitude, landmark.id)
      case .position(let latitude, let longitude): (latitude, longitude, nil)
      }
    }
  }

  /// The key `near` adds to each landmark in JSON.
  private struct DistanceKey: Encodable, Sendable {
    let distanceKm: Double
  }

  let origin: Origin
  let results: [NearbyLandmark]
  let notes: [String]

  var json: (any Encodable & Sendable)? {
    results.map { LandmarkJSON(landmark: $0.landmark, extra: DistanceKey(distanceKm: Self.rounded($0.distanceKm))) }
  }

  /// Metres are the most a distance between two landmarks means.
  static func rounded(_ kilometres: Double) -> Double {
    (kilometres * 1000).rounded() / 1000
  }

  /// "8.4 km" below 100 km (or miles), "1,234 km" above, in the run's units.
  static func distance(_ kilometres: Double, units: UnitSystem = .metric) -> String {
    let value = units == .metric ? kilometres : UnitConversion.miles(fromKilometres: kilometres)
    let unit = units == .metric ? " km" : " mi"
    if value < 100 { return Formatting.fixed(value, places: 1) + unit }
    return Formatting.number(value.rounded()) + unit
  }

  func text(in style: OutputStyle) -> String {
    guard !results.isEmpty else { return "" }
    let heading: String
    switch origin {
    case .landmark(let landmark): heading = "Nearest to \(landmark.safeName):"
    case .position(let latitude, let longitude):
      heading = "Nearest to \(Formatting.coordinates(latitude: latitude, longitude: longitude)):"
    }
    let distances = Dictionary(results.map { ($0.landmark.id, $0.distanceKm) }, uniquingKeysWith: { first, _ in first })
    let lines = LandmarkTable.lines(results.map(\.landmark), style: style, indent: 2, showsContinent: false) {
      landmark in
      distances[landmark.id].map { "· " + Self.distance($0, units: style.units) }
    }
    return ([style.bold(heading)] + lines).map { $0 + "\n" }.joined()
  }
}
