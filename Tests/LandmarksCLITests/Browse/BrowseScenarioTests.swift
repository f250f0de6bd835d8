import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// The issue's scripted-key scenarios, run in-process: what a new user does in the explorer, with
/// the store read back from disk after each change and the screen read back as text.
@Suite("Browse scenarios")
struct BrowseScenarioTests {
  /// The sizes the scenarios that depend on the layout run at: compact, regular and wide.
  static let sizes: [(width: Int, height: Int)] = [(40, 12), (80, 24), (120, 40)]

  @Test("Enter on the featured header's Learn More opens Mount Fuji", arguments: sizes)
  func openFujiWithoutItsName(width: Int, height: Int) throws {
    var driver = try BrowseDriver(width: width, height: height)
    defer { driver.cleanUp() }
    #expect(driver.shows("Learn More"))
    driver.send(.enter)
    #expect(driver.model.page == .detail(BrowseDriver.fujiID))
    #expect(driver.lines[1].hasSuffix(" Mount Fuji"))
    #expect(driver.shows("[f]"))
  }

  @Test("The four activities earn Fuji's badge: in the store, on screen and in the badge stack")
  func fourActivitiesEarnTheBadge() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    driver.send(.enter, .character("1"), .character("2"), .character("3"))
    #expect(!driver.shows("You earned"))
    #expect(driver.shows("(3/4)"))
    driver.send(.character("4"))
    #expect(driver.failures.isEmpty)
    let stored = try driver.stored()
    #expect(Set(stored.doneActivities(at: BrowseDriver.fujiID)) == Set(Activity.allCases))
    let earned = try BadgeRules.earned(in: driver.catalog, state: stored).map(\.landmark.id)
    #expect(earned == [BrowseDriver.fujiID])
    #expect(driver.shows("You earned the Mount Fuji badge!"))

    // Back on the landmarks page the stack stands above its toggle, which counts one badge.
    driver.send(.escape)
    #expect(driver.model.page == .landmarks)
    #expect(driver.model.badgeStackShown)
    #expect(stackText(of: driver).contains("Mount Fuji"))
    #expect(driver.shows("◆ 1"))

    driver.send(.character("b"))
    #expect(try driver.stored().badgeStack.value == false)
    #expect(!stackText(of: driver).contains("Mount Fuji"))
    #expect(driver.shows("◆ 1"))

