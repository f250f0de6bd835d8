import Foundation
import LandmarksCore

/// `landmarks collections`: lists collections with their counts; subcommands change them.
struct CollectionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "collections",
    abstract: .collectionsAbstract,
    discussion: [.init(.collectionsDiscussion)],
    options: [.json],
    examples: [
      .init(arguments: "collections", explanation: .collectionsExample1),
      .init(
        arguments: "collections create \"Towering Peaks\" --description \"Big ones\"", explanation: .collectionsExample2
      ),
      .init(arguments: "collections add \"Towering Peaks\" fuji everest", explanation: .collectionsExample3),
    ],
    subcommands: [
      CollectionsShowCommand.self, CollectionsCreateCommand.self, CollectionsRenameCommand.self,
      CollectionsDescribeCommand.self, CollectionsDeleteCommand.self, CollectionsAddCommand.self,
      CollectionsRemoveCommand.self,
    ]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let state = try context.loadState()
    return CollectionsOutput(
      collections: state.liveCollections, badgeStack: try BadgeStack(catalog: catalog, state: state))
  }
}

/// The result of `collections`.
struct CollectionsOutput: CommandOutput {
  /// The widest the name column is padded when piped: a longer name only pushes its own row.
  static let pipedNameCap = 40

  let collections: [LandmarkCollection]
  let badgeStack: BadgeStack?

  var json: (any Encodable & Sendable)? { collections.map(CollectionJSON.init) }

  /// One row per collection: name, count, description. On a terminal a long name is shortened in
  /// its own column so the counts and descriptions stay in view; the description is shortened
  /// first, then dropped, then the name shortened further, then the count dropped.
  func text(in style: OutputStyle) -> String {
    let words = style.localizer
    // Counts are padded as wide as "99 landmarks", so the column does not shift as collections grow.
    let countWidth = DisplayWidth.of(words(.countLandmarks, 99))
    let columns = [
      TableLayout.Column(
        cells: collections.map { $0.listedName(in: words) }, dropRank: 0, shrink: (floor: 8, rank: 1),
        cap: style.isTerminal ? max(16, style.width / 2) : Self.pipedNameCap),
      TableLayout.Column(
        cells: collections.map { DisplayWidth.padLeft(words(.countLandmarks, $0.landmarkIDs.count), to: countWidth) },
        alignsRight: true, dropRank: 1),
      TableLayout.Column(cells: collections.map(\.safeDescription), dropRank: 2, shrink: (floor: 10, rank: 3)),
    ]
    var lines = TableLayout(columns: columns).lines(in: style)
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }
}
