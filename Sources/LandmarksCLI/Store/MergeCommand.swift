import Foundation
import LandmarksCore

/// `landmarks merge OTHER [--dry-run] [--json]`: folds another machine's copy of the store into this one.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "merge",
    abstract: .mergeAbstract,
    discussion: [.init(.mergeDiscussion)],
    arguments: [
      .init(name: "other", arity: .required, help: .mergeArgumentOther, kind: .file)
    ],
    options: [.flag("dry-run", help: .mergeOptionDryRun), .json],
    examples: [
      .init(arguments: "merge ~/Sync/laptop/landmarks --dry-run", explanation: .mergeExample1),
      .init(arguments: "merge ~/Sync/laptop/landmarks", explanation: .mergeExample2),
    ])

  let other: String
  let dryRun: Bool

  init(arguments: ParsedArguments) throws {
    other = arguments.positionals.first ?? ""
    dryRun = arguments.flag("dry-run")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    // The other copy first: one that cannot be read must leave this store, and its folder, as they were.
    let source = try MergeSource(path: other)
    let theirs = try source.load()
    let catalog = try context.loadCatalog()
    let before: UserState
    let after: UserState
    if dryRun {
      before = try context.loadState()
      after = before.merged(with: theirs)
    } else {
      // One locked update: the whole merge is a single change, or none.
      (before, after) = try context.store.update { state in
        let before = state
        state = state.merged(with: theirs)
        return (before, state)
      }
    }
    return MergeOutput(
      source: source.stateFile.path, dryRun: dryRun,
      report: MergeReport(before: before, other: theirs, after: after),
      earned: try BadgeRules.newlyEarned(in: catalog, before: before, after: after),
      lost: try BadgeRules.lost(in: catalog, before: before, after: after),
      unknownLandmarks: try Self.newUnknownLandmarks(in: catalog, before: before, after: after))
  }

  /// How many landmarks the merge brought records for that this catalog does not have.
  static func newUnknownLandmarks(in catalog: Catalog, before: UserState, after: UserState) throws -> Int {
    func referenced(_ state: UserState) -> Set<Int> {
      Set(state.activities.keys).union(state.liveCollections.flatMap(\.landmarkIDs))
    }
    return try referenced(after).subtracting(referenced(before)).filter { try catalog.owner(ofID: $0) == nil }.count
  }
}

/// What `merge` changed, or with `--dry-run` would change.
struct MergeOutput: CommandOutput {
  /// The other copy's store file.
  let source: String
  /// True when nothing was written.
  let dryRun: Bool
  let report: MergeReport
  /// Badges the merge completed.
  let earned: [BadgeStatus]
  /// Badges an unmark from the other copy took back.
  let lost: [BadgeStatus]
  /// Landmarks unknown to this catalog that the merge brought records for.
  let unknownLandmarks: Int

  /// `merge --json`: every count under a stable key, plus the joins and the badges.
  struct JSON: Encodable, Sendable {
    /// One pair of same-named collections made one.
    struct Join: Encodable, Sendable {
      let name: String
      let keptId: String
      let joinedId: String
    }

    /// A badge by its id and landmark.
    struct BadgeReference: Encodable, Sendable {
      let id: String
      let landmarkId: Int
      let landmark: String
    }

    let source: String
    let dryRun: Bool
    let changed: Bool
    let activitiesMarked: Int
    let activitiesUnmarked: Int
    let favoritesAdded: Int
    let favoritesRemoved: Int
    let collectionsAdded: Int
    let collectionsDeleted: Int
    let collectionsRenamed: Int
    let collectionsDescribed: Int
    let membersAdded: Int
    let membersRemoved: Int
    let joinedCollections: [Join]
    let badgeStackShown: Bool?
    let badgesEarned: [BadgeReference]
    let badgesLost: [BadgeReference]
    let unknownLandmarks: Int
  }

  var json: (any Encodable & Sendable)? { document }

