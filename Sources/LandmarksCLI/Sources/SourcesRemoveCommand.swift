import LandmarksCore

/// `landmarks sources remove NAME`: removes a source and its landmarks, keeping the user's history.
struct SourcesRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "remove",
    abstract: "Remove an imported source and its landmarks.",
    discussion: """
      Your activities, favorites and collections that name its landmarks are kept: show and \
      progress say they belong to a removed source, and importing the source again brings them back.
      """,
    arguments: [
      ArgumentDefinition(
        name: "name", arity: .required, help: "The source's name, as 'landmarks sources' lists it.", kind: .text)
    ],
    examples: [.init(arguments: "sources remove starred", explanation: "Remove the source 'starred'.")]
  )

  let name: String

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let count = try SourceLibrary(store: context.store).remove(source: name)
    return MessageOutput(
      lines: ["Removed the source '\(SafeText.clean(name))' and its \(Formatting.count(count, "landmark"))."],
      notes: ["Your history of its landmarks is kept."])
  }
}
