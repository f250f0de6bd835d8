import Foundation
import LandmarksJSON
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// The store's own mapping (`StateCoding`) and Foundation's `JSONDecoder` over the models'
/// `Decodable` conformances (the way every build once read it) come to the same verdict: the same
/// state from every file, a refusal of the same kind for every damaged one, except where the
/// project's one scanner judges the bytes differently by design (`intended`).
@Suite("Store files read the same with the store's mapping as with Foundation's decoder")
struct StateCodingDifferentialTests {
  /// `Tests/Fixtures/state-v1.json`, a store written at schema version 1.
  static let versionOneFixture = MigrationTests.fixtureURL

  @Test("random stores of every shape read back whole, and as Foundation reads them")
  func randomStores() throws {
    for seed in UInt64(1)...400 {
      let state = RandomStores.state(seed: seed)
      let data = try StateCoding.encode(state)
      #expect(StoreReadings.current(data) == .read(state), "seed \(seed)")
      #expect(StoreReadings.foundation(data) == .read(state), "seed \(seed)")
    }
  }

  @Test("the stores the other tests use read the same both ways")
  func fixtures() throws {
    let files = [
      ("state-v1.json", try Data(contentsOf: Self.versionOneFixture)),
      ("DamagedStoreTests.validStore", Data(DamagedStoreTests.validStore.utf8)),
    ]
    for (label, data) in files {
      let current = StoreReadings.current(data)
      guard case .read(let state) = current else {
        Issue.record("\(label): \(current)")
        continue
      }
      #expect(StoreReadings.foundation(data) == current, "\(label)")
      #expect(
        try StateCoding.encode(state) == StateCoding.encode(try #require(readState(StoreReadings.foundation(data)))))
    }
  }

  /// Damaged files beyond those `DamagedStoreTests` lists: faults at every depth, numbers, times,
  /// text Foundation reads lazily, and the leniencies of Foundation's parser.
  static let damages: [DamagedStoreTests.Damage] = {
    typealias Damage = DamagedStoreTests.Damage
    let replacing = DamagedStoreTests.replacing
    let record = "\"done\" : true,"
    let journal = "\"journal\" : []"
    func journalWith(_ operation: String, at: String = "\"2026-11-29T12:00:00.000Z\"") -> String {
      replacing(journal, "\"journal\" : [{\"at\": \(at), \"undoneAt\": null, \"operations\": [\(operation)]}]")
    }
    let marked = """
      {"kind": "marked", "landmarkID": 1016, "activity": "takePhoto", "collectionID": null, "from": null, "to": null}
      """
    return [
      Damage("done of the wrong type", replacing(record, "\"done\" : \"yes\",")),
      Damage("done null", replacing(record, "\"done\" : null,")),
      Damage("done a number", replacing(record, "\"done\" : 1,")),
      Damage("a record that is an array", replacing("\"takePhoto\" : {", "\"takePhoto\" : [], \"drawSketch\" : {")),
      Damage("a record that is null", replacing("\"takePhoto\" : {", "\"takePhoto\" : null, \"drawSketch\" : {")),
      Damage("a landmark's records that are a string", replacing("\"1016\" : {", "\"1016\" : \"\", \"1017\" : {")),
      Damage("a landmark id with a sign", replacing("\"1016\" :", "\"+1016\" :")),
      Damage("a landmark id past Int", replacing("\"1016\" :", "\"99999999999999999999\" :")),
      Damage("a landmark id with spaces", replacing("\"1016\" :", "\" 1016\" :")),
      Damage("the id of a collection a number", replacing("\"id\" : \"trip\"", "\"id\" : 5")),
      Damage("a collection name's value missing", replacing("\"value\" : \"Road Trip\"", "\"other\" : \"Road Trip\"")),
      Damage(
        "a collection name that is a string",
        replacing(
          "\"name\" : {\n        \"changedAt\" : \"2026-11-29T12:00:00.000Z\",\n        \"value\" : \"Road Trip\"\n      }",
          "\"name\" : \"Road Trip\"")),
      Damage(
        "members an object",
        replacing(
          "\"members\" : [],\n      \"name\" : {\n        \"changedAt\" : \"2026",
          "\"members\" : {},\n      \"name\" : {\n        \"changedAt\" : \"2026")),
      Damage(
        "a member missing isMember",
        replacing(
          "\"members\" : [],\n      \"name\" : {\n        \"changedAt\" : \"2026",
          "\"members\" : [{\"landmarkID\": 1, \"addedAt\": \"2026-11-29T12:00:00Z\", \"changedAt\": \"2026-11-29T12:00:00Z\"}],\n      \"name\" : {\n        \"changedAt\" : \"2026"
        )),
      Damage(
        "a member id of 1.5",
        replacing(
          "\"members\" : [],\n      \"name\" : {\n        \"changedAt\" : \"2026",
          "\"members\" : [{\"landmarkID\": 1.5, \"isMember\": true, \"addedAt\": \"2026-11-29T12:00:00Z\", \"changedAt\": \"2026-11-29T12:00:00Z\"}],\n      \"name\" : {\n        \"changedAt\" : \"2026"
        )),
      Damage(
        "a member id of 1016.0",
        replacing(
          "\"members\" : [],\n      \"name\" : {\n        \"changedAt\" : \"2026",
          "\"members\" : [{\"landmarkID\": 1016.0, \"isMember\": true, \"addedAt\": \"2026-11-29T12:00:00Z\", \"changedAt\": \"2026-11-29T12:00:00Z\"}],\n      \"name\" : {\n        \"changedAt\" : \"2026"
        )),
      Damage("badgeStack's value a string", replacing("\"value\" : true", "\"value\" : \"true\"")),
      Damage("badgeStack null", replacing("\"badgeStack\" : {", "\"badgeStack\" : null, \"x\" : {")),
      Damage(
        "a created time that is a number",
        replacing("\"createdAt\" : \"2026-11-29T12:00:00.000Z\"", "\"createdAt\" : 5")),
      Damage(
        "a changed time that is null",
        replacing(
          "\"changedAt\" : \"2026-11-29T12:00:00.000Z\",\n        \"done\"", "\"changedAt\" : null,\n        \"done\"")),
      Damage(
        "a time without its zone",
        replacing(
          "\"changedAt\" : \"2026-11-29T12:00:00.000Z\",\n        \"done\"",
          "\"changedAt\" : \"2026-11-29T12:00:00\",\n        \"done\"")),
      Damage(
        "February the 30th",
        replacing(
          "\"changedAt\" : \"2026-11-29T12:00:00.000Z\",\n        \"done\"",
          "\"changedAt\" : \"2026-02-30T12:00:00.000Z\",\n        \"done\"")),
      Damage(
        "a journal entry without operations",
        replacing(journal, "\"journal\" : [{\"at\": \"2026-11-29T12:00:00.000Z\", \"undoneAt\": null}]")),
      Damage("a journal entry at a bad time", journalWith(marked, at: "\"noon\"")),
      Damage(
        "a renamed operation without its old name",
        journalWith("{\"kind\": \"collectionRenamed\", \"collectionID\": \"trip\", \"to\": \"x\"}")),
      Damage(
        "an operation's landmark a string", journalWith(marked.replacingOccurrences(of: "1016", with: "\"1016\""))),
      Damage(
        "an operation's activity unknown", journalWith(marked.replacingOccurrences(of: "takePhoto", with: "swim"))),
      Damage("an operation that is a number", journalWith("3")),
      Damage(
        "operations that are null",
        replacing(
          journal, "\"journal\" : [{\"at\": \"2026-11-29T12:00:00.000Z\", \"undoneAt\": null, \"operations\": null}]")),
      Damage("schemaVersion 2.0", replacing("\"schemaVersion\" : 2", "\"schemaVersion\" : 2.0")),
      Damage("schemaVersion 2.5", replacing("\"schemaVersion\" : 2", "\"schemaVersion\" : 2.5")),
      Damage("schemaVersion 1e400", replacing("\"schemaVersion\" : 2", "\"schemaVersion\" : 1e400")),
      Damage("schemaVersion -1", replacing("\"schemaVersion\" : 2", "\"schemaVersion\" : -1")),
      Damage("schemaVersion null", replacing("\"schemaVersion\" : 2", "\"schemaVersion\" : null")),
      Damage("schemaVersion past Int", replacing("\"schemaVersion\" : 2", "\"schemaVersion\" : 9223372036854775808")),
      Damage("schemaVersion 3", replacing("\"schemaVersion\" : 2", "\"schemaVersion\" : 3")),
      Damage("a newer schema of another shape", "{\"schemaVersion\": 3, \"activities\": []}"),
      Damage("null", "null"),
      Damage("a number", "2"),
      Damage(
        "schemaVersion repeated, first good",
        replacing("\"schemaVersion\" : 2", "\"schemaVersion\" : 2, \"schemaVersion\" : 99")),
      Damage(
        "schemaVersion repeated, first newer",
        replacing("\"schemaVersion\" : 2", "\"schemaVersion\" : 99, \"schemaVersion\" : 2")),
      Damage("done repeated", replacing(record, "\"done\" : true, \"done\" : \"no\",")),
      Damage("a landmark repeated", replacing("\"activities\" : {", "\"activities\" : {\"1016\": {}, ")),
      Damage("unknown members everywhere", replacing(record, "\"done\" : true, \"note\" : [1, {\"deep\": null}],")),
      Damage(
        "a trailing comma in an object",
        replacing(
          "\"firstCompletedAt\" : \"2026-11-29T12:00:00.000Z\"", "\"firstCompletedAt\" : \"2026-11-29T12:00:00.000Z\",")
      ),
      Damage("a trailing comma before a brace", replacing("\"value\" : true\n  }", "\"value\" : true,\n  }")),
      Damage(
        "a trailing comma in an array",
        replacing("\"Road Trip\"\n      }\n    }\n  ]", "\"Road Trip\"\n      }\n    },\n  ]")),
      Damage("two commas", replacing("\"value\" : true\n  }", "\"value\" : true,,\n  }")),
      Damage("a byte-order mark", bytes: Data([0xEF, 0xBB, 0xBF]) + Data(DamagedStoreTests.validStore.utf8)),
      Damage("UTF-16", bytes: DamagedStoreTests.validStore.data(using: .utf16LittleEndian) ?? Data()),
      Damage("a tab inside a name", replacing("Road Trip", "Road\tTrip")),
      Damage("a tab inside an unknown member", replacing(record, "\"done\" : true, \"note\" : \"a\tb\",")),
      Damage("a lone surrogate in a name", replacing("Road Trip", "Road \\uD800Trip")),
      Damage("a surrogate pair in a name", replacing("Road Trip", "Road \\uD83D\\uDE00Trip")),
      Damage("an unknown escape in a name", replacing("Road Trip", "Road \\x Trip")),
      Damage("an escaped slash and quote in a name", replacing("Road Trip", "Road\\/\\\"Trip")),
      Damage("bad UTF-8 in a name", bytes: latin1(replacing("Road Trip", "Caf\u{E9}"))),
      Damage(
        "bad UTF-8 in an unknown member", bytes: latin1(replacing(record, "\"done\" : true, \"note\" : \"Caf\u{E9}\","))
      ),
      Damage(
        "bad UTF-8 in a top-level key",
        bytes: latin1(replacing("\"badgeStack\" :", "\"caf\u{E9}\" : 1, \"badgeStack\" :"))),
      Damage(
        "nesting 100 deep in an unknown member",
        replacing(
          record,
          "\"done\" : true, \"deep\" : \(String(repeating: "[", count: 100))\(String(repeating: "]", count: 100)),")),
      Damage(
        "nesting 600 deep",
        replacing(
          record,
          "\"done\" : true, \"deep\" : \(String(repeating: "[", count: 600))\(String(repeating: "]", count: 600)),")),
      Damage(
        "a number of 100 digits in an unknown member",
        replacing(record, "\"done\" : true, \"n\" : 1\(String(repeating: "0", count: 100)),")),
      Damage("text after the document", DamagedStoreTests.validStore + "x"),
      Damage("a second document", DamagedStoreTests.validStore + "{}"),
      Damage("a NUL after the document", DamagedStoreTests.validStore + "\u{0}"),
      Damage("whitespace after the document", DamagedStoreTests.validStore + " \r\n\t"),
      Damage("a form feed before the document", "\u{0C}" + DamagedStoreTests.validStore),
    ]
  }()

  /// Files the project's scanner judges otherwise than Foundation's parser, and its verdict: it
  /// refuses trailing commas, UTF-16, invalid UTF-8 anywhere, nesting past 64 levels and numbers
  /// past 64 digits, even in members nobody reads; it takes raw control characters in strings and
  /// reads a lone surrogate escape as U+FFFD, both of which Foundation refuses.
  static let intended: [String: StoreReadings.Outcome] = [
    "a trailing comma in an object": .damaged,
    "a trailing comma before a brace": .damaged,
    "a trailing comma in an array": .damaged,
    "UTF-16": .damaged,
    "bad UTF-8 in an unknown member": .damaged,
    "bad UTF-8 in a top-level key": .damaged,
    "nesting 100 deep in an unknown member": .damaged,
    "a number of 100 digits in an unknown member": .damaged,
  ]

  @Test(
    "a damaged file gets the same verdict both ways, and a message naming the file and what to do",
    arguments: DamagedStoreTests.damages + DamagedStoreTests.newerStores + damages)
  func damagedFile(_ damage: DamagedStoreTests.Damage) {
    let current = StoreReadings.current(damage.bytes)
    if let expected = Self.intended[damage.label] {
      #expect(current == expected, "\(damage.label)")
    } else if Self.lenient.contains(damage.label) {
      guard case .read = current else {
        Issue.record("\(damage.label): \(current)")
        return
      }
    } else {
      #expect(current == StoreReadings.foundation(damage.bytes), "\(damage.label)")
    }
    if current == .damaged {
      let message = StoreReadings.message(damage.bytes) ?? ""
      #expect(message.contains(StoreReadings.path) && message.contains("untouched"), "\(message)")
    }
  }

  /// Files the store reads where Foundation refuses them: text a person typed into a name.
  static let lenient: Set<String> = [
    "a tab inside a name", "a tab inside an unknown member", "a lone surrogate in a name",
  ]

  @Test("damage done at random to random stores gets the same answer both ways")
  func randomDamage() throws {
    for seed in UInt64(1)...300 {
      let text = String(decoding: try StateCoding.encode(RandomStores.state(seed: seed)), as: UTF8.self)
      let document = try JSONValue.parse(Array(text.utf8))
      var random = SeededGenerator(seed: seed)
      for _ in 0..<6 {
        let (label, bytes) = StoreDamage.damage(document, text: text, using: &random)
        let current = StoreReadings.current(bytes)
        let foundation = StoreReadings.foundation(bytes)
        // A trailing comma the scanner refuses, a control character it takes in a string.
        let judgedOtherwise =
          ((label.hasPrefix("comma before") || label.hasSuffix("made 44")) && current == .damaged)
          || ((label.hasSuffix("made 0") || label.hasSuffix("made 9")) && foundation == .damaged)
        if !judgedOtherwise {
          #expect(current == foundation, "seed \(seed), \(label)")
        }
      }
    }
  }

  private func readState(_ outcome: StoreReadings.Outcome) -> UserState? {
    if case .read(let state) = outcome { return state }
    return nil
  }

  /// `text` as ISO Latin 1, so an accented letter becomes one byte that is not UTF-8.
  private static func latin1(_ text: String) -> Data {
    text.data(using: .isoLatin1) ?? Data()
  }
}
