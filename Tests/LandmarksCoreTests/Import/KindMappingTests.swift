import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// Kinds from free text, GeoNames codes and OpenStreetMap tags.
@Suite struct KindMappingTests {
  @Test(arguments: [
    ("Mountains", "mountain"), ("rock formation", "rock-formation"), ("Ski Resort", "ski-resort"),
    ("Beaches", "beach"), ("MUSÉE", "musee"),
  ])
  func normalizesFreeText(text: String, kind: String) {
    #expect(KindMapping.normalize(text) == kind)
  }

  @Test func listsSplitAndDeduplicate() {
    #expect(KindMapping.kinds(["lake; volcano, Lakes|ski resort", "  "]) == ["lake", "volcano", "ski-resort"])
  }

  @Test(arguments: [
    ("H", "LK", ["lake"]), ("H", "LKS", ["lake"]), ("T", "MT", ["mountain"]), ("T", "VLC", ["volcano"]),
    ("S", "CSTL", ["castle"]), ("S", "TMPL", ["temple"]), ("P", "PPLC", ["capital", "city"]),
    ("P", "PPLA2", ["city"]), ("P", "PPL", ["town"]), ("H", "FLLS", ["waterfall"]), ("H", "GLCR", ["glacier"]),
    ("T", "ISLS", ["island"]), ("X", "ZZZ", []),
  ])
  func mapsGeoNamesCodes(featureClass: String, code: String, kinds: [String]) {
    #expect(KindMapping.kinds(featureClass: featureClass, featureCode: code) == kinds)
  }

  @Test(arguments: [
    (["natural": "peak"], ["mountain"]), (["tourism": "museum"], ["museum"]), (["historic": "castle"], ["castle"]),
    (["amenity": "place_of_worship", "religion": "muslim"], ["mosque"]),
    (["historic": "yes", "tourism": "viewpoint"], ["historic-site", "viewpoint"]),
    (["waterway": "waterfall"], ["waterfall"]), (["boundary": "national_park"], ["national-park"]),
    (["highway": "bus_stop"], []),
  ])
  func mapsOpenStreetMapTags(tags: [String: String], kinds: [String]) {
    #expect(KindMapping.kinds(osmTags: tags) == kinds)
  }

  /// Every mapped name that is in the core vocabulary uses the vocabulary's spelling.
  @Test func reusesTheCoreVocabulary() {
    #expect(KindMapping.normalize("research station") == LandmarkKind.researchStation.rawValue)
    #expect(KindMapping.normalize("national parks") == LandmarkKind.nationalPark.rawValue)
  }
}
