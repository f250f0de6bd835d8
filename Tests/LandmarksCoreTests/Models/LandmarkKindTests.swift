import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// The kind vocabulary: parsing by name with hyphens or spaces, singular or plural.
@Suite struct LandmarkKindTests {
  @Test(arguments: [
    // Names, any case
    ("mountain", LandmarkKind.mountain),
    ("Mountain", .mountain),
    ("MOUNTAIN", .mountain),
    ("temple", .temple),
    ("dunes", .dunes),
    ("ruins", .ruins),
    // Hyphen or space
    ("rock-formation", .rockFormation),
    ("rock formation", .rockFormation),
    ("Rock Formation", .rockFormation),
    ("ROCK-FORMATION", .rockFormation),
    ("national park", .nationalPark),
    ("national-park", .nationalPark),
    ("salt flat", .saltFlat),
    ("research-station", .researchStation),
    ("archaeological site", .archaeologicalSite),
    ("  national   park ", .nationalPark),
    // Plurals
    ("mountains", .mountain),
    ("Temples", .temple),
    ("rock formations", .rockFormation),
    ("volcanoes", .volcano),
    ("beaches", .beach),
    ("churches", .church),
    ("cities", .city),
    ("monasteries", .monastery),
    ("fortresses", .fortress),
    ("national-parks", .nationalPark),
    ("salt flats", .saltFlat),
    ("research stations", .researchStation),
    ("archaeological sites", .archaeologicalSite),
    ("canyons", .canyon),
    ("glaciers", .glacier),
    ("islands", .island),
    ("WATERFALLS", .waterfall),
    ("bridges", .bridge),
    ("palaces", .palace),
    ("reefs", .reef),
  ])
  func parsesNamesHyphensSpacesAndPlurals(text: String, expected: LandmarkKind) {
    #expect(LandmarkKind(parsing: text) == expected)
  }

  @Test(arguments: ["spaceship", "", "s", "rock", "park", "mountainss", "rockformation"])
  func rejectsUnknownKinds(text: String) {
    #expect(
      LandmarkKind(parsing: text) == nil, "'\(text)' parsed as \(String(describing: LandmarkKind(parsing: text)))")
  }

  @Test(arguments: LandmarkKind.allCases)
  func everyKindParsesFromItsRawValueAndItsSpacedName(kind: LandmarkKind) {
    #expect(LandmarkKind(parsing: kind.rawValue) == kind)
    #expect(LandmarkKind(parsing: kind.rawValue.replacingOccurrences(of: "-", with: " ")) == kind)
    #expect(LandmarkKind(parsing: kind.rawValue.uppercased()) == kind)
  }

  @Test(arguments: [
    ("mountian", "mountain"), ("vulcano", "volcano"), ("waterfal", "waterfall"), ("templ", "temple"),
    ("rock formaton", "rock-formation"), ("Glacer", "glacier"), ("nationl park", "national-park"),
  ])
  func suggestsTheNearestKind(typo: String, nearest: String) {
    #expect(LandmarkKind(parsing: typo) == nil)
    #expect(LandmarkKind.nearestNames(to: typo).first == nearest)
  }

  @Test func suggestsNothingForFarOffText() {
    #expect(LandmarkKind.nearestNames(to: "spaceport").isEmpty)
  }

  @Test func rawValuesAreLowercaseKebabCase() {
    for kind in LandmarkKind.allCases {
      let allowed = kind.rawValue.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
      #expect(allowed && !kind.rawValue.hasPrefix("-") && !kind.rawValue.hasSuffix("-"), "\(kind.rawValue)")
    }
  }

  @Test(arguments: [
    (LandmarkKind.mountain, false), (.volcano, false), (.wildlife, false), (.fjord, false), (.reef, false),
    (.temple, true), (.castle, true), (.ruins, true), (.lighthouse, true), (.researchStation, true), (.canal, true),
  ])
  func knowsWhichKindsPeopleBuilt(kind: LandmarkKind, built: Bool) {
    #expect(kind.isBuilt == built)
  }

  @Test func sortsAlphabeticallyByName() {
    #expect([LandmarkKind.volcano, .beach, .mountain].sorted() == [.beach, .mountain, .volcano])
  }
}
