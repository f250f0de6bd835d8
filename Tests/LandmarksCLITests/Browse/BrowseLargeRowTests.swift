import Foundation
import LandmarksCore
import LandmarksIndex
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// A continent row of thousands of imported places: the explorer reads the pages around the
/// selection, wherever it jumps, and keeps only a bounded number of them.
@Suite("Browse a large imported row")
struct BrowseLargeRowTests {
  /// How many places the imported source puts in Europe.
  static let placeCount = 5_000

  /// The built-in catalog with one source of `placeCount` European places, named so that they
  /// interleave with the built-in European landmarks.
  static func largeCatalog() throws -> Catalog {
    let builtIn = try Catalog.builtIn()
    let syllables = ["ka", "ber", "vik", "mo", "ri", "tar", "ul", "zé"]
    let places = (0..<placeCount).map { index in
      let name = (0..<3).map { syllables[(index / (1 + $0 * 5) + $0) % syllables.count] }.joined()
      let landmark = Landmark(
        id: 80_000_000 + index, slug: "large-\(index)", name: name.capitalized, alternateNames: [],
        continent: .europe, country: "FR", location: "Place \(index)", latitude: 45, longitude: 2, kinds: [],
        description: "", source: "large")
      return IndexedPlace(landmark: landmark, kindNames: [], source: "large")
    }
    let index = try CatalogIndex(bytes: try IndexWriter.bytes(for: places), name: "large")
    return builtIn.with(sources: [CatalogSource(name: "large", index: index)])
  }

  /// The merged European row, read the long way.
  static func europe(in catalog: Catalog) throws -> [Landmark] {
    var row: [Landmark] = []
    try catalog.forEachLandmark(matching: LandmarkFilter(continents: [.europe])) { row.append($0) }
    return row
  }

  /// A driver with the European row selected.
  static func driverOnEurope(_ catalog: Catalog) throws -> (BrowseDriver, Int) {
    var driver = try BrowseDriver(catalog: catalog)
    let row = try #require(driver.model.rows.firstIndex { $0.continent == .europe })
    driver.send(Array(repeating: .down, count: row + 1))
    return (driver, row)
  }

  @Test("End selects the row's last card and Home its first, reading only the pages they need")
  func endAndHome() throws {
    let catalog = try Self.largeCatalog()
    let row = try Self.europe(in: catalog)
    var (driver, index) = try Self.driverOnEurope(catalog)
    defer { driver.cleanUp() }
    #expect(driver.model.rows[index].count == row.count)
    #expect(driver.model.rows[index].pages.count == 1)

    driver.send(.end)
    let last = try #require(row.last)
    #expect(try driver.model.selectedLandmark?.id == last.id)
    #expect(driver.model.rows[index].pages.count <= 2)
    #expect(driver.shows(String(last.name.prefix(10))))

    driver.send(.home)
    #expect(try driver.model.selectedLandmark?.id == row.first?.id)
  }

  @Test("Moving card by card across page boundaries selects each landmark in the merged order")
  func stepping() throws {
    let catalog = try Self.largeCatalog()
    let row = try Self.europe(in: catalog)
    var (driver, index) = try Self.driverOnEurope(catalog)
    defer { driver.cleanUp() }
    for position in 1..<200 {
      driver.send(.right)
      #expect(try driver.model.selectedLandmark?.id == row[position].id, "card \(position)")
    }
    driver.send(.end)
    for position in stride(from: row.count - 2, to: row.count - 100, by: -1) {
      driver.send(.left)
      #expect(try driver.model.selectedLandmark?.id == row[position].id, "card \(position)")
    }
    #expect(driver.model.rows[index].pages.count <= ContinentRow.pagesKept)
  }

  @Test("However far the selection travels, the row keeps a bounded number of pages")
  func boundedPages() throws {
    let catalog = try Self.largeCatalog()
    var (driver, index) = try Self.driverOnEurope(catalog)
    defer { driver.cleanUp() }
    for _ in 0..<(ContinentRow.pagesKept * 2) {
      driver.send(Array(repeating: .right, count: ContinentRow.pageSize))
    }
    let rowState = driver.model.rows[index]
    #expect(rowState.pages.count <= ContinentRow.pagesKept)
    #expect(rowState.landmark(at: driver.model.cardSelection[index]) != nil)
  }
}
