import Foundation

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
