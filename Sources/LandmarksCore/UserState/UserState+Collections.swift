import Foundation
import LandmarksModels

extension UserState {
  /// The collections that are not deleted, in creation order (Favorites first).
  public var liveCollections: [LandmarkCollection] { collections.filter(\.isLive) }

  /// The Favorites collection.
  public var favorites: LandmarkCollection {
    collections.first(where: \.isFavorites) ?? .favorites
  }

  /// The live collection a person means by `text`; the one resolver behind every command.
  ///
  /// Tried in order, the first step that fits anything deciding: the name regardless of case, or
  /// the id; the name regardless of accents and emoji variation selectors; a unique id prefix of
  /// at least 8 characters. Then, with `.loose` only: the name's letters and digits (its symbols,
  /// for a name that has nothing else), equal to the text's or beginning with them. A step that
  /// fits several collections throws `ambiguousCollection` with all of them; so does the loose
  /// step under `.exact`, where a single loose fit is only suggested.
  public func collection(named text: String, strictness: CollectionStrictness = .loose) throws
    -> LandmarkCollection
  {
    let live = liveCollections
    let typed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let nameKey = LandmarkCollection.nameKey(typed)
    let idKey = typed.lowercased()
    let exactKey = TextFolding.foldKeepingSymbols(typed)
    let exactSteps: [(LandmarkCollection) -> Bool] = [
      { LandmarkCollection.nameKey($0.name.value) == nameKey || $0.id.lowercased() == idKey },
      { TextFolding.foldKeepingSymbols($0.name.value) == exactKey },
      { Self.acceptsIDPrefix(typed) && $0.id.lowercased().hasPrefix(idKey) },
    ]
    for fits in exactSteps {
      let found = live.filter(fits)
      if found.count == 1, let only = found.first { return only }
      if found.count > 1 { throw CollectionError.ambiguousCollection(name: text, candidates: candidates(found)) }
    }
    let looseKey = Self.looseKey(typed)
    let loose =
      looseKey.isEmpty
      ? []
      : live.filter {
        let key = Self.looseKey($0.name.value)
        return key == looseKey || key.hasPrefix(looseKey)
      }
    if loose.count > 1 { throw CollectionError.ambiguousCollection(name: text, candidates: candidates(loose)) }
    if strictness == .loose, let only = loose.first { return only }
    let near =
      loose.isEmpty
      ? NearestNames.nearest(to: typed, among: live.map(\.name.value)).compactMap { name in
        live.first { $0.name.value == name }
      }
      : loose
    throw CollectionError.unknownCollection(name: text, strictness: strictness, suggestions: candidates(near))
  }

  /// Creates a collection; returns it.
  @discardableResult
  public mutating func createCollection(
    named name: String, description: String = "", id: String, on date: Date
  ) throws -> LandmarkCollection {
    let name = try Self.validated(name)
    try Self.validateDescription(description)
    try ensureNameFree(name, except: nil)
    let collection = LandmarkCollection(id: id, name: name, description: description, createdAt: date)
    collections.append(collection)
    return collection
  }

  /// Renames the collection `name` names exactly (or by id), keeping its id; returns it renamed.
  @discardableResult
  public mutating func renameCollection(_ name: String, to newName: String, on date: Date) throws
    -> LandmarkCollection
  {
    let index = try storagePosition(ofCollectionNamed: name, strictness: .exact)
    guard !collections[index].isFavorites else { throw CollectionError.favoritesIsFixed(action: "renamed") }
    let newName = try Self.validated(newName)
    try ensureNameFree(newName, except: collections[index].id)
    collections[index].name = Stamped(newName, changedAt: date)
    return collections[index]
  }

  /// Replaces the description of the collection `name` names, loosely; returns it described.
  @discardableResult
  public mutating func describeCollection(_ name: String, as description: String, on date: Date) throws
    -> LandmarkCollection
  {
    try Self.validateDescription(description)
    let index = try storagePosition(ofCollectionNamed: name, strictness: .loose)
    collections[index].description = Stamped(description, changedAt: date)
    return collections[index]
  }

  /// Deletes the collection `name` names exactly (or by id), leaving a dated tombstone; returns
  /// what was deleted.
  @discardableResult
  public mutating func deleteCollection(_ name: String, on date: Date) throws -> LandmarkCollection {
    let index = try storagePosition(ofCollectionNamed: name, strictness: .exact)
    guard !collections[index].isFavorites else { throw CollectionError.favoritesIsFixed(action: "deleted") }
    collections[index].deletedAt = date
    return collections[index]
  }

