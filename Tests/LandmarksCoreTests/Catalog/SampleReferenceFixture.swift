import Foundation
import Testing

/// The sample app's facts, read at test time from `Tests/Fixtures/sample-landmarks.json`, a
/// verbatim copy of the product brief's `shared/reference/sample-landmarks.json` kept in the
/// repository so the tests need nothing outside it. A missing file fails, never passes silently.
struct SampleReferenceFixture: Decodable {
  struct SampleBadge: Decodable {
    let id: String
    let symbol: String
    let color: String
  }

  struct SampleLandmark: Decodable {
    let id: Int
    let name: String
    let continent: String
    let latitude: Double
    let longitude: Double
    let areaKm2: Double?
    /// `[low, high]`, a null low meaning "up to high"; null when unknown.
    let elevationMeters: [Double?]?
    let badge: SampleBadge?
  }

  struct SampleActivity: Decodable {
    let id: String
  }

  let continentOrder: [String]
  let activities: [SampleActivity]
  let featuredLandmarkId: Int
  let landmarks: [SampleLandmark]

  /// Where the reference file is expected: `<repo>/Tests/Fixtures/sample-landmarks.json`.
  static func url(relativeTo filePath: String) -> URL {
    // <repo>/Tests/LandmarksCoreTests/Catalog/SampleReferenceFixture.swift -> <repo>/Tests
    let repository = URL(fileURLWithPath: filePath)
      .deletingLastPathComponent()  // Catalog
      .deletingLastPathComponent()  // LandmarksCoreTests
      .deletingLastPathComponent()  // Tests
    return repository.appendingPathComponent("Fixtures/sample-landmarks.json").standardizedFileURL
  }

  /// The reference file's location, worked out from this source file's own path.
  static let defaultURL = url(relativeTo: #filePath)

  /// Loads the reference file, recording a clear failure when it is missing or malformed.
  static func load(
    from url: URL = defaultURL, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SampleReferenceFixture {
    try #require(
      FileManager.default.fileExists(atPath: url.path),
      "The sample reference file is missing at \(url.path); the no-drift checks cannot run without it.",
      sourceLocation: sourceLocation)
    let data = try Data(contentsOf: url)
    let fixture = try JSONDecoder().decode(SampleReferenceFixture.self, from: data)
    try #require(
      fixture.landmarks.count == 21, "The sample reference should list 21 landmarks, found \(fixture.landmarks.count)",
      sourceLocation: sourceLocation)
    return fixture
  }
}
