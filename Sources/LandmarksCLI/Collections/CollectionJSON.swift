import Foundation
import LandmarksCore

/// A collection in JSON.
struct CollectionJSON: Encodable, Sendable {
  let id: String
  let name: String
  let description: String
  let createdAt: Date?
  let count: Int
  let landmarkIds: [Int]

  init(_ collection: LandmarkCollection) {
    id = collection.id
    // Names and descriptions come from the user's store, which may have been edited by hand.
    name = SafeText.clean(collection.name.value)
    description = SafeText.clean(collection.description.value)
    createdAt = collection.createdAt
    landmarkIds = collection.landmarkIDs
    count = landmarkIds.count
  }
}