  /// Adds landmarks to a collection in the given order; returns the ids that were not in it yet.
  @discardableResult
  public mutating func add(_ landmarkIDs: [Int], toCollectionWithID id: String, on date: Date) -> [Int] {
    guard let index = collections.firstIndex(where: { $0.id == id && $0.isLive }) else { return [] }
    var added: [Int] = []
    for landmarkID in landmarkIDs where !collections[index].contains(landmarkID) {
      // A re-added landmark moves to the end: collections keep the order things were added.
      collections[index].members.removeAll { $0.landmarkID == landmarkID }
      collections[index].members.append(
        CollectionMember(landmarkID: landmarkID, isMember: true, addedAt: date, changedAt: date))
      added.append(landmarkID)
    }
    return added
  }

  /// Removes landmarks from a collection; returns the ids that were in it.
  @discardableResult
  public mutating func remove(_ landmarkIDs: [Int], fromCollectionWithID id: String, on date: Date) -> [Int] {
    guard let index = collections.firstIndex(where: { $0.id == id && $0.isLive }) else { return [] }
    var removed: [Int] = []
    for landmarkID in landmarkIDs {
      guard let position = collections[index].members.firstIndex(where: { $0.landmarkID == landmarkID && $0.isMember })
      else { continue }
      let member = collections[index].members[position]
      collections[index].members[position] = CollectionMember(
        landmarkID: landmarkID, isMember: false, addedAt: member.addedAt, changedAt: date)
      removed.append(landmarkID)
    }
    return removed
  }

  /// The live collections that hold a landmark, in creation order.
  public func collections(containing landmarkID: Int) -> [LandmarkCollection] {
    liveCollections.filter { $0.contains(landmarkID) }
  }

  // MARK: - Names

  /// The key of the loose step: a name's letters and digits, or its symbols when it has none, so
  /// "Iceland ❄️" is "iceland" and "🏔️" is "🏔".
  private static func looseKey(_ name: String) -> String {
    let folded = TextFolding.fold(name)
    guard folded.isEmpty else { return folded }
    return String(TextFolding.foldKeepingSymbols(name).filter { !$0.isWhitespace && !$0.isPunctuation })
  }

  /// The fewest characters of an id worth offering for a prefix: short enough to type, long enough
  /// that a word is not taken for one.
  private static let minimumIDPrefix = 8

  /// Whether `text` may be an id prefix: ids are UUIDs, so a word like "favorite" never is one.
  private static func acceptsIDPrefix(_ text: String) -> Bool {
    text.count >= minimumIDPrefix && text.allSatisfy { $0.isHexDigit || $0 == "-" }
  }

  /// The collections as an error names them, each with the shortest id that picks it.
  private func candidates(_ found: [LandmarkCollection]) -> [CollectionCandidate] {
    let ids = liveCollections.map { $0.id.lowercased() }
    return found.map { collection in
      let id = collection.id
      guard Self.acceptsIDPrefix(id) else { return CollectionCandidate(name: collection.name.value, id: id) }
      let lowered = id.lowercased()
      let others = ids.filter { $0 != lowered }
      var length = Self.minimumIDPrefix
      while length < id.count, others.contains(where: { $0.hasPrefix(lowered.prefix(length)) }) { length += 1 }
      return CollectionCandidate(name: collection.name.value, id: String(id.prefix(length)))
    }
  }

  private func storagePosition(ofCollectionNamed name: String, strictness: CollectionStrictness) throws -> Int {
    let id = try collection(named: name, strictness: strictness).id
    guard let index = collections.firstIndex(where: { $0.id == id && $0.isLive }) else {
      throw CollectionError.unknownCollection(name: name, strictness: strictness, suggestions: [])
    }
    return index
  }

  private func ensureNameFree(_ name: String, except id: String?) throws {
    let taken = liveCollections.contains {
      $0.id != id && LandmarkCollection.nameKey($0.name.value) == LandmarkCollection.nameKey(name)
    }
    if taken { throw CollectionError.nameTaken(name) }
  }

  /// The longest collection name accepted, in characters.
  public static let maximumNameLength = 100

  /// The longest collection description accepted, in characters.
  public static let maximumDescriptionLength = 1_000

