import LandmarksCore
import LandmarksModels

/// Says in one sentence what journal operations did: "Unmarked take a photo at Mount Fuji."
///
/// Landmarks are named from the catalog (an id when a source that held it is gone), collections
/// by their current name; everything is made safe for the terminal.
struct JournalSummary: Sendable {
  /// Where landmark names come from; nil when the catalog could not be loaded.
  let catalog: Catalog?
  /// Where collection names come from.
  let state: UserState

  /// The most clauses a sentence lists before it only counts the rest.
  static let listedClauses = 4

  /// One sentence for `operations`, grouped: activities by landmark, members by collection.
  func sentence(for operations: [JournalOperation]) -> String {
    var order: [String] = []
    var groups: [String: [JournalOperation]] = [:]
    for operation in operations {
      let key = Self.groupKey(operation)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(operation)
    }
    let clauses = order.compactMap { groups[$0] }.map(clause)
    guard !clauses.isEmpty else { return "Nothing." }
    var shown = Array(clauses.prefix(Self.listedClauses))
    if clauses.count > Self.listedClauses {
      shown.append("and \(Formatting.count(clauses.count - Self.listedClauses, "more change"))")
    }
    let text = shown.joined(separator: "; ")
    return text.prefix(1).uppercased() + text.dropFirst() + "."
  }

  /// Operations that read well as one clause share a key.
  private static func groupKey(_ operation: JournalOperation) -> String {
    switch operation {
    case .marked(let landmark, _): "marked \(landmark)"
    case .unmarked(let landmark, _): "unmarked \(landmark)"
    case .memberAdded(let collection, _): "added \(collection)"
    case .memberRemoved(let collection, _): "removed \(collection)"
    default: "\(operation)"
    }
  }

  /// One clause for a group of operations of one kind (all share the key).
  private func clause(_ group: [JournalOperation]) -> String {
    guard let first = group.first else { return "" }
    switch first {
    case .marked(let landmark, _), .unmarked(let landmark, _):
      let activities = group.compactMap { operation -> String? in
        switch operation {
        case .marked(_, let activity), .unmarked(_, let activity): activity.phrase
        default: nil
        }
      }
      let verb = if case .marked = first { "marked" } else { "unmarked" }
      return "\(verb) \(Self.list(activities)) at \(landmarkName(landmark))"
    case .memberAdded(let collection, _), .memberRemoved(let collection, _):
      let landmarks = group.compactMap { operation -> String? in
        switch operation {
        case .memberAdded(_, let landmark), .memberRemoved(_, let landmark): landmarkName(landmark)
        default: nil
        }
      }
      if case .memberAdded = first { return "added \(Self.list(landmarks)) to \(collectionName(collection))" }
      return "removed \(Self.list(landmarks)) from \(collectionName(collection))"
    case .collectionCreated(let collection):
      return "created the collection \(collectionName(collection))"
    case .collectionRestored(let collection):
      return "restored the collection \(collectionName(collection))"
    case .collectionDeleted(let collection):
      return "deleted the collection \(collectionName(collection))"
    case .collectionRenamed(_, let from, let to):
      return "renamed the collection \(Self.safe(from)) to \(Self.safe(to))"
    case .collectionDescribed(let collection, _, let to):
      return to.isEmpty
        ? "cleared the description of \(collectionName(collection))"
        : "described \(collectionName(collection)) as \"\(Self.safe(to))\""
    case .badgeStackShown:
      return "showed the badge stack"
    case .badgeStackHidden:
      return "hid the badge stack"
    }
  }

  private func landmarkName(_ id: Int) -> String {
    // Undo and redo must work while a source is damaged, so that people can recover: a landmark
    // its index cannot give is named by its id, as one whose source is gone.
    let found: Landmark?
    do {
      found = try catalog?.landmark(id: id)
    } catch {
      found = nil
    }
    guard let landmark = found else { return "landmark \(id)" }
    return Self.safe(landmark.name)
  }

  private func collectionName(_ id: String) -> String {
    guard let collection = state.collections.first(where: { $0.id == id }) else { return "a collection" }
    return Self.safe(collection.name.value)
  }

  /// Stored or imported text, shortened and made unable to drive the terminal.
  private static func safe(_ text: String) -> String {
    SafeText.clean(Excerpt.of(text))
  }

  /// "a", "a and b", "a, b and c".
  private static func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
