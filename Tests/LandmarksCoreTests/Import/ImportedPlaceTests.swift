import Testing

@testable import LandmarksCore

/// The fields most places lack read back as they were set, and a place whose rare fields were set
/// and cleared again is the place that never had them.
@Suite struct ImportedPlaceTests {
  @Test func rareFieldsReadBackAsSet() {
    var place = ImportedPlace(
      sourceID: "7", exported: ExportedIdentity(id: 12, source: "s"), name: "N", latitude: 1, longitude: 2,
      location: "L", description: "D", importance: 5, featureClass: "T", featureCode: "MT")
    place.elevation = 3.5
    #expect(place.exported == ExportedIdentity(id: 12, source: "s"))
    #expect(place.location == "L")
    #expect(place.description == "D")
    #expect(place.importance == 5)
    #expect(place.featureClass == "T")
    #expect(place.featureCode == "MT")
    #expect(place.elevation == 3.5)
    place.location = nil
    #expect(place.location == nil)
    #expect(place.description == "D")
  }

  @Test func aPlaceWhoseRareFieldsWereClearedEqualsOneThatNeverHadThem() {
    let plain = ImportedPlace(sourceID: "7", name: "N", latitude: 1, longitude: 2, country: "CH")
    var place = plain
    place.importance = 3
    place.description = "D"
    #expect(place != plain)
    place.importance = nil
    place.description = nil
    #expect(place == plain)
    #expect(place.hashValue == plain.hashValue)
    #expect(Set([place, plain]).count == 1)
  }

  @Test func aCopyKeepsItsRareFieldsWhenTheOriginalChanges() {
    var place = ImportedPlace(name: "N", latitude: 1, longitude: 2, featureCode: "MT")
    let copy = place
    place.featureCode = "HLL"
    place.elevation = 10
    #expect(copy.featureCode == "MT")
    #expect(copy.elevation == nil)
    #expect(place.featureCode == "HLL")
  }
}
