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

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(description, forKey: .description)
    try container.encode(createdAt, forKey: .createdAt)
    try container.encode(count, forKey: .count)
    try container.encode(landmarkIds, forKey: .landmarkIds)
  }

  private enum CodingKeys: String, CodingKey { case id, name, description, createdAt, count, landmarkIds }
}
