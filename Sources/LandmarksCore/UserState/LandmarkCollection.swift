import Foundation

/// A named, described, ordered set of landmarks; Favorites is one that cannot be renamed or deleted.
public struct LandmarkCollection: Codable, Hashable, Sendable, Identifiable {
  /// The id of Favorites; other collections get a random UUID, so two machines never clash.
  public static let favoritesID = "favorites"

  /// A stable identifier that survives renames.
  public let id: String
  /// When the collection was created; `nil` for Favorites, which always exists.
  public let createdAt: Date?
  /// The name, unique among live collections regardless of case.
  public internal(set) var name: Stamped<String>
  /// A free-text description.
  public internal(set) var description: Stamped<String>
  /// Every landmark ever added, in the order added, removed ones kept as tombstones.
  public internal(set) var members: [CollectionMember]
  /// When the collection was deleted; a deleted collection stays as a tombstone.
  public internal(set) var deletedAt: Date?
  /// The collection a merge joined this one into, when two collections of the same name met; set
  /// only on tombstones. Files written before merges existed simply lack it.
  public internal(set) var mergedInto: String?

  /// Creates a collection.
  public init(
    id: String, name: String, description: String = "", createdAt: Date?,
    members: [CollectionMember] = []
  ) {
    self.id = id
    self.createdAt = createdAt
    self.name = Stamped(name, changedAt: createdAt)
    self.description = Stamped(description, changedAt: createdAt)
    self.members = members
    self.deletedAt = nil
    self.mergedInto = nil
  }

  /// An empty Favorites collection.
  public static let favorites = LandmarkCollection(id: favoritesID, name: "Favorites", createdAt: nil)

  /// The key two names are compared by: names that differ only in case are the same name.
  /// One definition, used by every check, so what creation accepts loading accepts too.
  public static func nameKey(_ name: String) -> String { name.lowercased() }

  /// True for Favorites.
  public var isFavorites: Bool { id == Self.favoritesID }

  /// True unless deleted.
  public var isLive: Bool { deletedAt == nil }

  /// The ids of the landmarks in it now, in the order added.
  public var landmarkIDs: [Int] { members.filter(\.isMember).map(\.landmarkID) }

  /// Whether the landmark is in it now.
  public func contains(_ landmarkID: Int) -> Bool {
    members.contains { $0.landmarkID == landmarkID && $0.isMember }
  }
}

/// A landmark's place in a collection; a removal keeps the entry as a dated tombstone.
public struct CollectionMember: Codable, Hashable, Sendable {
  /// The landmark's id.
  public let landmarkID: Int
  /// In the collection now (false: removed at `changedAt`).
  public let isMember: Bool
  /// When it was last added to the collection.
  public let addedAt: Date
  /// When its membership last changed.
  public let changedAt: Date

  /// Creates a member entry.
  public init(landmarkID: Int, isMember: Bool, addedAt: Date, changedAt: Date) {
    self.landmarkID = landmarkID
    self.isMember = isMember
    self.addedAt = addedAt
    self.changedAt = changedAt
  }
}
