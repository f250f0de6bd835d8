import LandmarksModels
import Testing

@testable import LandmarksCore

@Suite("Location places folded by the build")
struct FoldedPlacesTests {
  @Test("Every built-in landmark's places are there, folded as a run would fold them")
  func builtInTableMatchesFolding() throws {
    let catalog = try Catalog.builtIn()
    #expect(try catalog.landmarks.count >= 160)
    for landmark in try catalog.landmarks {
      let folds = try #require(FoldedPlaces.builtIn.folds(ofID: landmark.id), "\(landmark.slug)")
      #expect(folds == landmark.locationPlaces.map(TextFolding.fold), "\(landmark.slug)")
    }
  }

  @Test("Lines without an id are left out; an id the table lacks has no places")
  func malformedLines() {
    let table = FoldedPlaces(text: "7\tkyoto\tjapan\nnot an id\tx\n\n3\t\n5")
    #expect(table.folds(ofID: 7) == ["kyoto", "japan"])
    #expect(table.folds(ofID: 3) == [""])
    #expect(table.folds(ofID: 5) == nil)
    #expect(table.folds(ofID: 4) == nil)
  }

  @Test(
    "Searching with the build's folds finds what folding at run time finds",
    arguments: [
      "kyoto", "sao paulo", "são", "ile", "zurich", "japan", "peru", "mt fuji", "machu pichu", "grand cany", "jp",
      "united states", "rio", "bavaria", "new south wales", "île-de-france", "cusco", "reykjavik", "a", "lake",
    ])
  func sameHits(query: String) throws {
    let builtIn = try Catalog.builtIn()
    let folding = Catalog(index: builtIn.builtIn, countries: builtIn.countries)
    let expected = try folding.search(query, limit: 0)
    #expect(try builtIn.search(query, limit: 0) == expected)
  }
}
