import LandmarksModels
import Testing

@testable import LandmarksCore

@Suite("Map frames and placement")
struct MapFrameTests {
  let catalog: Catalog

  init() throws {
    catalog = try Catalog.builtIn()
  }

  private func landmark(_ slug: String) throws -> Landmark {
    try #require(try catalog.landmark(slug: slug), "\(slug)")
  }

  private func frame(_ continent: Continent) throws -> MapFrame {
    let points = try catalog.landmarks(matching: LandmarkFilter(continents: [continent])).map(Coordinate.init)
    return try #require(MapFrame.fitting(points))
  }

  @Test("everything gets the whole world in Equal Earth; nothing gets no frame")
  func world() throws {
    #expect(try MapFrame.fitting(catalog.landmarks.map(Coordinate.init)) == .world)
    #expect(MapFrame.fitting([]) == nil)
  }

  @Test("the world at 80 columns is about 20 rows")
  func worldShape() {
    let viewport = MapViewport(frame: .world, columns: 80)
    #expect((19...21).contains(viewport.rows))
  }

  @Test("Oceania spans the Pacific from Uluru to Easter Island, not the whole world")
  func oceania() throws {
    let oceania = try frame(.australiaOceania)
    #expect(!oceania.isWorld)
    guard case .equirectangular(let centre, _) = oceania.projection else {
      Issue.record("expected a regional projection, got \(oceania.projection)")
      return
    }
    // The middle of the shortest interval is in the Pacific, east of Australia.
    #expect(centre > 150 || centre < -170)
    let bounds = MapViewport(frame: oceania, columns: 80).bounds
    #expect(bounds.west > 100 && bounds.east < -90)
  }

  @Test("Antarctica gets a south polar projection")
  func antarctica() throws {
    let antarctica = try frame(.antarctica)
    guard case .polar(let north, _) = antarctica.projection else {
      Issue.record("expected a polar projection, got \(antarctica.projection)")
      return
    }
    #expect(!north)
  }

  @Test("on the world map Fuji is right of the Grand Canyon and above the Great Barrier Reef")
  func relativePlacement() throws {
    let viewport = MapViewport(frame: .world, columns: 80)
    let fuji = try #require(viewport.cell(of: Coordinate(try landmark("mount-fuji"))))
    let canyon = try #require(viewport.cell(of: Coordinate(try landmark("grand-canyon"))))
    let reef = try #require(viewport.cell(of: Coordinate(try landmark("great-barrier-reef"))))
    #expect(fuji.column > canyon.column)
    #expect(fuji.row < reef.row)
  }

  @Test(
    "Kirkjufell is near the top of the world map and the South Shetlands near the bottom", arguments: [40, 80, 200])
  func extremes(columns: Int) throws {
    let viewport = MapViewport(frame: .world, columns: columns)
    let kirkjufell = try #require(viewport.cell(of: Coordinate(try landmark("kirkjufell-mountain"))))
    let shetlands = try #require(viewport.cell(of: Coordinate(try landmark("south-shetland-islands"))))
    #expect(Double(kirkjufell.row) < Double(viewport.rows) * 0.2)
    #expect(Double(shetlands.row) > Double(viewport.rows) * 0.8)
  }

  @Test("land under Paris and ocean under the mid-Atlantic, in the dots that are drawn")
  func landUnderKnownPoints() throws {
    let mask = try LandMask.builtIn()
    for (frame, columns) in [(MapFrame.world, 80), (try frame(.europe), 80), (try frame(.europe), 200)] {
      let viewport = MapViewport(frame: frame, columns: columns)
      let dots = viewport.landDots(in: mask)
      func isLand(_ latitude: Double, _ longitude: Double) throws -> Bool {
        let dot = viewport.dot(of: frame.projection.project(Coordinate(latitude: latitude, longitude: longitude)))
        let x = try #require(Int(exactly: dot.x.rounded(.down)))
        let y = try #require(Int(exactly: dot.y.rounded(.down)))
        return dots[y * viewport.dotsWide + x]
      }
      #expect(try isLand(48.8566, 2.3522))
      #expect(try !isLand(40, -20))
    }
  }

  @Test("a radius map is centred on its landmark and holds its circle")
  func around() throws {
    let fuji = Coordinate(try landmark("mount-fuji"))
    let frame = MapFrame.around(fuji, radiusKm: 1_000)
    let viewport = MapViewport(frame: frame, columns: 80)
    let cell = try #require(viewport.cell(of: fuji))
    #expect(abs(cell.column - 40) <= 1)
    #expect(abs(cell.row - viewport.rows / 2) <= 1)
    for bearing in stride(from: 0.0, to: 360, by: 30) {
      #expect(viewport.cell(of: fuji.destination(distanceKm: 990, bearing: bearing)) != nil)
    }
    // Beyond 60° the map is polar, so Kirkjufell's region keeps its shape.
    let iceland = MapFrame.around(Coordinate(try landmark("kirkjufell-mountain")), radiusKm: 1_000)
    #expect(iceland.projection == .polar(north: true, centralLongitude: -23.305))
  }

  @Test("a point outside the grid has no cell, however far")
  func outside() {
    let viewport = MapViewport(frame: .world, columns: 80)
    #expect(viewport.cell(of: Coordinate(latitude: 0, longitude: 0)) != nil)
    let tiny = MapViewport(
      frame: MapFrame(
        projection: .equirectangular(centralLongitude: 0, standardLatitude: 0), minX: -0.01, maxX: 0.01, minY: -0.01,
        maxY: 0.01),
      columns: 20)
    #expect(tiny.cell(of: Coordinate(latitude: 89, longitude: 179)) == nil)
  }
}

@Suite("Map frames: bad coordinates")
struct MapFrameSafetyTests {
  @Test("impossible coordinates are left off, never a crash")
  func impossible() throws {
    let frame = try #require(
      MapFrame.fitting([
        Coordinate(latitude: .nan, longitude: 10), Coordinate(latitude: 45, longitude: .infinity),
        Coordinate(latitude: 120, longitude: 0), Coordinate(latitude: 46, longitude: 7),
      ]))
    let viewport = MapViewport(frame: frame, columns: 40)
    #expect(viewport.cell(of: Coordinate(latitude: 46, longitude: 7)) != nil)
    #expect(viewport.cell(of: Coordinate(latitude: .nan, longitude: 7)) == nil)
    #expect(try LandMask.builtIn().isLand(Coordinate(latitude: .nan, longitude: .infinity)) == false)
    #expect(MapFrame.fitting([Coordinate(latitude: .nan, longitude: .nan)]) == nil)
  }
}
