import Foundation
import LandmarksCore
import LandmarksModels

/// `landmarks near LANDMARK|LAT,LON`: the nearest landmarks, by great-circle distance.
struct NearCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "near",
    abstract: .nearAbstract,
    discussion: [.init(.nearDiscussion)],
    arguments: [
      ArgumentDefinition(
        name: "landmark", arity: .required, help: .nearArgumentLandmark, kind: .landmark)
    ],
    options: [
      .option(
        "radius", value: "distance", kind: .number,
        help: .nearOptionRadius),
      .option("limit", value: "n", kind: .number, help: .nearOptionLimit),
      .json,
    ],
    examples: [
      .init(arguments: "near fuji", explanation: .nearExample1),
      .init(arguments: "near 48.8584,2.2945 --radius 500", explanation: .nearExample2),
      .init(arguments: "near uluru --limit 3 --json", explanation: .nearExample3),
    ]
  )

  /// How many are listed without `--limit`.
  static let defaultLimit = 10

  let target: String
  let radiusKm: Double?
  let limit: Int

  init(arguments: ParsedArguments) throws {
    target = arguments.positionals.first ?? ""
    // A bare number is kilometres whatever the units; 30mi, 500m and 2km say their own.
    radiusKm = try arguments.value("radius", expecting: LocalizedText(.expectedRadius)) { text in
      DistanceText.kilometres(text).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }
    limit =
      try arguments.value("limit", expecting: LocalizedText(.expectedLimit)) { text in
        Int(text).flatMap { (1...10_000).contains($0) ? $0 : nil }
      } ?? Self.defaultLimit
  }

  /// `text` as a position "LAT,LON" on the globe, or `nil` when it is not one.
  static func position(_ text: String) -> (latitude: Double, longitude: Double)? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingBlanks() }
    guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { return nil }
    return (latitude, longitude)
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let origin: NearOutput.Origin
    if let point = Self.position(target) {
      origin = .position(latitude: point.latitude, longitude: point.longitude)
    } else {
      origin = .landmark(try catalog.resolve(target))
    }
    let (latitude, longitude, excluded) = origin.point
    let found = try catalog.nearest(
      latitude: latitude, longitude: longitude, limit: limit, radiusKm: radiusKm, excluding: excluded)
    let words = context.localizer
    let notes =
      found.isEmpty
      ? [radiusKm.map { words(.nearNoneWithin, Formatting.number($0, in: words)) } ?? words(.nearNone)] : []
    return NearOutput(origin: origin, results: found, notes: notes)
  }
}

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
  static func distance(_ kilometres: Double, units: UnitSystem = .metric, in words: Localizer = .english) -> String {
    let value = units == .metric ? kilometres : UnitConversion.miles(fromKilometres: kilometres)
    let unit: LocaleData.Unit = units == .metric ? .kilometre : .mile
    if value < 100 { return words.measure(words.digits(Formatting.fixed(value, places: 1)), unit, count: nil) }
    return words.measure(Formatting.number(value.rounded(), in: words), unit, count: value.rounded())
  }

  func text(in style: OutputStyle) -> String {
    guard !results.isEmpty else { return "" }
    let words = style.localizer
    let heading: String
    switch origin {
    case .landmark(let landmark): heading = words(.nearHeading, words.name(of: landmark))
    case .position(let latitude, let longitude):
      heading = words(.nearHeading, Formatting.coordinates(latitude: latitude, longitude: longitude, in: words))
    }
    let distances = Dictionary(results.map { ($0.landmark.id, $0.distanceKm) }, uniquingKeysWith: { first, _ in first })
    let lines = LandmarkTable.lines(results.map(\.landmark), style: style, indent: 2, showsContinent: false) {
      landmark in
      distances[landmark.id].map { "· " + Self.distance($0, units: style.units, in: words) }
    }
    return ([style.bold(heading)] + lines).map { $0 + "\n" }.joined()
  }
}
