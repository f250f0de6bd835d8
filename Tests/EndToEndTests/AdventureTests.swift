import Foundation
import Testing

/// A user's adventure: marking activities, earning badges, the badge stack, favorites and collections.
@Suite struct AdventureTests {
  static let activities = ["takePhoto", "readDescription", "findNature", "drawSketch"]

  /// The earned badges in `badges --json`, by landmark name.
  static func earnedBadgeNames(_ landmarks: LandmarksProcess) throws -> [String] {
    let result = try landmarks.run(["badges", "--json"])
    #expect(result.status == 0)
    let badges = try #require(EndToEndJSON.array(result.stdout))
    return badges.filter { ($0["earned"] as? Bool) ?? true }.compactMap {
      ($0["landmark"] as? [String: Any])?["name"] as? String
    }
  }

  /// The activities done at a landmark, from `show LANDMARK --json`.
  static func activitiesDone(_ landmarks: LandmarksProcess, at landmark: String) throws -> Set<String> {
    let result = try landmarks.run(["show", landmark, "--json"])
    #expect(result.status == 0)
    let object = try #require(EndToEndJSON.object(result.stdout))
    let progress = try #require(object["progress"] as? [String: Any])
    let activities = try #require(progress["activities"] as? [[String: Any]])
    return Set(activities.filter { $0["done"] as? Bool == true }.compactMap { $0["activity"] as? String })
  }

  // MARK: marks and badges

