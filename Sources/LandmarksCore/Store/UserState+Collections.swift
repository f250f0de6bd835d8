import Foundation

extension UserState {
  /// The collections that are not deleted, in creation order (Favorites first).
  public var liveCollections: [LandmarkCollection] { collections.filter(\.isLive) }

  /// The Favorites collection.
  public var favorites: LandmarkCollection {
    collections.first(where: \.isFavorites) ?? .favorites
  }

  /// The live collection a person means by `name`: same letters regardless of case, then accents.
  public func collection(named name: String) throws -> LandmarkCollection {
    try liveCollections[position(ofCollectionNamed: name)]
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

  /// Renames a collection, keeping its id.
  public mutating func renameCollection(_ name: String, to newName: String, on date: Date) throws {
    let index = try storagePosition(ofCollectionNamed: name)
    guard !collections[index].isFavorites else { throw CollectionError.favoritesIsFixed(action: "renamed") }
    let newName = try Self.validated(newName)
    try ensureNameFree(newName, except: collections[index].id)
    collections[index].name = Stamped(newName, changedAt: date)
  }

  /// Replaces a collection's description.
  public mutating func describeCollection(_ name: String, as description: String, on date: Date) throws {
    try Self.validateDescription(description)
    let index = try storagePosition(ofCollectionNamed: name)
    collections[index].description = Stamped(description, changedAt: date)
  }

  /// Deletes a collection, leaving a dated tombstone; returns what was deleted.
  @discardableResult
  public mutating func deleteCollection(_ name: String, on date: Date) throws -> LandmarkCollection {
    let index = try storagePosition(ofCollectionNamed: name)
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

  private func position(ofCollectionNamed name: String) throws -> Int {
    let live = liveCollections
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    let key = LandmarkCollection.nameKey(trimmed)
    if let exact = live.firstIndex(where: { LandmarkCollection.nameKey($0.name.value) == key }) {
      return exact
    }
    let folded = TextFolding.fold(trimmed)
    let loose = live.indices.filter { TextFolding.fold(live[$0].name.value) == folded }
    if loose.count == 1, let only = loose.first { return only }
    if loose.count > 1 {
      throw CollectionError.ambiguousCollection(name: name, candidates: loose.map { live[$0].name.value })
    }
    let suggestions = NearestNames.nearest(to: trimmed, among: live.map(\.name.value))
    throw CollectionError.unknownCollection(name: name, suggestions: suggestions)
  }

  private func storagePosition(ofCollectionNamed name: String) throws -> Int {
    let id = try collection(named: name).id
    guard let index = collections.firstIndex(where: { $0.id == id }) else {
      throw CollectionError.unknownCollection(name: name, suggestions: [])
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
