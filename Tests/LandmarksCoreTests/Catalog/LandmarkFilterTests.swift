import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// The filter's logic on its own: any of one criterion's values, all of the criteria.
@Suite struct LandmarkFilterTests {
  static let fuji = Landmark(
    id: 1, slug: "fuji", name: "Fuji", continent: .asia, country: "JP", location: "", latitude: 0, longitude: 0,
    kinds: [.mountain, .volcano])
  static let etna = Landmark(
    id: 2, slug: "etna", name: "Etna", continent: .europe, country: "IT", location: "", latitude: 0, longitude: 0,
    kinds: [.volcano])
  static let kirkjufell = Landmark(
    id: 3, slug: "kirkjufell", name: "Kirkjufell", continent: .europe, country: "IS", location: "", latitude: 0,
    longitude: 0, kinds: [.mountain])
  static let all = [fuji, etna, kirkjufell]

  @Test(arguments: [
    (LandmarkFilter(), [1, 2, 3]),
    (LandmarkFilter(continents: [.europe]), [2, 3]),
    (LandmarkFilter(continents: [.europe, .asia]), [1, 2, 3]),
    (LandmarkFilter(kinds: [.volcano]), [1, 2]),
    (LandmarkFilter(kinds: [.volcano, .mountain]), [1, 2, 3]),
    (LandmarkFilter(continents: [.europe], kinds: [.volcano]), [2]),
    (LandmarkFilter(countries: ["JP", "is"]), [1, 3]),
    (LandmarkFilter(continents: [.asia], countries: ["IS"]), []),
    (LandmarkFilter(kinds: [.mountain], ids: [1, 2]), [1]),
    (LandmarkFilter(ids: []), []),
  ])
  func keepsAnyOfEachAllOfThem(filter: LandmarkFilter, ids: [Int]) {
    #expect(Self.all.filter(filter.matches).map(\.id) == ids)
  }

  @Test func isEmptyOnlyWithoutCriteria() {
    #expect(LandmarkFilter().isEmpty)
    #expect(!LandmarkFilter(ids: []).isEmpty)
    #expect(!LandmarkFilter(kinds: [.cave]).isEmpty)
  }

  @Test func countriesAreStoredUpperCased() {
    #expect(LandmarkFilter(countries: ["jp", "Is"]).countries == ["JP", "IS"])
  }

  @Test func sectionsFollowTheFilter() throws {
    let catalog = try Catalog(landmarks: Self.all, countries: CountryTable(countries: []), featuredID: 1)
    let sections = try catalog.sections(matching: LandmarkFilter(kinds: [.mountain]))
    #expect(sections.map(\.continent) == [.asia, .europe])
    #expect(sections.map { $0.landmarks.map(\.id) } == [[1], [3]])
  }
}
