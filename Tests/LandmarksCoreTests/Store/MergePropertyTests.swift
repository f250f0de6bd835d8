import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// Merge laws over many random pairs of histories: two machines start from one store, each runs
/// random commands with its own clock (sometimes skewed, sometimes syncing halfway), then merge.
@Suite("Merge laws over random pairs of histories")
struct MergePropertyTests {
  /// How many random pairs each law is checked on.
  static let pairs: UInt64 = 300

  /// A pair of copies made from one shared start by the history with this seed.
  static func histories(seed: UInt64) -> (UserState, UserState) {
    var random = SeededGenerator(seed: seed)
    var shared = MergeHistory(state: .empty, clock: 1_795_953_600_000)
    shared.run(Int.random(in: 0...15, using: &random), using: &random)
    var first = shared
    var second = shared
    // The second machine's clock may be behind or ahead of the first's, or in step with it.
    let skew = [-2_000, -1, 0, 0, 0, 1_000].randomElement(using: &random) ?? 0
    for round in 0..<Int.random(in: 0...40, using: &random) {
      let now = shared.tick(&random)
      // Each round one machine acts, or both at once: the same moment on two machines is where
      // every tie rule is needed.
      let who = Int.random(in: 0..<4, using: &random)
      if who == 3 {
        MergeHistory.clash(&first, &second, at: now, using: &random)
        continue
      }
      if who != 1 { first.step(at: now, using: &random) }
      if who != 0 { second.step(at: now.addingTimeInterval(Double(skew) / 1000), using: &random) }
      if round == 20, Bool.random(using: &random) {
        // A sync halfway: the first machine pulls the second's store, and both carry on.
        first.state = first.state.merged(with: second.state)
      }
    }
    return (first.state, second.state)
  }

  /// Whether the two copies hold one activity changed at the same millisecond, done on one side only:
  /// the tie the "done wins" rule settles.
  static func hasActivityTie(_ first: UserState, _ second: UserState) -> Bool {
    first.activities.contains { landmarkID, records in
      records.contains { activity, record in
        guard let other = second.record(of: activity, at: landmarkID) else { return false }
        return other.done != record.done
          && UserState.storedTime(other.changedAt) == UserState.storedTime(record.changedAt)
      }
    }
  }

  @Test("merge(a, b) and merge(b, a) encode to the same bytes")
  func commutative() throws {
    var ties = 0
    defer { #expect(ties >= 10, "only \(ties) pairs exercise an activity tie: the generator needs more") }
    for seed in 1...Self.pairs {
      let (first, second) = Self.histories(seed: seed)
      if Self.hasActivityTie(first, second) { ties += 1 }
      let forward = try StateCoding.encode(first.merged(with: second))
      let backward = try StateCoding.encode(second.merged(with: first))
      #expect(forward == backward, "seed \(seed)")
      if forward != backward { break }
    }
  }

  @Test("merging either side, or the result itself, again changes nothing")
  func idempotent() throws {
    for seed in 1...Self.pairs {
      let (first, second) = Self.histories(seed: seed)
      let merged = first.merged(with: second)
      let bytes = try StateCoding.encode(merged)
      for (label, again) in [
        ("second", merged.merged(with: second)), ("first", merged.merged(with: first)),
        ("itself", merged.merged(with: merged)),
      ] {
        #expect(try StateCoding.encode(again) == bytes, "seed \(seed): merging \(label) again")
      }
      #expect(merged.invariantViolation() == nil, "seed \(seed)")
    }
  }

  /// The state as the store file holds it: written, then read back.
  static func reread(_ state: UserState) throws -> UserState {
    try StateCoding.decode(StateCoding.encode(state), path: "state.json")
  }

  @Test("as the command runs it, from files: merging the other copy again leaves the store as it is")
  func idempotentThroughFiles() throws {
    for seed in 1...Self.pairs {
      let (first, second) = Self.histories(seed: seed)
      let (mine, theirs) = (try Self.reread(first), try Self.reread(second))
      let forward = try StateCoding.encode(mine.merged(with: theirs))
      #expect(try forward == StateCoding.encode(theirs.merged(with: mine)), "seed \(seed)")
      // The store saved the merge; the next merge of the same copy must find nothing to write.
      let saved = try Self.reread(mine.merged(with: theirs))
      let again = saved.merged(with: theirs)
      #expect(again == saved, "seed \(seed): a second merge would write")
      #expect(!MergeReport(before: saved, other: theirs, after: again).changed, "seed \(seed)")
      if again != saved { break }
    }
  }

  @Test("no completed activity is lost, and no membership without a later removal")
  func nothingLost() throws {
    for seed in 1...Self.pairs {
      let (first, second) = Self.histories(seed: seed)
      let merged = first.merged(with: second)
      for side in [first, second] {
        for (landmarkID, records) in side.activities {
          for (activity, record) in records {
            let kept = try #require(merged.record(of: activity, at: landmarkID), "seed \(seed)")
            if let completed = record.firstCompletedAt {
              #expect(kept.firstCompletedAt.map { $0 <= completed } == true, "seed \(seed): \(landmarkID) \(activity)")
            }
            // Only a later unmark, from either side, may undo a completion.
            let undoneLater = [first, second].contains {
              guard let other = $0.record(of: activity, at: landmarkID) else { return false }
              return !other.done && other.changedAt > record.changedAt
            }
            if record.done && !undoneLater {
              #expect(kept.done, "seed \(seed): \(landmarkID) \(activity) lost its completion")
            }
          }
        }
        try checkMembershipsKept(side: side, merged: merged, seed: seed)
      }
    }
  }

  /// Every landmark in a live collection on `side` is, after the merge, in the collection that
  /// collection ended up as, unless that one records a later removal.
  private func checkMembershipsKept(side: UserState, merged: UserState, seed: UInt64) throws {
    for collection in side.liveCollections {
      var id = collection.id
      var visited: Set<String> = []
      while let next = merged.collections.first(where: { $0.id == id })?.mergedInto, visited.insert(id).inserted {
        id = next
      }
      let destination = try #require(merged.collections.first { $0.id == id }, "seed \(seed)")
      guard destination.isLive else { continue }
      for member in collection.members where member.isMember {
        let entry = destination.members.first { $0.landmarkID == member.landmarkID }
        let removedLater = entry.map { !$0.isMember && $0.changedAt > member.changedAt } ?? false
        #expect(
          destination.contains(member.landmarkID) || removedLater,
          "seed \(seed): \(member.landmarkID) lost from \(collection.name.value)")
      }
    }
  }
}
