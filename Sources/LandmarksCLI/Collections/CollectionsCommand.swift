import Foundation
import LandmarksCore

/// `landmarks collections`: lists collections with their counts; subcommands change them.
struct CollectionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "collections",
    abstract: "List your collections; create, rename, describe, delete, fill and show them.",
    discussion: """
      Favorites is a collection too; it cannot be renamed or deleted. Names are unique \
      regardless of case. Collections list in the order created, their landmarks in the order added. \
      The subcommands show, add and describe take a name loosely: its unique beginning, or the name \
      without its emoji and punctuation; delete, rename and remove need the exact name (case and \
      accents aside) or the collection's id, as shown by --json. A name that could mean several collections is \
      never guessed at: the command lists them all and does nothing.
      """,
    options: [.json],
    examples: [
      .init(arguments: "collections", explanation: "Your collections with their counts."),
      .init(
        arguments: "collections create \"Towering Peaks\" --description \"Big ones\"", explanation: "A new collection."),
      .init(arguments: "collections add \"Towering Peaks\" fuji everest", explanation: "Two landmarks into it."),
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
    let columns = [
      TableLayout.Column(
        cells: collections.map(\.safeName), dropRank: 0, shrink: (floor: 8, rank: 1),
        cap: style.isTerminal ? max(16, style.width / 2) : Self.pipedNameCap),
      // Counts are padded as wide as "99 landmarks", so the column does not shift as collections grow.
      TableLayout.Column(
        cells: collections.map { DisplayWidth.padLeft(Formatting.count($0.landmarkIDs.count, "landmark"), to: 12) },
        alignsRight: true, dropRank: 1),
      TableLayout.Column(cells: collections.map(\.safeDescription), dropRank: 2, shrink: (floor: 10, rank: 3)),
    ]
    var lines = TableLayout(columns: columns).lines(in: style)
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }
}
