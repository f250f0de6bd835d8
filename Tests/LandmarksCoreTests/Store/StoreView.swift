import Foundation

@testable import LandmarksCore

/// What a person sees of a state, without the dates and tombstones that undo and redo add: the
/// activities done, the live collections with their names, descriptions and landmarks in order,
/// and whether the badge stack shows.
struct StoreView: Equatable, CustomStringConvertible {
  let done: [Int: [Activity]]
  let collections: [String]
  let badgeStackShown: Bool

  init(_ state: UserState) {
    var done: [Int: [Activity]] = [:]
    for landmark in state.activities.keys {
      let activities = state.doneActivities(at: landmark)
      if !activities.isEmpty { done[landmark] = activities }
    }
    self.done = done
    collections = state.liveCollections.map { collection in
      "\(collection.id) \(collection.name.value) [\(collection.description.value)] \(collection.landmarkIDs)"
    }
    badgeStackShown = state.badgeStack.value
  }

  var description: String { "done \(done.sorted { $0.key < $1.key }), \(collections), stack \(badgeStackShown)" }
}