  private static func validateDescription(_ description: String) throws {
    if description.count > maximumDescriptionLength {
      throw CollectionError.invalidDescription(reason: "it is longer than \(maximumDescriptionLength) characters")
    }
    if description.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw CollectionError.invalidDescription(reason: "it holds control characters such as line breaks")
    }
  }

  private static func validated(_ name: String) throws -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { throw CollectionError.invalidName(name, reason: "it is empty") }
    if trimmed.count > maximumNameLength {
      throw CollectionError.invalidName(name, reason: "it is longer than \(maximumNameLength) characters")
    }
    if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw CollectionError.invalidName(name, reason: "it holds control characters")
    }
    return trimmed
  }
}

/// What can go wrong when changing collections.
public enum CollectionError: Error, Equatable, Sendable {
  /// No live collection fits the name at the strictness asked; the nearest ones are offered.
  case unknownCollection(name: String, strictness: CollectionStrictness, suggestions: [CollectionCandidate])
  /// The name fits several collections equally well; all of them are listed.
  case ambiguousCollection(name: String, candidates: [CollectionCandidate])
  /// The description holds control characters or is too long.
  case invalidDescription(reason: String)
  /// Another live collection already has this name (names ignore case).
  case nameTaken(String)
  /// Favorites cannot be renamed or deleted.
  case favoritesIsFixed(action: String)
  /// The name is empty, too long, or holds control characters.
  case invalidName(String, reason: String)
}

extension CollectionError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .unknownCollection(let name, let strictness, let suggestions):
      guard !suggestions.isEmpty else {
        return "No collection is named '\(Excerpt.of(name))'. See 'landmarks collections' for the collections you have."
      }
      let listed = suggestions.map(Self.describe).joined(separator: ", ")
      switch strictness {
      case .exact:
        return "No collection is named exactly '\(Excerpt.of(name))'. Did you mean \(listed)? "
          + "This command needs the exact name (in quotes) or the id."
      case .loose:
        return "No collection is named '\(Excerpt.of(name))'. Did you mean \(listed)?"
      }
    case .ambiguousCollection(let name, let candidates):
      let listed = candidates.prefix(Self.listedCandidates).map(Self.describe).joined(separator: ", ")
      let more = candidates.count - Self.listedCandidates
      let rest = more > 0 ? ", and \(more) more (see 'landmarks collections --json')" : ""
      return "'\(Excerpt.of(name))' could be any of \(candidates.count) collections: \(listed)\(rest). "
        + "Type the exact name (in quotes) or the id."
    case .invalidDescription(let reason):
      return "That description cannot be used: \(reason)."
    case .nameTaken(let name):
      return "A collection named '\(Excerpt.of(name))' already exists. Choose another name."
    case .favoritesIsFixed(let action):
      return "Favorites cannot be \(action); it always exists. Use 'landmarks favorites remove' to empty it."
    case .invalidName(let name, let reason):
      return "'\(Excerpt.of(name))' cannot be a collection name: \(reason)."
    }
  }

  /// How many candidates a message lists before it only counts the rest, so a store with
  /// thousands of similar names cannot flood the terminal.
  package static let listedCandidates = 20

  /// A candidate as a person would type it: the name quoted for the shell, and the id.
  private static func describe(_ candidate: CollectionCandidate) -> String {
    "\(shellQuoted(Excerpt.of(candidate.name))) (id \(Excerpt.of(candidate.id)))"
  }

  /// `text` in double quotes, or in single quotes when the shell would expand something inside
  /// double ones.
  package static func shellQuoted(_ text: String) -> String {
    guard text.contains(where: { "\"$`\\!".contains($0) }) else { return "\"\(text)\"" }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// A collection named in an error message: what to type to pick it for sure.
public struct CollectionCandidate: Hashable, Sendable {
  /// The collection's name as stored.
  public let name: String
  /// The collection's id, shortened to the fewest characters (at least 8) no other collection's
  /// id starts with, when the resolver accepts a prefix of it; else the whole id.
  public let id: String

  /// Creates a candidate.
  public init(name: String, id: String) {
    self.name = name
    self.id = id
  }
}

/// How closely typed text must fit a collection for a command to act on it.
///
/// Every command resolves a collection through `UserState.collection(named:strictness:)`; this is
/// the one knob. Both levels refuse to choose among several collections that fit equally well.
public enum CollectionStrictness: Sendable, Hashable {
  /// The name itself, regardless of case, accents and emoji variation selectors, or the
  /// collection's id (in full, or a unique prefix of at least 8 of its characters). For commands
  /// that delete, rename or take landmarks out, where acting on a guess would lose something.
  case exact
  /// Anything `exact` takes, and also a name that fits only once emoji and punctuation are
  /// dropped, or one that the text begins, when just one collection fits. For commands that read
  /// a collection or add to it.
  case loose
}