  /// The JSON form, for `merge --json` and for what `sync --json` received.
  var document: JSON {
    func references(_ statuses: [BadgeStatus]) -> [JSON.BadgeReference] {
      statuses.map { .init(id: $0.badge.id, landmarkId: $0.landmark.id, landmark: $0.landmark.safeName) }
    }
    return JSON(
      source: source, dryRun: dryRun, changed: report.changed, activitiesMarked: report.activitiesMarked,
      activitiesUnmarked: report.activitiesUnmarked, favoritesAdded: report.favoritesAdded,
      favoritesRemoved: report.favoritesRemoved, collectionsAdded: report.collectionsAdded,
      collectionsDeleted: report.collectionsDeleted, collectionsRenamed: report.collectionsRenamed,
      collectionsDescribed: report.collectionsDescribed, membersAdded: report.membersAdded,
      membersRemoved: report.membersRemoved,
      joinedCollections: report.joins.map {
        .init(name: SafeText.clean($0.name), keptId: $0.keptID, joinedId: $0.joinedID)
      },
      badgeStackShown: report.badgeStackShown, badgesEarned: references(earned), badgesLost: references(lost),
      unknownLandmarks: unknownLandmarks)
  }

  func text(in style: OutputStyle) -> String {
    let words = style.localizer
    let path = SafeText.clean(source)
    guard report.changed else {
      return words(.mergeNothing, path) + "\n"
    }
    var lines = [words(dryRun ? .mergeWouldChange : .mergeMerged, path)]
    guard report.changesSomethingVisible || unknownLandmarks > 0 else {
      lines.append("  " + words(.mergeOnlyHistory))
      return lines.map { $0 + "\n" }.joined()
    }
    lines += details(in: words).map { "  " + $0 }
    lines += badgeLines(in: style)
    return lines.map { $0 + "\n" }.joined()
  }

  /// A line for each badge the merge completed or took back.
  func badgeLines(in style: OutputStyle) -> [String] {
    let words = style.localizer
    var lines: [String] = []
    for status in earned {
      let badge = style.colored(style.glyph(status.badge.symbol), status.badge.color)
      lines.append(
        style.bold(words(dryRun ? .mergeWouldEarn : .badgeEarned, words.name(of: status.landmark))) + " " + badge)
    }
    for status in lost {
      lines.append(words(dryRun ? .mergeWouldLose : .badgeLost, words.name(of: status.landmark)))
    }
    return lines
  }

  /// One line per kind of change, leaving out those that did not happen (`sync` shows them too).
  func details(in words: Localizer) -> [String] {
    var lines: [String] = []
    let activities = parts(
      [
        (report.activitiesMarked, words(.mergeMarkedDone, report.activitiesMarked)),
        (report.activitiesUnmarked, words(.mergeUnmarked, report.activitiesUnmarked)),
      ], in: words)
    if let activities { lines.append(words(.mergeActivities, activities)) }
    let favorites = parts(
      [
        (report.favoritesAdded, words(.mergeAdded, report.favoritesAdded)),
        (report.favoritesRemoved, words(.mergeRemoved, report.favoritesRemoved)),
      ], in: words)
    if let favorites { lines.append(words(.mergeFavorites, favorites)) }
    let collections = parts(
      [
        (report.collectionsAdded, words(.mergeAdded, report.collectionsAdded)),
        (report.collectionsDeleted, words(.mergeDeleted, report.collectionsDeleted)),
        (report.collectionsRenamed, words(.mergeRenamed, report.collectionsRenamed)),
        (report.collectionsDescribed, words(.mergeDescribed, report.collectionsDescribed)),
        (report.membersAdded, words(.mergeMembersAdded, words(.countLandmarks, report.membersAdded))),
        (report.membersRemoved, words(.mergeMembersRemoved, words(.countLandmarks, report.membersRemoved))),
      ], in: words)
    if let collections { lines.append(words(.mergeCollections, collections)) }
    for join in report.joins {
      lines.append(
        words(.mergeJoined, SafeText.clean(join.name), String(join.keptID.prefix(8)), String(join.joinedID.prefix(8))))
    }
    if let shown = report.badgeStackShown { lines.append(words(shown ? .mergeStackShown : .mergeStackHidden)) }
    if unknownLandmarks > 0 {
      lines.append(words(.mergeUnknownLandmarks, words(.countLandmarks, unknownLandmarks)))
    }
    return lines
  }

  /// The phrases whose counts are not zero, joined; nil when all are zero.
  private func parts(_ counted: [(Int, String)], in words: Localizer) -> String? {
    let present = counted.filter { $0.0 > 0 }.map(\.1)
    return present.isEmpty ? nil : present.joined(separator: words(.listSeparator))
  }
}
