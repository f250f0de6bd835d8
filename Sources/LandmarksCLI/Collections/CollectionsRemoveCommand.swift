import LandmarksCore

/// `landmarks collections remove NAME LANDMARK...`.
struct CollectionsRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "remove", abstract: .collectionsRemoveAbstract,
    discussion: [.init(.collectionsRemoveDiscussion)],
    arguments: MembershipChange.collectionArguments(strictness: .exact),
    examples: [
      .init(arguments: "collections remove \"Towering Peaks\" k2", explanation: .collectionsRemoveExample1),
      .init(
        arguments: "collections remove \"towering peaks\" k2 fuji", explanation: .collectionsRemoveExample2),
    ])

  let name: String
  let landmarks: [String]

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    landmarks = Array(arguments.positionals.dropFirst())
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.remove.apply(to: landmarks, in: context) {
      try LocalizedInput.collection(name, in: $0, strictness: .exact)
    }
  }
}
