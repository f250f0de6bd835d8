import Foundation
import LandmarksCore
import LandmarksModels

/// `landmarks collections show NAME`: a collection's description and landmarks in the order added.
struct CollectionsShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "show", abstract: .collectionsShowAbstract,
    arguments: [.init(name: "name", arity: .required, help: MembershipChange.looseNameHelp, kind: .collection)],
    options: [.json],
    examples: [
      .init(arguments: "collections show favorites", explanation: .collectionsShowExample1),
      .init(arguments: "collections show \"towering peaks\" --json", explanation: .collectionsShowExample2),
      .init(arguments: "collections show tower", explanation: .collectionsShowExample3),
    ])

  let name: String

  init(arguments: ParsedArguments) throws { name = arguments.positionals.first ?? "" }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let state = try context.loadState()
    let collection = try LocalizedInput.collection(name, in: state, strictness: .loose)
    return CollectionDetailOutput(
      collection: collection,
      landmarks: try collection.landmarkIDs.compactMap(catalog.landmark(id:)),
      badgeStack: try BadgeStack(catalog: catalog, state: state))
  }
}

/// The result of `collections show`.
struct CollectionDetailOutput: CommandOutput {
  private struct Body: Encodable, Sendable {
    let collection: CollectionJSON
    let landmarks: [Landmark]

    func encode(to encoder: any Encoder) throws {
      try collection.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(landmarks, forKey: .landmarks)
    }

    private enum CodingKeys: String, CodingKey { case landmarks }
  }

  let collection: LandmarkCollection
  let landmarks: [Landmark]
  let badgeStack: BadgeStack?

  var json: (any Encodable & Sendable)? { Body(collection: CollectionJSON(collection), landmarks: landmarks) }

  func text(in style: OutputStyle) -> String {
    // A long name is shortened on a terminal so the count beside it stays in view.
    let words = style.localizer
    let count = " (" + words(.countLandmarks, landmarks.count) + ")"
    let fullName = collection.listedName(in: words)
    let name =
      style.isTerminal ? DisplayWidth.truncate(fullName, to: max(8, style.width - DisplayWidth.of(count))) : fullName
    var lines = [style.bold(style.fit(name + count))]
    let description = collection.safeDescription
    if !description.isEmpty { lines += style.prose(description) }
    lines.append("")
    if landmarks.isEmpty {
      lines.append(words(.collectionsShowEmpty))
    } else {
      lines += LandmarkTable.lines(landmarks, style: style, indent: 0, showsContinent: true)
    }
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }
}
