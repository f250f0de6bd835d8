import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// Which collection a typed name means, at each strictness: never a guess among several.
@Suite("Collection resolution")
struct CollectionResolutionTests {
  private static let t0 = Date(timeIntervalSince1970: 1_795_953_600)

  /// The ids of the collections in `state()`: two share their first 31 characters.
  static let iceland2025 = "1ce1a0d2-0000-4000-8000-000000002025"
  static let icelandSnow = "1ce1a0d2-0000-4000-8000-00000000ffff"
  static let japanEmoji = "a9a90000-1111-4111-8111-111111111111"

  /// Collections that look alike once case, accents, emoji or punctuation are set aside.
  static func state() throws -> UserState {
    var state = UserState.empty
    let named: [(String, String)] = [
      ("Iceland 2025", iceland2025), ("Iceland ❄️", icelandSnow), ("🗾 Japan 🍣", japanEmoji),
      ("Japan Spring 2025", "b0b0b0b0-2222-4222-8222-222222222222"), ("🏔️", "c0c0c0c0-3333-4333-8333-333333333333"),
      ("🌋", "d0d0d0d0-4444-4444-8444-444444444444"), ("Äland", "e0e0e0e0-5555-4555-8555-555555555555"),
      ("Café", "cafe-accent"), ("Cafe", "cafe-plain"),
    ]
    for (name, id) in named { try state.createCollection(named: name, id: id, on: t0) }
    return state
  }

  /// What resolving should do.
  enum Expected: Sendable, Equatable {
    /// Pick the collection with this name.
    case found(String)
    /// Refuse, listing exactly these names, in creation order.
    case ambiguous([String])
    /// Refuse as unknown, suggesting these names.
    case unknown(suggesting: [String])
  }

  /// One row of the table.
  struct Case: Sendable, CustomTestStringConvertible {
    let typed: String
    let strictness: CollectionStrictness
    let expected: Expected
    var testDescription: String { "'\(typed)' \(strictness) → \(expected)" }

    init(_ typed: String, _ strictness: CollectionStrictness, _ expected: Expected) {
      (self.typed, self.strictness, self.expected) = (typed, strictness, expected)
    }
  }

  static let bothIcelands = ["Iceland 2025", "Iceland ❄️"]
  static let bothJapans = ["🗾 Japan 🍣", "Japan Spring 2025"]

  static let cases: [Case] = [
    // A bare word that fits one name once emoji are dropped and begins another is ambiguous.
    Case("iceland", .loose, .ambiguous(bothIcelands)),
    Case("iceland", .exact, .ambiguous(bothIcelands)),
    Case("ICELAND", .exact, .ambiguous(bothIcelands)),
    Case("japan", .loose, .ambiguous(bothJapans)),
    Case("japan", .exact, .ambiguous(bothJapans)),
    Case("jap", .loose, .ambiguous(bothJapans)),
    Case("jap", .exact, .ambiguous(bothJapans)),
    // The exact name always wins, emoji and all; a missing variation selector does not matter.
    Case("Iceland 2025", .exact, .found("Iceland 2025")),
    Case("iceland ❄️", .exact, .found("Iceland ❄️")),
    Case("Iceland ❄", .exact, .found("Iceland ❄️")),
    Case("  Iceland   ❄️ ", .exact, .found("Iceland ❄️")),
    Case("🗾 japan 🍣", .exact, .found("🗾 Japan 🍣")),
    Case("japan spring 2025", .loose, .found("Japan Spring 2025")),
    // One loose fit is taken when reading, only suggested when deleting.
    Case("iceland 2", .loose, .found("Iceland 2025")),
    Case("iceland 2", .exact, .unknown(suggesting: ["Iceland 2025"])),
    Case("japan spring", .loose, .found("Japan Spring 2025")),
    Case("japan spring", .exact, .unknown(suggesting: ["Japan Spring 2025"])),
    Case("Iceland-2025", .loose, .found("Iceland 2025")),
    Case("Iceland-2025", .exact, .unknown(suggesting: ["Iceland 2025"])),
    // Names made only of symbols compare by their symbols.
    Case("🏔", .loose, .found("🏔️")),
    Case("🏔", .exact, .found("🏔️")),
    Case("🏔️", .exact, .found("🏔️")),
    Case("🌋", .loose, .found("🌋")),
    Case("🌋", .exact, .found("🌋")),
    Case("🗻", .loose, .unknown(suggesting: ["🌋"])),
    // Case and accents never matter, at either strictness.
    Case("aland", .exact, .found("Äland")),
    Case("ÄLAND", .exact, .found("Äland")),
    Case("Åland", .exact, .found("Äland")),
    Case("aland", .loose, .found("Äland")),
    // Same letters up to case beat same letters up to accents; past that, accents alone are ambiguous.
    Case("cafe", .exact, .found("Cafe")),
    Case("CAFÉ", .exact, .found("Café")),
    Case("cafè", .exact, .ambiguous(["Café", "Cafe"])),
    Case("cafè", .loose, .ambiguous(["Café", "Cafe"])),
    // Ids: in full, in any case, or a unique prefix of at least 8 characters.
    Case(icelandSnow, .exact, .found("Iceland ❄️")),
    Case(icelandSnow.uppercased(), .exact, .found("Iceland ❄️")),
    Case("a9a90000", .exact, .found("🗾 Japan 🍣")),
    Case("a9a90000-1111", .loose, .found("🗾 Japan 🍣")),
    Case("a9a9000", .exact, .unknown(suggesting: [])),
    Case("1ce1a0d2", .exact, .ambiguous(bothIcelands)),
    Case("1ce1a0d2-0000-4000-8000-00000000f", .exact, .found("Iceland ❄️")),
    Case("cafe-accent", .exact, .found("Café")),
    Case("favorites", .exact, .found("Favorites")),
    // A word is never taken for an id prefix, even a word an id begins with.
    Case("favorite", .exact, .unknown(suggesting: ["Favorites"])),
    Case("favorite", .loose, .found("Favorites")),
    // Unknown names suggest near ones.
    Case("Icelnd 2025", .loose, .unknown(suggesting: ["Iceland 2025"])),
    Case("nowhere", .exact, .unknown(suggesting: [])),
  ]

