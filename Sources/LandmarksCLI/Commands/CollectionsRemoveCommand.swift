import LandmarksCore

/// `landmarks collections remove NAME LANDMARK...`.
struct CollectionsRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "remove", abstract: "Remove landmarks from a collection.",
    arguments: MembershipChange.collectionArguments,
    examples: [.init(arguments: "collections remove \"Towering Peaks\" k2", explanation: "K2 leaves the collection.")])

  let name: String
  let landmarks: [String]

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    landmarks = Array(arguments.positionals.dropFirst())
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.remove.apply(to: landmarks, in: context) { try $0.collection(named: name) }
  }
}
