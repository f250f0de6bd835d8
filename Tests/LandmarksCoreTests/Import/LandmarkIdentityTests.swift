import Foundation
import Testing

@testable import LandmarksCore

/// Imported ids are stable hashes; slugs are readable and unique.
@Suite struct LandmarkIdentityTests {
  @Test func idsAreStableAndInRange() {
    let id = LandmarkIdentity.id(source: "trips", sourceID: "42", name: "A", latitude: 1, longitude: 2)
    // A fixed value: the hash must never change between versions, or re-imports would duplicate.
    #expect(id == LandmarkIdentity.id(source: "trips", sourceID: "42", name: "Other", latitude: 9, longitude: 9))
    #expect(id == 2_860_666_879_292_187)
    #expect(id >= LandmarkIdentity.firstImportedID && id <= LandmarkIdentity.maxID)
    #expect(id != LandmarkIdentity.id(source: "trip", sourceID: "s42", name: "A", latitude: 1, longitude: 2))
    #expect(id != LandmarkIdentity.id(source: "other", sourceID: "42", name: "A", latitude: 1, longitude: 2))
  }

  @Test func withoutASourceIDTheFoldedNameAndRoundedPositionDecide() {
    let a = LandmarkIdentity.id(source: "s", sourceID: nil, name: "São José", latitude: 9.932_001, longitude: -84.08)
    let b = LandmarkIdentity.id(source: "s", sourceID: nil, name: "sao  JOSE", latitude: 9.932_004, longitude: -84.08)
    let c = LandmarkIdentity.id(source: "s", sourceID: nil, name: "San José", latitude: 9.932_001, longitude: -84.08)
    let d = LandmarkIdentity.id(source: "s", sourceID: nil, name: "São José", latitude: 9.932_02, longitude: -84.08)
    #expect(a == b)
    #expect(a != c)
    #expect(a != d)
  }

  @Test func exportedPlacesKeepTheirId() {
    let place = ImportedPlace(
      sourceID: "1016", exported: ExportedIdentity(id: 1016, source: nil), name: "Fuji", latitude: 35, longitude: 138)
    #expect(LandmarkIdentity.id(source: "anything", place: place) == 1016)
  }

  @Test func manyIdsDoNotCollide() {
    var seen: Set<Int> = []
    for index in 0..<200_000 {
      seen.insert(LandmarkIdentity.id(source: "bulk", sourceID: String(index), name: "", latitude: 0, longitude: 0))
    }
    #expect(seen.count == 200_000)
  }

  @Test(arguments: [
    ("Mount Fuji", "mount-fuji"), ("São José", "sao-jose"), ("K'gari", "kgari"), ("Ærø", "aero"),
    ("Москва", "moskva"), ("Αθήνα", "athena"), ("  --Hello,  World!!  ", "hello-world"), ("1984", "place-1984"),
    ("Mount \"Quoted\", Peak", "mount-quoted-peak"),
  ])
  func slugs(name: String, slug: String) {
    #expect(LandmarkIdentity.slug(for: name) == slug)
  }

  @Test func slugsAreShortAndASCII() throws {
    let slug = try #require(LandmarkIdentity.slug(for: String(repeating: "word ", count: 100)))
    #expect(slug.utf8.count <= 60)
    #expect(slug.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(LandmarkIdentity.slug(for: "!!!") == nil)
  }

  /// A long slug keeps its first 60 bytes, without the hyphen a cut may leave at the end.
  @Test(arguments: [
    (String(repeating: "word ", count: 100), String(repeating: "word-", count: 11) + "word"),
    (String(repeating: "a", count: 59) + " bc", String(repeating: "a", count: 59)),
    (String(repeating: "a", count: 58) + " bc", String(repeating: "a", count: 58) + "-b"),
    (String(repeating: "1", count: 70), "place-" + String(repeating: "1", count: 60)),
    ("12 34", "12-34"), ("7", "place-7"), ("a", "a"),
  ])
  func longSlugsAreCut(name: String, slug: String) {
    #expect(LandmarkIdentity.slug(for: name) == slug)
  }

  @Test func slugAssignerAddsCountryThenNumber() {
    var assigner = SlugAssigner(taken: ["mount-fuji"])
    #expect(assigner.assign(name: "San José", country: "CR", id: 1) == "san-jose")
    #expect(assigner.assign(name: "San Jose", country: "CR", id: 2) == "san-jose-cr")
    #expect(assigner.assign(name: "SAN JOSÉ", country: "CR", id: 3) == "san-jose-cr-2")
    #expect(assigner.assign(name: "San José", country: "US", id: 4) == "san-jose-us")
    #expect(assigner.assign(name: "San José", country: nil, id: 5) == "san-jose-2")
    #expect(assigner.assign(name: "Mount Fuji", country: "JP", id: 6) == "mount-fuji-jp")
    #expect(assigner.assign(name: "!!!", country: nil, id: 7) == "place-7")
  }

  @Test func slugAssignerStaysLinearOnOneRepeatedName() {
    var assigner = SlugAssigner(taken: [String]())
    var slugs: Set<String> = []
    for index in 0..<20_000 {
      slugs.insert(assigner.assign(name: "San José", country: "CR", id: index))
    }
    #expect(slugs.count == 20_000)
    #expect(slugs.contains("san-jose-cr-19999"))
  }

  @Test func syntheticPlacesGetDistinctSlugs() {
    var assigner = SlugAssigner(taken: [String]())
    let slugs = SyntheticPlaces.places(count: 2_000).map { place in
      assigner.assign(name: place.name, country: place.country, id: 0)
    }
    #expect(Set(slugs).count == slugs.count)
  }
}
