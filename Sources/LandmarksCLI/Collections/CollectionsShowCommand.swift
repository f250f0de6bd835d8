import Foundation
import LandmarksCore

/// `landmarks collections show NAME`: a collection's description and landmarks in the order added.
struct CollectionsShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "show", abstract: "Show a collection and its landmarks in the order added.",
    arguments: [.init(name: "name", arity: .required, help: MembershipChange.looseNameHelp, kind: .collection)],
    options: [.json],
    examples: [
      .init(arguments: "collections show favorites", explanation: "Favorites, as a collection."),
      .init(arguments: "collections show \"towering peaks\" --json", explanation: "One collection as JSON."),
      .init(arguments: "collections show tower", explanation: "The one collection whose name begins so."),
    ])

  let name: String

  init(arguments: ParsedArguments) throws { name = arguments.positionals.first ?? "" }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let state = try context.loadState()
    let collection = try state.collection(named: name, strictness: .loose)
    return CollectionDetailOutput(
      collection: collection,
      landmarks: try collection.landmarkIDs.compactMap(catalog.landmark(id:)),
      badgeStack: try BadgeStack(catalog: catalog, state: state))
  }
}
