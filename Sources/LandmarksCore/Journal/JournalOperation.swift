import Foundation

/// One thing a change did, in terms that can be reverted and re-applied as a new dated change.
///
/// Collection operations name collections by id, which survives renames; names are looked up
/// when a summary is shown. Renames and descriptions keep both texts so either can be put back.
public enum JournalOperation: Hashable, Sendable {
  /// An activity was marked done at a landmark.
  case marked(landmarkID: Int, activity: Activity)
  /// An activity was marked not done at a landmark.
  case unmarked(landmarkID: Int, activity: Activity)
  /// A landmark was added to a collection.
  case memberAdded(collectionID: String, landmarkID: Int)
  /// A landmark was removed from a collection.
  case memberRemoved(collectionID: String, landmarkID: Int)
  /// A collection was created.
  case collectionCreated(collectionID: String)
  /// A deleted collection was brought back.
  case collectionRestored(collectionID: String)
  /// A collection was deleted (it stays as a tombstone).
  case collectionDeleted(collectionID: String)
  /// A collection was renamed.
  case collectionRenamed(collectionID: String, from: String, to: String)
  /// A collection's description was replaced.
  case collectionDescribed(collectionID: String, from: String, to: String)
  /// The badge stack was shown.
  case badgeStackShown
  /// The badge stack was hidden.
  case badgeStackHidden

  /// The operation that reverts this one: an undone mark is an unmark, an undone creation a
  /// deletion, an undone deletion a restoration.
  public var inverse: JournalOperation {
    switch self {
    case .marked(let landmark, let activity): .unmarked(landmarkID: landmark, activity: activity)
    case .unmarked(let landmark, let activity): .marked(landmarkID: landmark, activity: activity)
    case .memberAdded(let collection, let landmark): .memberRemoved(collectionID: collection, landmarkID: landmark)
    case .memberRemoved(let collection, let landmark): .memberAdded(collectionID: collection, landmarkID: landmark)
    case .collectionCreated(let collection), .collectionRestored(let collection):
      .collectionDeleted(collectionID: collection)
    case .collectionDeleted(let collection): .collectionRestored(collectionID: collection)
    case .collectionRenamed(let collection, let from, let to):
      .collectionRenamed(collectionID: collection, from: to, to: from)
    case .collectionDescribed(let collection, let from, let to):
      .collectionDescribed(collectionID: collection, from: to, to: from)
    case .badgeStackShown: .badgeStackHidden
    case .badgeStackHidden: .badgeStackShown
    }
  }

  /// The collection the operation concerns, if any.
  public var collectionID: String? {
    switch self {
    case .memberAdded(let collection, _), .memberRemoved(let collection, _), .collectionCreated(let collection),
      .collectionRestored(let collection), .collectionDeleted(let collection),
      .collectionRenamed(let collection, _, _), .collectionDescribed(let collection, _, _):
      collection
    case .marked, .unmarked, .badgeStackShown, .badgeStackHidden:
      nil
    }
  }
}

/// An operation is stored as one flat object with every key present (unused ones null), so the
/// file reads well and scripts see the same keys for every kind.
extension JournalOperation: Codable {
  /// The keys of the stored object.
  enum CodingKeys: String, CodingKey {
    case kind, landmarkID, activity, collectionID, from, to
  }

  /// The stored name of each kind of operation.
  enum Kind: String, Codable, CaseIterable {
    case marked, unmarked, memberAdded, memberRemoved, collectionCreated, collectionRestored
    case collectionDeleted, collectionRenamed, collectionDescribed, badgeStackShown, badgeStackHidden
  }

  /// The kind this operation is stored as.
  var kind: Kind {
    switch self {
    case .marked: .marked
    case .unmarked: .unmarked
    case .memberAdded: .memberAdded
    case .memberRemoved: .memberRemoved
    case .collectionCreated: .collectionCreated
    case .collectionRestored: .collectionRestored
    case .collectionDeleted: .collectionDeleted
    case .collectionRenamed: .collectionRenamed
    case .collectionDescribed: .collectionDescribed
    case .badgeStackShown: .badgeStackShown
    case .badgeStackHidden: .badgeStackHidden
    }
  }

  /// The values of the stored object's keys besides `kind` and `collectionID`, `nil` where the
  /// kind has no such value.
  var storedFields: (landmarkID: Int?, activity: Activity?, from: String?, to: String?) {
    switch self {
    case .marked(let id, let activity), .unmarked(let id, let activity): (id, activity, nil, nil)
    case .memberAdded(_, let id), .memberRemoved(_, let id): (id, nil, nil, nil)
    case .collectionRenamed(_, let old, let new), .collectionDescribed(_, let old, let new): (nil, nil, old, new)
    case .collectionCreated, .collectionRestored, .collectionDeleted, .badgeStackShown, .badgeStackHidden:
      (nil, nil, nil, nil)
    }
  }

  /// Reads an operation, requiring the keys its kind needs.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(Kind.self, forKey: .kind)
    func landmark() throws -> Int { try container.decode(Int.self, forKey: .landmarkID) }
    func activity() throws -> Activity { try container.decode(Activity.self, forKey: .activity) }
    func collection() throws -> String { try container.decode(String.self, forKey: .collectionID) }
    func text(_ key: CodingKeys) throws -> String { try container.decode(String.self, forKey: key) }
    switch kind {
    case .marked: self = .marked(landmarkID: try landmark(), activity: try activity())
    case .unmarked: self = .unmarked(landmarkID: try landmark(), activity: try activity())
    case .memberAdded: self = .memberAdded(collectionID: try collection(), landmarkID: try landmark())
    case .memberRemoved: self = .memberRemoved(collectionID: try collection(), landmarkID: try landmark())
    case .collectionCreated: self = .collectionCreated(collectionID: try collection())
    case .collectionRestored: self = .collectionRestored(collectionID: try collection())
    case .collectionDeleted: self = .collectionDeleted(collectionID: try collection())
    case .collectionRenamed:
      self = .collectionRenamed(collectionID: try collection(), from: try text(.from), to: try text(.to))
    case .collectionDescribed:
      self = .collectionDescribed(collectionID: try collection(), from: try text(.from), to: try text(.to))
    case .badgeStackShown: self = .badgeStackShown
    case .badgeStackHidden: self = .badgeStackHidden
    }
  }

  /// Writes every key, null where the kind has no such value.
  public func encode(to encoder: any Encoder) throws {
    let (landmark, activity, from, to) = storedFields
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(landmark, forKey: .landmarkID)
    try container.encode(activity, forKey: .activity)
    try container.encode(collectionID, forKey: .collectionID)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
  }
}
