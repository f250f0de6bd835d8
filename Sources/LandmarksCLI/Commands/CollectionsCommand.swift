import Foundation
import LandmarksCore

/// `landmarks collections`: lists collections with their counts; subcommands change them.
struct CollectionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "collections",
    abstract: "List your collections; create, rename, describe, delete, fill and show them.",
    discussion: """
      Favorites is a collection too; it cannot be renamed or deleted. Names are unique \
      regardless of case. Collections list in the order created, their landmarks in the order added.
      """,
    options: [.json],
    examples: [
      .init(arguments: "collections", explanation: "Your collections with their counts."),
      .init(arguments: "collections create \"Towering Peaks\" --description \"Big ones\"", explanation: "A new collection."),
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
      collections: state.liveCollections, badgeStack: BadgeStack(catalog: catalog, state: state))
  }
}

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
    name = collection.name.value
    description = collection.description.value
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

/// The result of `collections`.
struct CollectionsOutput: CommandOutput {
  let collections: [LandmarkCollection]
  let badgeStack: BadgeStack?

  var json: (any Encodable & Sendable)? { collections.map(CollectionJSON.init) }

  func text(in style: OutputStyle) -> String {
    let names = collections.map { SafeText.clean($0.name.value) }
    let nameWidth = names.map(DisplayWidth.of).max() ?? 0
    var lines = zip(collections, names).map { collection, name in
      var line = DisplayWidth.pad(name, to: nameWidth) + "  "
        + DisplayWidth.padLeft(Formatting.count(collection.landmarkIDs.count, "landmark"), to: 12)
      let description = SafeText.clean(collection.description.value)
      if !description.isEmpty { line += "  " + description }
      return style.fit(line)
    }
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }
}
