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
