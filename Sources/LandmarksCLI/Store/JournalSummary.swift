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

  /// One sentence for `operations`, grouped: activities by landmark, members by collection, in the
  /// language of `words` (`undo --list --json` keeps English, as every `--json` does).
  func sentence(for operations: [JournalOperation], in words: Localizer) -> String {
    var order: [String] = []
    var groups: [String: [JournalOperation]] = [:]
    for operation in operations {
      let key = Self.groupKey(operation)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(operation)
    }
    let clauses = order.compactMap { groups[$0] }.map { clause($0, in: words) }
    guard !clauses.isEmpty else { return words(.journalNothing) }
    var shown = Array(clauses.prefix(Self.listedClauses))
    if clauses.count > Self.listedClauses {
      shown.append(words(.journalMore, words(.countMoreChanges, clauses.count - Self.listedClauses)))
    }
    let text = shown.joined(separator: words(.journalSeparator))
    return words(.journalSentence, text.prefix(1).uppercased() + text.dropFirst())
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
  private func clause(_ group: [JournalOperation], in words: Localizer) -> String {
    guard let first = group.first else { return "" }
    switch first {
    case .marked(let landmark, _), .unmarked(let landmark, _):
      let activities = group.compactMap { operation -> String? in
        switch operation {
        case .marked(_, let activity), .unmarked(_, let activity): words.phrase(of: activity)
        default: nil
        }
      }
      let verb: L10nKey = if case .marked = first { .journalMarked } else { .journalUnmarked }
      return words(verb, words.list(activities, .and), landmarkName(landmark, in: words))
    case .memberAdded(let collection, _), .memberRemoved(let collection, _):
      let landmarks = group.compactMap { operation -> String? in
        switch operation {
        case .memberAdded(_, let landmark), .memberRemoved(_, let landmark): landmarkName(landmark, in: words)
        default: nil
        }
      }
      let verb: L10nKey = if case .memberAdded = first { .journalAdded } else { .journalRemoved }
      return words(verb, words.list(landmarks, .and), collectionName(collection, in: words))
    case .collectionCreated(let collection):
      return words(.journalCreated, collectionName(collection, in: words))
    case .collectionRestored(let collection):
      return words(.journalRestored, collectionName(collection, in: words))
    case .collectionDeleted(let collection):
      return words(.journalDeleted, collectionName(collection, in: words))
    case .collectionRenamed(_, let from, let to):
      return words(.journalRenamed, Self.safe(from), Self.safe(to))
    case .collectionDescribed(let collection, _, let to):
      return to.isEmpty
        ? words(.journalCleared, collectionName(collection, in: words))
        : words(.journalDescribed, collectionName(collection, in: words), Self.safe(to))
    case .badgeStackShown:
      return words(.journalBadgeStackShown)
    case .badgeStackHidden:
      return words(.journalBadgeStackHidden)
    }
  }

  private func landmarkName(_ id: Int, in words: Localizer) -> String {
    // Undo and redo must work while a source is damaged, so that people can recover: a landmark
    // its index cannot give is named by its id, as one whose source is gone.
    let found: Landmark?
    do {
      found = try catalog?.landmark(id: id)
    } catch {
      found = nil
    }
    guard let landmark = found else { return words(.journalLandmarkID, id) }
    return Excerpt.of(words.name(of: landmark))
  }

  private func collectionName(_ id: String, in words: Localizer) -> String {
    guard let collection = state.collections.first(where: { $0.id == id }) else { return words(.journalSomeCollection) }
    return Self.safe(collection.name.value)
  }

  /// Stored or imported text, shortened and made unable to drive the terminal.
  private static func safe(_ text: String) -> String {
    SafeText.clean(Excerpt.of(text))
  }
}
