import Foundation
import LandmarksTestSupport
import Testing

/// Look-alike collection names and several favorites at once, run through the built binary.
@Suite struct CollectionNamesTests {
  /// The names of the live collections, read back with `collections --json`.
  static func names(_ landmarks: LandmarksProcess) throws -> [String] {
    let result = try landmarks.run(["collections", "--json"])
    #expect(result.status == 0)
    return try #require(EndToEndJSON.array(result.stdout)).compactMap { $0["name"] as? String }
  }

  /// The favorites' names, read back with `favorites --json`.
  static func favorites(_ landmarks: LandmarksProcess) throws -> [String] {
    let result = try landmarks.run(["favorites", "--json"])
    #expect(result.status == 0)
    return try #require(EndToEndJSON.array(result.stdout)).compactMap { $0["name"] as? String }
  }

  /// `collections delete iceland --yes` with two Icelands deletes neither and names both.
  @Test func bareWordDeletesNothing() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    for name in ["Iceland 2025", "Iceland ❄️"] {
      #expect(try landmarks.run(["collections", "create", name]).status == 0)
    }
    let delete = try landmarks.run(["collections", "delete", "iceland", "--yes"])
    #expect(delete.status == 1)
    #expect(delete.stdout.isEmpty)
    #expect(delete.stderr.contains("\"Iceland 2025\" (id "))
    #expect(delete.stderr.contains("\"Iceland ❄️\" (id "))
    #expect(try Self.names(landmarks) == ["Favorites", "Iceland 2025", "Iceland ❄️"])

    // The exact name, quoted as the error suggests, deletes just that one.
    let exact = try landmarks.shell("'\(LandmarksProcess.binary.path)' collections delete \"Iceland ❄️\" --yes")
    #expect(exact.status == 0)
    #expect(try Self.names(landmarks) == ["Favorites", "Iceland 2025"])
  }

  /// The id given in the error deletes that collection.
  @Test func idFromTheErrorDeletes() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    for name in ["🗾 Japan 🍣", "Japan Spring 2025"] {
      #expect(try landmarks.run(["collections", "create", name]).status == 0)
    }
    let show = try landmarks.run(["collections", "show", "japan"])
    #expect(show.status == 1)
    let listing = try #require(EndToEndJSON.array(try landmarks.run(["collections", "--json"]).stdout))
    let spring = try #require(listing.first { $0["name"] as? String == "Japan Spring 2025" })
    let id = try #require(spring["id"] as? String)
    #expect(show.stderr.contains("\"Japan Spring 2025\" (id \(id.prefix(8)))"))
    #expect(try landmarks.run(["collections", "delete", String(id.prefix(8)), "--yes"]).status == 0)
    #expect(try Self.names(landmarks) == ["Favorites", "🗾 Japan 🍣"])
  }

  /// `favorites add fuji kirkjufell` adds both, in order.
  @Test func favoritesAddSeveral() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let add = try landmarks.run(["favorites", "add", "fuji", "kirkjufell"])
    #expect(add.status == 0)
    #expect(try Self.favorites(landmarks) == ["Mount Fuji", "Kirkjufell Mountain"])
  }

  /// One unknown name adds nothing at all.
  @Test func favoritesAddIsAllOrNothing() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let add = try landmarks.run(["favorites", "add", "fuji", "nosuchplace"])
    #expect(add.status == 1)
    #expect(add.stderr.contains("nosuchplace"))
    #expect(try Self.favorites(landmarks).isEmpty)
  }

  #if os(Linux)
    /// On a real terminal (util-linux `script` gives one), "n" keeps the collection without "Error:".
    @Test(.enabled(if: ExternalTool.available("script"), ExternalTool.missing("script")))
    func answeringNoOnATerminal() throws {
      let landmarks = LandmarksProcess()
      defer { landmarks.cleanUp() }
      #expect(try landmarks.run(["collections", "create", "Trip"]).status == 0)
      let command = "'\(LandmarksProcess.binary.path)' collections delete trip"
      let result = try landmarks.shell("printf 'n\\n' | script -qec \"\(command)\" /dev/null")
      #expect(result.status == 1)
      #expect(result.stdout.contains("Delete the collection Trip (0 landmarks)? [y/N] "))
      #expect(result.stdout.contains("Kept the collection Trip."))
      #expect(!result.stdout.contains("Error"))
      #expect(try Self.names(landmarks) == ["Favorites", "Trip"])
    }
  #endif
}
