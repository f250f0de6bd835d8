import LandmarksCore

/// `landmarks collections add NAME LANDMARK...`.
struct CollectionsAddCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "add", abstract: .collectionsAddAbstract,
    discussion: [.init(.collectionsAddDiscussion)],
    arguments: MembershipChange.collectionArguments(strictness: .loose),
    examples: [
      .init(arguments: "collections add \"Towering Peaks\" fuji everest k2", explanation: .collectionsAddExample1)
    ])

  let name: String
  let landmarks: [String]

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    landmarks = Array(arguments.positionals.dropFirst())
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.add.apply(to: landmarks, in: context) {
      try LocalizedInput.collection(name, in: $0, strictness: .loose)
    }
  }
}
