import LandmarksCore

/// `landmarks collections remove NAME LANDMARK...`.
struct CollectionsRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "remove", abstract: "Remove landmarks from a collection.",
    discussion: """
      The collection must be named exactly (case and accents aside) or by its id, as shown in \
      'landmarks collections --json'. Every landmark is found first: one unknown name changes nothing.
      """,
    arguments: MembershipChange.collectionArguments(strictness: .exact),
    examples: [
      .init(arguments: "collections remove \"Towering Peaks\" k2", explanation: "K2 leaves the collection."),
      .init(
        arguments: "collections remove \"towering peaks\" k2 fuji", explanation: "Two leave; case does not matter."),
    ])

  let name: String
  let landmarks: [String]

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    landmarks = Array(arguments.positionals.dropFirst())
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.remove.apply(to: landmarks, in: context) { try $0.collection(named: name, strictness: .exact) }
  }
}