  @Test("a typed name resolves to one collection, or to an error naming every candidate", arguments: cases)
  func resolves(_ row: Case) throws {
    let state = try Self.state()
    do {
      let found = try state.collection(named: row.typed, strictness: row.strictness)
      #expect(row.expected == .found(found.name.value))
    } catch let error as CollectionError {
      switch error {
      case .ambiguousCollection(let name, let candidates):
        #expect(name == row.typed)
        #expect(row.expected == .ambiguous(candidates.map(\.name)))
      case .unknownCollection(let name, let strictness, let suggestions):
        #expect(name == row.typed)
        #expect(strictness == row.strictness)
        #expect(row.expected == .unknown(suggesting: suggestions.map(\.name)))
      default:
        Issue.record("unexpected \(error)")
      }
    }
  }

  @Test(
    "every candidate's id in an error picks that collection exactly", arguments: [CollectionStrictness.exact, .loose])
  func candidateIDsRoundTrip(_ strictness: CollectionStrictness) throws {
    let state = try Self.state()
    var seen: [CollectionCandidate] = []
    for typed in ["iceland", "jap", "cafè", "1ce1a0d2"] {
      #expect {
        try state.collection(named: typed, strictness: strictness)
      } throws: { error in
        guard case .ambiguousCollection(_, let candidates) = error as? CollectionError else { return false }
        seen += candidates
        return true
      }
    }
    #expect(seen.count == 8)
    for candidate in seen {
      #expect(try state.collection(named: candidate.id, strictness: .exact).name.value == candidate.name)
    }
  }

  @Test("candidate ids are as short as stays unique, never under 8 characters")
  func candidateIDsAreShort() throws {
    let state = try Self.state()
    #expect {
      try state.collection(named: "jap", strictness: .exact)
    } throws: { error in
      guard case .ambiguousCollection(_, let candidates) = error as? CollectionError else { return false }
      return candidates.map(\.id) == ["a9a90000", "b0b0b0b0"]
    }
    #expect {
      try state.collection(named: "iceland", strictness: .exact)
    } throws: { error in
      guard case .ambiguousCollection(_, let candidates) = error as? CollectionError else { return false }
      return candidates.map(\.id) == [
        "1ce1a0d2-0000-4000-8000-000000002", "1ce1a0d2-0000-4000-8000-00000000f",
      ]
    }
  }

  @Test("delete and rename take only an exact name or id, and change nothing otherwise")
  func mutatorsAreExact() throws {
    var state = try Self.state()
    let before = state
    #expect(throws: CollectionError.self) { try state.deleteCollection("iceland", on: Self.t0) }
    #expect(throws: CollectionError.self) { try state.deleteCollection("iceland 2", on: Self.t0) }
    #expect(throws: CollectionError.self) { try state.renameCollection("jap", to: "Nihon", on: Self.t0) }
    #expect(throws: CollectionError.self) { try state.renameCollection("japan spring", to: "Nihon", on: Self.t0) }
    #expect(state == before)
    #expect(try state.deleteCollection("iceland ❄", on: Self.t0).id == Self.icelandSnow)
    #expect(try state.renameCollection(Self.japanEmoji, to: "Nihon", on: Self.t0).name.value == "Nihon")
    // With its sibling gone, the bare word now fits one collection.
    #expect(try state.collection(named: "iceland", strictness: .loose).id == Self.iceland2025)
  }

  @Test("describe reads loosely, but still refuses to guess")
  func describeIsLoose() throws {
    var state = try Self.state()
    #expect(try state.describeCollection("japan spring", as: "Sakura", on: Self.t0).description.value == "Sakura")
    #expect(throws: CollectionError.self) { try state.describeCollection("jap", as: "x", on: Self.t0) }
  }

  // MARK: - Messages

  @Test("an ambiguous name's message counts and lists every candidate, quoted, with its id")
  func ambiguousMessage() throws {
    let state = try Self.state()
    let message = try #require(
      #expect(throws: CollectionError.self) { try state.collection(named: "jap", strictness: .exact) }?
        .errorDescription)
    #expect(
      message
        == "'jap' could be any of 2 collections: \"🗾 Japan 🍣\" (id a9a90000), \"Japan Spring 2025\" (id b0b0b0b0). "
        + "Type the exact name (in quotes) or the id.")
  }

  @Test("an inexact name under .exact suggests the exact name and says why")
  func exactRequiredMessage() throws {
    let state = try Self.state()
    let message = try #require(
      #expect(throws: CollectionError.self) { try state.collection(named: "iceland 2", strictness: .exact) }?
        .errorDescription)
    #expect(
      message.hasPrefix("No collection is named exactly 'iceland 2'. Did you mean \"Iceland 2025\" (id 1ce1a0d2-"))
    #expect(message.hasSuffix("This command needs the exact name (in quotes) or the id."))
  }

  @Test("very many candidates are counted, the first 20 listed, and long names cut short")
  func manyCandidates() throws {
    var state = UserState.empty
    let long = String(repeating: "Long name ", count: 8)
    for index in 0..<25 { try state.createCollection(named: "\(long)\(index)", id: "id-\(index)", on: Self.t0) }
    let message = try #require(
      #expect(throws: CollectionError.self) { try state.collection(named: "long", strictness: .loose) }?
        .errorDescription)
    #expect(message.hasPrefix("'long' could be any of 25 collections: "))
    #expect(message.contains(", and 5 more (see 'landmarks collections --json')."))
    #expect(message.components(separatedBy: "(id ").count == 21)
    #expect(!message.contains(long))
    #expect(message.contains("\"\(long.prefix(60))…\" (id id-0)"))
  }

  @Test(
    "names are quoted so the shell leaves them alone",
    arguments: [
      ("Iceland ❄️", "\"Iceland ❄️\""), ("Tom's trip", "\"Tom's trip\""), ("$HOME", "'$HOME'"),
      ("Say \"hi\"", "'Say \"hi\"'"), ("It's $5", "'It'\\''s $5'"), ("Wow!", "'Wow!'"),
    ])
  func shellQuoting(_ name: String, _ quoted: String) {
    #expect(CollectionError.shellQuoted(name) == quoted)
  }

  // MARK: - The symbol-keeping fold

  @Test(
    "the symbol-keeping fold drops case, accents and variation selectors, keeps symbols",
    arguments: [
      ("🏔️", "🏔"), ("🏔", "🏔"), ("🌋", "🌋"), ("Iceland  ❄️", "iceland ❄"), ("Äland", "aland"),
      ("  Ørsted  Park ", "orsted park"), ("Iceland-2025!", "iceland-2025!"),
    ])
  func foldKeepingSymbols(_ text: String, _ folded: String) {
    #expect(TextFolding.foldKeepingSymbols(text) == folded)
  }
}
