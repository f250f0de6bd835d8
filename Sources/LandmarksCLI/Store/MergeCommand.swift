import LandmarksCore

/// `landmarks merge OTHER [--dry-run] [--json]`: folds another machine's copy of the store into this one.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "merge",
    abstract: "Fold another copy of your store, such as another machine's, into this one.",
    discussion: """
      OTHER is the other copy's data folder (in a synced folder or a git checkout, say) or its \
      state.json. Nothing is lost: for every activity, favorite, membership, collection name and \
      description and the badge stack the most recent change wins, deletions included, and an \
      activity keeps the earliest time it was first done. Two collections that end up with the same \
      name become one: the older stays, holding the landmarks of both. Records for landmarks this \
      machine does not know (imported only on the other) are kept. The other copy is only read, \
      never locked or changed; a store from a newer landmarks is refused. The merge is one change to \
      your store; merging the same copy again changes nothing.
      """,
    arguments: [
      .init(name: "other", arity: .required, help: "The other copy: its data folder or its state.json.", kind: .file)
    ],
    options: [.flag("dry-run", help: "Show what would change, and write nothing."), .json],
    examples: [
      .init(arguments: "merge ~/Sync/laptop/landmarks --dry-run", explanation: "What the laptop's copy would change."),
      .init(arguments: "merge ~/Sync/laptop/landmarks", explanation: "Merge it into this machine's store."),
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
  private static func newUnknownLandmarks(in catalog: Catalog, before: UserState, after: UserState) throws -> Int {
    func referenced(_ state: UserState) -> Set<Int> {
      Set(state.activities.keys).union(state.liveCollections.flatMap(\.landmarkIDs))
    }
    return try referenced(after).subtracting(referenced(before)).filter { try catalog.owner(ofID: $0) == nil }.count
  }
}