  /// Issue 3's flow: two marks earn the Mount Fuji badge; again changes nothing; unmarking takes it back.
  @Test func earningAndLosingTheFujiBadge() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }

    let first = try landmarks.run(["mark", "fuji", "photo", "read"])
    #expect(first.status == 0)
    #expect(first.stdout.contains("Mount Fuji"))
    #expect(!first.stdout.contains("You earned"))
    #expect(try Self.earnedBadgeNames(landmarks).isEmpty)

    let second = try landmarks.run(["mark", "fuji", "nature", "sketch"])
    #expect(second.status == 0)
    #expect(second.stdout.contains("You earned the Mount Fuji badge!"))

    let again = try landmarks.run(["mark", "fuji", "nature", "sketch"])
    #expect(again.status == 0)
    #expect(!again.stdout.contains("You earned"))
    let said = (again.stdout + again.stderr).lowercased()
    #expect(said.contains("nothing") || said.contains("already"))

    let badges = try landmarks.run(["badges"])
    #expect(badges.status == 0)
    #expect(badges.stdout.contains("Mount Fuji"))

    let json = try landmarks.run(["badges", "--json"])
    let list = try #require(EndToEndJSON.array(json.stdout))
    let fuji = try #require(list.first { ($0["landmark"] as? [String: Any])?["name"] as? String == "Mount Fuji" })
    #expect(fuji["earned"] as? Bool == true)
    #expect(EndToEndJSON.int((fuji["landmark"] as? [String: Any])?["id"]) == 1016)
    #expect(Set(fuji["done"] as? [String] ?? []) == Set(Self.activities))

    let all = try landmarks.run(["badges", "--all"])
    #expect(all.status == 0)
    #expect(all.stdout.contains("Mount Fuji"))
    #expect(all.stdout.contains("0/4"))
    #expect(EndToEndJSON.lines(all.stdout).count > EndToEndJSON.lines(badges.stdout).count)

    let unmark = try landmarks.run(["unmark", "fuji", "sketch"])
    #expect(unmark.status == 0)
    #expect(unmark.stdout.contains("no longer"))
    #expect(try Self.earnedBadgeNames(landmarks).isEmpty)
    #expect(try Self.activitiesDone(landmarks, at: "fuji") == ["takePhoto", "readDescription", "findNature"])
    let allAfter = try landmarks.run(["badges", "--all"])
    #expect(allAfter.stdout.contains("3/4"))
  }

  /// Activities are named in camel case, kebab case or by a short word.
  @Test(arguments: [
    ["takePhoto", "readDescription", "findNature", "drawSketch"],
    ["take-photo", "read-description", "find-nature", "draw-sketch"],
    ["photo", "read", "nature", "sketch"],
    ["--all"],
  ])
  func activitySpellings(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["mark", "mount-fuji"] + arguments)
    #expect(result.status == 0)
    #expect(result.stdout.contains("You earned the Mount Fuji badge!"))
    #expect(try Self.activitiesDone(landmarks, at: "1016") == Set(Self.activities))
  }

  /// An unknown activity is a usage error naming the real ones, and nothing is written.
  @Test func unknownActivityIsUsageError() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["mark", "fuji", "swim"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("swim"))
    for activity in Self.activities {
      #expect(result.stderr.contains(activity))
    }
    #expect(!FileManager.default.fileExists(atPath: landmarks.stateFile.path))
  }

  /// Marking with neither activities nor `--all` is a usage error.
  @Test func markWithoutActivitiesIsUsageError() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["mark", "fuji"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("--all"))
    #expect(!FileManager.default.fileExists(atPath: landmarks.stateFile.path))
  }

  /// Marking an unknown landmark is exit 1 and writes nothing.
  @Test func markUnknownLandmarkFails() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["mark", "nowhere-land", "--all"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("nowhere-land"))
    #expect(!FileManager.default.fileExists(atPath: landmarks.stateFile.path))
  }

  /// `mark --all` writes a private, valid JSON store.
  @Test func markAllWritesAPrivateStore() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["mark", "fuji", "--all"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("You earned the Mount Fuji badge!"))
    let data = try Data(contentsOf: landmarks.stateFile)
    let store = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(store.keys.contains("schemaVersion"))
    #expect(EndToEndJSON.isNumber(store["schemaVersion"]))
    let fileAttributes = try FileManager.default.attributesOfItem(atPath: landmarks.stateFile.path)
    let folderAttributes = try FileManager.default.attributesOfItem(atPath: landmarks.home.path)
    #expect(EndToEndJSON.int(fileAttributes[.posixPermissions]).map { $0 & 0o777 } == 0o600)
    #expect(EndToEndJSON.int(folderAttributes[.posixPermissions]).map { $0 & 0o777 } == 0o700)
  }

  // MARK: the badge stack

  /// After a badge is earned, piped views end with the stack line; hiding and showing it persists.
  @Test func badgeStackShowsHidesAndPersists() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let views: [[String]] = [["list"], ["show", "fuji"], ["collections"], ["collections", "show", "favorites"]]

    // A new user has no badges, so no stack line.
    for view in views {
      let result = try landmarks.run(view)
      #expect(result.status == 0)
      #expect(!result.stdout.contains("Badges:"), "\(view) before any badge")
    }

    try landmarks.run(["mark", "fuji", "--all"])
    let jsonBefore = try landmarks.run(["list", "--json"]).stdout
    for view in views {
      let result = try landmarks.run(view)
      #expect(result.status == 0)
      #expect(EndToEndJSON.lastLine(result.stdout) == "Badges: Mount Fuji", "\(view) with the stack shown")
    }

    let hide = try landmarks.run(["badges", "hide"])
    #expect(hide.status == 0)
    for view in views {
      let result = try landmarks.run(view)
      #expect(result.status == 0)
      #expect(!result.stdout.contains("Badges:"), "\(view) with the stack hidden")
    }
    let hideAgain = try landmarks.run(["badges", "hide"])
    #expect(hideAgain.status == 0)
    // Hiding the stack does not hide the badges themselves.
    #expect(try landmarks.run(["badges"]).stdout.contains("Mount Fuji"))
    #expect(try landmarks.run(["list", "--json"]).stdout == jsonBefore)

    let show = try landmarks.run(["badges", "show"])
    #expect(show.status == 0)
    for view in views {
      let result = try landmarks.run(view)
      #expect(EndToEndJSON.lastLine(result.stdout) == "Badges: Mount Fuji", "\(view) with the stack shown again")
    }
    let jsonAfter = try landmarks.run(["list", "--json"])
    #expect(jsonAfter.stdout == jsonBefore)
    #expect(!jsonAfter.stdout.contains("Badges:"))
    #expect(EndToEndJSON.array(jsonAfter.stdout) != nil)
  }

  // MARK: progress

  /// `progress` has a row per continent and a Total; its JSON has continents and a total.
  @Test func progressSummarises() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try landmarks.run(["mark", "fuji", "--all"])
    try landmarks.run(["mark", "uluru", "photo"])

    let text = try landmarks.run(["progress"])
    #expect(text.status == 0)
    let lines = EndToEndJSON.lines(text.stdout)
    #expect(lines.contains { $0.hasPrefix("Total") })
    for continent in ReadCommandsTests.continents {
      #expect(lines.contains { $0.hasPrefix(continent) }, "\(continent) row")
    }

    let json = try landmarks.run(["progress", "--json"])
    #expect(json.status == 0)
    let object = try #require(EndToEndJSON.object(json.stdout))
    let continents = try #require(object["continents"] as? [[String: Any]])
    #expect(continents.compactMap { $0["continent"] as? String } == ReadCommandsTests.continents)
    let total = try #require(object["total"] as? [String: Any])
    #expect(EndToEndJSON.int(total["activitiesDone"]) == 5)
    #expect(EndToEndJSON.int(total["badgesEarned"]) == 1)
    #expect(EndToEndJSON.int(total["landmarksStarted"]) == 2)
    let all = try #require(EndToEndJSON.array(try landmarks.run(["list", "--json"]).stdout))
    #expect(EndToEndJSON.int(total["landmarks"]) == all.count)
    #expect(EndToEndJSON.int(total["activitiesTotal"]) == all.count * 4)
    let asia = try #require(continents.first { $0["continent"] as? String == "Asia" })
    #expect(EndToEndJSON.int(asia["activitiesDone"]) == 4)
    #expect(EndToEndJSON.int(asia["badgesEarned"]) == 1)
    let sum = continents.compactMap { EndToEndJSON.int($0["activitiesDone"]) }.reduce(0, +)
    #expect(sum == 5)
  }

  // MARK: favorites

  /// Adding, listing, toggling and filtering favorites.
  @Test func favoritesFlow() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }

    let add = try landmarks.run(["favorites", "add", "fuji"])
    #expect(add.status == 0)
    #expect(add.stdout.contains("Mount Fuji"))
    let again = try landmarks.run(["favorites", "add", "fuji"])
    #expect(again.status == 0)
    #expect((again.stdout + again.stderr).contains("already"))

    let list = try landmarks.run(["favorites"])
    #expect(list.status == 0)
    #expect(list.stdout.contains("Mount Fuji"))
    let json = try #require(EndToEndJSON.array(try landmarks.run(["favorites", "--json"]).stdout))
    #expect(json.compactMap { EndToEndJSON.int($0["id"]) } == [1016])

    let filtered = try landmarks.run(["list", "--favorites"])
    #expect(filtered.status == 0)
    #expect(filtered.stdout.contains("Mount Fuji"))
    #expect(!filtered.stdout.contains("Mount Everest"))
    let filteredJSON = try #require(EndToEndJSON.array(try landmarks.run(["list", "--favorites", "--json"]).stdout))
    #expect(filteredJSON.compactMap { EndToEndJSON.int($0["id"]) } == [1016])

    let show = try landmarks.run(["show", "fuji", "--json"])
    let progress = try #require(EndToEndJSON.object(show.stdout)?["progress"] as? [String: Any])
    #expect(progress["favorite"] as? Bool == true)

    let toggle = try landmarks.run(["favorites", "toggle", "fuji"])
    #expect(toggle.status == 0)
    let afterToggle = try landmarks.run(["favorites", "--json"])
    #expect((EndToEndJSON.value(afterToggle.stdout) as? [Any])?.isEmpty == true)
    let emptyFilter = try landmarks.run(["list", "--favorites", "--json"])
    #expect(emptyFilter.status == 0)
    #expect((EndToEndJSON.value(emptyFilter.stdout) as? [Any])?.isEmpty == true)

    let toggleBack = try landmarks.run(["favorites", "toggle", "fuji"])
    #expect(toggleBack.status == 0)
    #expect(try landmarks.run(["favorites"]).stdout.contains("Mount Fuji"))
    let remove = try landmarks.run(["favorites", "remove", "fuji"])
    #expect(remove.status == 0)
    #expect(!(try landmarks.run(["favorites"]).stdout.contains("Mount Fuji")))
  }

  // MARK: collections

  /// Creating, filling, renaming, describing, emptying and deleting a collection.
  @Test func collectionsFlow() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }

    let create = try landmarks.run(["collections", "create", "Towering Peaks", "--description", "The tallest ones"])
    #expect(create.status == 0)
    let duplicate = try landmarks.run(["collections", "create", "towering peaks"])
    #expect(duplicate.status == 1)
    #expect(!duplicate.stderr.isEmpty)

    let add = try landmarks.run(["collections", "add", "towering peaks", "fuji", "everest"])
    #expect(add.status == 0)
    let addAgain = try landmarks.run(["collections", "add", "Towering Peaks", "fuji", "everest"])
    #expect(addAgain.status == 0)

    let overview = try landmarks.run(["collections"])
    #expect(overview.status == 0)
    let row = try #require(EndToEndJSON.lines(overview.stdout).first { $0.hasPrefix("Towering Peaks") })
    #expect(row.contains("2 landmarks"))
    #expect(row.contains("The tallest ones"))
    #expect(EndToEndJSON.lines(overview.stdout).first?.hasPrefix("Favorites") == true)

    let shown = try landmarks.run(["collections", "show", "towering peaks", "--json"])
    #expect(shown.status == 0)
    let collection = try #require(EndToEndJSON.object(shown.stdout))
    #expect(collection["name"] as? String == "Towering Peaks")
    #expect(collection["description"] as? String == "The tallest ones")
    let members = try #require(collection["landmarks"] as? [[String: Any]])
    #expect(members.compactMap { EndToEndJSON.int($0["id"]) } == [1016, 1018])

    let rename = try landmarks.run(["collections", "rename", "towering peaks", "Big Peaks"])
    #expect(rename.status == 0)
    let renamed = try #require(
      EndToEndJSON.object(try landmarks.run(["collections", "show", "big peaks", "--json"]).stdout))
    #expect(renamed["name"] as? String == "Big Peaks")
    #expect(
      (renamed["landmarks"] as? [[String: Any]])?.compactMap { EndToEndJSON.int($0["id"]) } == [1016, 1018])
    #expect(try landmarks.run(["collections", "show", "towering peaks"]).status == 1)

    let describe = try landmarks.run(["collections", "describe", "big peaks", "Really big ones"])
    #expect(describe.status == 0)
    let described = try landmarks.run(["collections", "show", "Big Peaks"])
    #expect(described.stdout.contains("Really big ones"))

    let remove = try landmarks.run(["collections", "remove", "big peaks", "everest"])
    #expect(remove.status == 0)
    let filtered = try #require(
      EndToEndJSON.array(try landmarks.run(["list", "--collection", "big peaks", "--json"]).stdout))
    #expect(filtered.compactMap { EndToEndJSON.int($0["id"]) } == [1016])
    let filteredText = try landmarks.run(["list", "--collection", "big peaks"])
    #expect(filteredText.status == 0)
    #expect(filteredText.stdout.contains("Mount Fuji"))
    #expect(!filteredText.stdout.contains("Mount Everest"))
    let showFuji = try #require(EndToEndJSON.object(try landmarks.run(["show", "fuji", "--json"]).stdout))
    #expect((showFuji["progress"] as? [String: Any])?["collections"] as? [String] == ["Big Peaks"])

    // Without --yes and without a terminal to ask on, delete refuses.
    let refused = try landmarks.run(["collections", "delete", "Big Peaks"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("--yes"))
    #expect(try landmarks.run(["collections", "show", "big peaks"]).status == 0)

    let delete = try landmarks.run(["collections", "delete", "Big Peaks", "--yes"])
    #expect(delete.status == 0)
    #expect(try landmarks.run(["collections", "show", "big peaks"]).status == 1)
    let remaining = try #require(EndToEndJSON.array(try landmarks.run(["collections", "--json"]).stdout))
    #expect(remaining.compactMap { $0["name"] as? String } == ["Favorites"])
  }

  /// `-y` is the short form of `--yes`: without a terminal to ask on, it deletes, wherever it stands.
  @Test(arguments: [["collections", "delete", "road trip", "-y"], ["collections", "delete", "-y", "Road Trip"]])
  func shortYesDeletes(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    #expect(try landmarks.run(["collections", "create", "Road Trip"]).status == 0)
    let before = try #require(EndToEndJSON.array(try landmarks.run(["collections", "--json"]).stdout))
    #expect(before.compactMap { $0["name"] as? String } == ["Favorites", "Road Trip"])
    let delete = try landmarks.run(arguments)
    #expect(delete.status == 0, "\(delete.stderr)")
    #expect(delete.stderr.isEmpty)
    #expect(delete.stdout.contains("Deleted the collection Road Trip."))
    #expect(try landmarks.run(["collections", "show", "road trip"]).status == 1)
    let after = try #require(EndToEndJSON.array(try landmarks.run(["collections", "--json"]).stdout))
    #expect(after.compactMap { $0["name"] as? String } == ["Favorites"])
  }

  /// Favorites cannot be renamed or deleted.
  @Test(arguments: [["rename", "favorites", "X"], ["delete", "favorites", "--yes"], ["rename", "Favorites", "Y"]])
  func favoritesCollectionIsFixed(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["collections"] + arguments)
    #expect(result.status == 1)
    #expect(!result.stderr.isEmpty)
    let names = try #require(EndToEndJSON.array(try landmarks.run(["collections", "--json"]).stdout))
    #expect(names.compactMap { $0["name"] as? String } == ["Favorites"])
  }

  /// An unknown collection is exit 1 for every collection command.
  @Test(arguments: [
    ["show", "nope"], ["add", "nope", "fuji"], ["remove", "nope", "fuji"], ["rename", "nope", "Other"],
    ["describe", "nope", "text"], ["delete", "nope", "--yes"],
  ])
  func unknownCollectionFails(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["collections"] + arguments)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("nope"))
  }

  /// `list --collection` with an unknown collection fails too.
  @Test func listUnknownCollectionFails() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["list", "--collection", "nope"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("nope"))
  }
}
