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
