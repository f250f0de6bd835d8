import Foundation
import Testing

/// The sample app's facts from `shared/reference/sample-landmarks.json`, read at test time.
///
/// The file sits beside the repository (`<repo>/../shared/reference/`), so it is located from this
/// source file's own path. A missing or unreadable file is a test failure, never a silent pass.
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

  /// Where the reference file is expected: `<repo>/../shared/reference/sample-landmarks.json`.
  static func url(relativeTo filePath: String) -> URL {
    // <repo>/Tests/LandmarksCoreTests/Catalog/SampleReferenceFixture.swift -> <repo>
    let repository = URL(fileURLWithPath: filePath)
      .deletingLastPathComponent()  // Catalog
      .deletingLastPathComponent()  // LandmarksCoreTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // repository root
    return repository.appendingPathComponent("../shared/reference/sample-landmarks.json").standardizedFileURL
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
