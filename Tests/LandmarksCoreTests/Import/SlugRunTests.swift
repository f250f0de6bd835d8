import LandmarksIndex
import LandmarksModels
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// Another source's slugs walked group by group: a candidate starting with the group's key is
/// found in the run exactly when the source holds it.
@Suite struct SlugRunTests {
  /// An index holding landmarks with these slugs.
  static func index(slugs: [String]) throws -> CatalogIndex {
    let places = slugs.enumerated().map { offset, slug in
      IndexedPlace(
        landmark: Landmark(
          id: 100_000 + offset, slug: slug, name: "Place \(offset)", continent: .europe, country: "DE", location: "",
          latitude: 50, longitude: 10),
        source: "other")
    }
    return try CatalogIndex(bytes: try IndexWriter.bytes(for: places), name: "other")
  }

  /// Whether `run`, moved to `key`, answers for each candidate as the set and `index` do.
  static func check(
    _ run: inout SlugRun, key: String, candidates: [String], holding slugs: Set<String>, in index: CatalogIndex
  ) throws {
    try Array(key.utf8).withUnsafeBytes { try run.move(to: $0) }
    for candidate in candidates {
      let (covers, found, position) = try Array(candidate.utf8).withUnsafeBytes {
        bytes throws -> (Bool, Bool, Int?) in
        guard run.covers(bytes) else { return (false, false, nil) }
        return (true, try run.contains(bytes), try run.position(of: bytes))
      }
      #expect(covers == candidate.hasPrefix(key), "\(key): \(candidate)")
      if covers {
        #expect(found == slugs.contains(candidate), "\(key): \(candidate)")
        #expect(position == (try index.position(ofSlug: candidate)), "\(key): \(candidate)")
      }
    }
  }

  @Test func candidatesOfEachGroupAreFoundInItsRun() throws {
    let slugs: Set<String> = [
      "a", "place-1", "place-12", "san", "san-jose", "san-jose-2", "san-jose-cr", "san-jose-cr-2", "san-josea",
      "sao-paulo", "zz",
    ]
    let index = try Self.index(slugs: Array(slugs))
    var run = try SlugRun(index: index)
    let candidates = Array(slugs) + ["b", "place", "place-2", "san-jose-cr-3", "san-jose-us", "san-jos", "zzz"]
    for key in ["a", "b", "place", "san", "san-jose", "san-josea", "sao-paulo", "z", "zz", "zzz"] {
      try Self.check(&run, key: key, candidates: candidates, holding: slugs, in: index)
    }
  }

  @Test func aKeyBeforeThePreviousOneStartsTheWalkAfresh() throws {
    let slugs: Set<String> = ["alpha", "beta", "beta-2", "gamma"]
    let index = try Self.index(slugs: Array(slugs))
    var run = try SlugRun(index: index)
    try Self.check(&run, key: "gamma", candidates: ["gamma", "gamma-2"], holding: slugs, in: index)
    try Self.check(&run, key: "beta", candidates: ["beta", "beta-2", "beta-3"], holding: slugs, in: index)
    try Self.check(&run, key: "alpha", candidates: ["alpha", "alpha-2"], holding: slugs, in: index)
  }

  @Test func anEmptySourceHoldsNothing() throws {
    let index = try Self.index(slugs: [])
    var run = try SlugRun(index: index)
    try Self.check(&run, key: "san-jose", candidates: ["san-jose", "san-jose-cr"], holding: [], in: index)
  }

  @Test(arguments: [7, 8, 9])
  func randomGroupsInAscendingOrder(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let tokens = ["a", "ab", "b", "cr", "2", "3", "us", "san", "jose"]
    func slug() -> String {
      (0..<Int.random(in: 1...3, using: &random)).map { _ in tokens.randomElement(using: &random) ?? "a" }
        .joined(separator: "-")
    }
    let slugs = Set((0..<400).map { _ in slug() })
    let index = try Self.index(slugs: Array(slugs))
    var run = try SlugRun(index: index)
    let keys = Set((0..<60).map { _ in slug() }).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    for key in keys {
      let candidates = [key, key + "-2", key + "-cr", key + "-cr-2", key + "a"] + slugs.filter { $0.hasPrefix(key) }
      try Self.check(&run, key: key, candidates: candidates, holding: slugs, in: index)
    }
  }
}