    driver.send(.character("b"))
    #expect(try driver.stored().badgeStack.value == true)
    #expect(stackText(of: driver).contains("Mount Fuji"))
  }

  /// The text in the badge stack's column, above its toggle.
  private func stackText(of driver: BrowseDriver) -> String {
    let screen = driver.render()
    let layout = driver.model.layout
    let toggleTop = layout.body.maxY - BrowseGeometry.toggleSize.height
    let left = layout.width - BadgeArt.cellWidth - 1
    var text = ""
    for row in layout.body.y..<toggleTop {
      for column in left..<layout.width where screen[column, row].width > 0 { text += screen[column, row].text }
      text += "\n"
    }
    return text
  }

  @Test("f on the detail adds Fuji to Favorites in the store, and again takes it out")
  func favouriteFuji() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    driver.send(.enter, .character("f"))
    #expect(try driver.stored().favorites.landmarkIDs == [BrowseDriver.fujiID])
    #expect(driver.shows("★ Favorite"))
    #expect(driver.shows("Added to Favorites."))
    driver.send(.character("f"))
    #expect(try driver.stored().favorites.landmarkIDs.isEmpty)
    #expect(driver.shows("☆ Favorite"))
  }

  @Test("n in the collections view creates a collection and opens it; a, a filter and Space add Fuji")
  func createACollectionAndAddThroughThePicker() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    driver.openSection(2)
    #expect(driver.model.page == .collections)
    driver.send(.character("n"))
    #expect(driver.shows("New collection: its name"))
    for _ in "New Collection" { driver.send(.backspace) }
    driver.type("Peaks")
    driver.send(.enter)
    let created = try #require(BrowseDriver.userCollections(in: try driver.stored()).first)
    #expect(created.name.value == "Peaks")
    #expect(created.id == "browse-test-1")
    #expect(driver.model.page == .collection(created.id))
    #expect(driver.shows("Nothing here yet"))

    driver.send(.character("a"))
    driver.type("fuji")
    #expect(driver.shows("[ ] Mount Fuji"))
    driver.send(.character(" "))
    #expect(driver.shows("[✓] Mount Fuji"))
    driver.send(.enter)
    let filled = try #require(BrowseDriver.userCollections(in: try driver.stored()).first)
    #expect(filled.landmarkIDs == [BrowseDriver.fujiID])
    #expect(driver.shows("Mount Fuji  JP"))
  }

  @Test("The detail's c menu adds Fuji to an existing collection and creates a new one holding it")
  func addThroughTheCollectionsMenu() throws {
    var state = UserState.empty
    _ = try state.createCollection(named: "Peaks", id: "peaks", on: BrowseDriver.date)
    var driver = try BrowseDriver(state: state)
    defer { driver.cleanUp() }
    driver.send(.enter, .character("c"))
    #expect(driver.shows("[ ] Favorites"))
    #expect(driver.shows("[ ] Peaks"))
    driver.send(.down, .character(" "))
    #expect(driver.shows("[✓] Peaks"))
    #expect(try driver.stored().liveCollections.first { $0.id == "peaks" }?.landmarkIDs == [BrowseDriver.fujiID])

    // The last line, "+ New collection…", asks for a name and creates it with Fuji inside.
    driver.send(.down, .enter)
    #expect(driver.shows("New collection: its name"))
    for _ in "New Collection" { driver.send(.backspace) }
    driver.type("Volcanoes")
    driver.send(.enter)
    let volcanoes = try driver.stored().liveCollections.first { $0.name.value == "Volcanoes" }
    #expect(volcanoes?.landmarkIDs == [BrowseDriver.fujiID])
    #expect(driver.model.page == .detail(BrowseDriver.fujiID))
    #expect(driver.shows("Collections (2)"))
  }

  @Test("/ then a typo finds Machu Picchu, and Enter opens it")
  func searchWithATypo() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    let machuPicchu = try #require(driver.catalog.landmarks.first { $0.name == "Machu Picchu" })
    driver.send(.character("/"))
    driver.type("machu pichu")
    guard case .search(let search) = driver.model.overlay else {
      Issue.record("the search field is not open")
      return
    }
    #expect(search.hits.first?.landmark.id == machuPicchu.id)
    #expect(driver.shows("/ machu pichu"))
    #expect(driver.shows("Machu Picchu"))
    driver.send(.enter)
    #expect(driver.model.overlay == nil)
    #expect(driver.model.page == .detail(machuPicchu.id))
    #expect(driver.lines[0].contains("Machu Picchu"))
  }

  @Test("u undoes the last change in the store, and Ctrl-R redoes it")
  func undoAndRedo() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    driver.send(.enter, .character("1"), .character("f"))
    #expect(try driver.stored().favorites.contains(BrowseDriver.fujiID))
    driver.send(.character("u"))
    #expect(driver.failures.isEmpty)
    let undone = try driver.stored()
    #expect(!undone.favorites.contains(BrowseDriver.fujiID))
    #expect(undone.doneActivities(at: BrowseDriver.fujiID) == [Activity.allCases[0]])
    #expect(!driver.model.state.favorites.contains(BrowseDriver.fujiID))
    #expect(driver.shows("Undone."))
    #expect(driver.shows("☆ Favorite"))
    driver.send(.control("r"))
    #expect(try driver.stored().favorites.contains(BrowseDriver.fujiID))
    #expect(driver.shows("★ Favorite"))
  }

  @Test("Favorites opens on a new user's store, where it is still empty, and a adds to it")
  func emptyFavoritesOpens() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    driver.openSection(2)
    #expect(driver.shows("Favorites"))
    driver.send(.enter)
    #expect(driver.model.page == .collection(LandmarkCollection.favoritesID))
    #expect(driver.model.openCollection?.isFavorites == true)
    #expect(driver.shows("Nothing here yet"))
    driver.send(.character("a"))
    driver.type("fuji")
    driver.send(.character(" "), .enter)
    #expect(try driver.stored().favorites.landmarkIDs == [BrowseDriver.fujiID])
    #expect(driver.model.page == .collection(LandmarkCollection.favoritesID))
  }

  @Test("Esc and c close the detail's collections menu")
  func collectionsMenuCloses() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    for key in [Key.escape, .character("c")] {
      driver.send(.enter, .character("c"))
      #expect(driver.shows(" Collections "))
      driver.send(key)
      #expect(driver.model.overlay == nil, "\(key)")
      // Back from the detail, so the next round starts from the landmarks page.
      driver.send(.escape)
    }
  }

  @Test(
    "Favorites cannot be renamed or deleted: a message on screen, the store unchanged",
    arguments: ["r", "d"] as [Character])
  func favoritesStayPut(key: Character) throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    driver.openSection(2)
    let before = try driver.stored()
    driver.send(.character(key))
    #expect(driver.model.overlay == nil)
    #expect(driver.shows("Favorites cannot be \(key == "r" ? "renamed" : "deleted")."))
    #expect(try driver.stored() == before)
    #expect(driver.saved.isEmpty)
  }

  @Test("d on a collection asks Delete or Keep: Keep keeps it, Delete deletes it")
  func deleteAsksFirst() throws {
    var state = UserState.empty
    _ = try state.createCollection(named: "Peaks", id: "peaks", on: BrowseDriver.date)
    var driver = try BrowseDriver(state: state)
    defer { driver.cleanUp() }
    driver.openSection(2)
    driver.send(.down)
    driver.send(.character("d"))
    #expect(driver.shows("Delete “Peaks”?"))
    #expect(driver.shows("[ Delete ]  [ Keep ]"))
    // Keep is the default.
    driver.send(.enter)
    #expect(driver.model.overlay == nil)
    #expect(try driver.stored().liveCollections.contains { $0.id == "peaks" })

    driver.send(.character("d"), .right, .enter)
    #expect(try !driver.stored().liveCollections.contains { $0.id == "peaks" })
    #expect(driver.shows("Deleted Peaks."))
  }

  @Test("Inside a collection, d and Delete delete it and go back to the collections")
  func deleteFromInside() throws {
    var state = UserState.empty
    _ = try state.createCollection(named: "Peaks", id: "peaks", on: BrowseDriver.date)
    var driver = try BrowseDriver(state: state)
    defer { driver.cleanUp() }
    driver.openSection(2)
    driver.send(.down, .enter)
    #expect(driver.model.page == .collection("peaks"))
    driver.send(.character("d"), .left, .enter)
    #expect(driver.model.page == .collections)
    #expect(try !driver.stored().liveCollections.contains { $0.id == "peaks" })
  }

  @Test("While typing, q, digits and / go into the search field; Esc closes it")
  func typingMode() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    driver.send(.enter, .character("/"))
    driver.type("q1/ b")
    #expect(driver.quits == 0)
    #expect(driver.saved.isEmpty)
    #expect(driver.shows("/ q1/ b"))
    driver.send(.escape)
    #expect(driver.model.overlay == nil)
    #expect(driver.model.page == .detail(BrowseDriver.fujiID))
    driver.send(.character("q"))
    #expect(driver.quits == 1)
  }

  @Test("Ctrl-C quits even while typing")
  func controlCQuits() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    driver.send(.character("/"), .control("c"))
    #expect(driver.quits == 1)
  }

  @Test("? lists the keys of the view, and any key closes it")
  func helpOverlay() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    for (page, opening) in [("landmarks", [Key]()), ("detail", [.enter]), ("collections", [])] {
      if page == "collections" {
        driver.send(.escape)
        driver.openSection(2)
      }
      driver.send(opening)
      driver.send(.character("?"))
      #expect(driver.shows(" Keys "), "on \(page)")
      for line in driver.model.keyHelp {
        #expect(driver.lines.contains { $0.contains(line.keys) && $0.contains(line.action) }, "\(line) on \(page)")
      }
      driver.send(.character("x"))
      #expect(driver.model.overlay == nil)
    }
  }

  @Test("s on a detail shows the share card and copies it")
  func share() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    driver.send(.enter, .character("s"))
    #expect(driver.copies.count == 1)
    #expect(driver.copies.first?.contains("Mount Fuji") == true)
    #expect(driver.shows(" Share "))
  }

  @Test("A resize keeps the selection", arguments: [(40, 12), (80, 24), (200, 60)])
  func resizeKeepsTheSelection(width: Int, height: Int) throws {
    var driver = try BrowseDriver(width: 120, height: 40)
    defer { driver.cleanUp() }
    driver.send(.down, .down, .right, .right)
    let selected = try #require(try driver.model.selectedLandmark)
    driver.resize(width: width, height: height)
    #expect(try driver.model.selectedLandmark == selected)
    driver.resize(width: 120, height: 40)
    #expect(try driver.model.selectedLandmark == selected)
    #expect(driver.lines.contains { $0.contains(String(selected.name.prefix(10))) })
  }
}
