import Foundation
import LandmarksCore

/// `landmarks sources`: the imported sources; `sources remove NAME` removes one.
struct SourcesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "sources",
    abstract: "List the imported sources; remove one.",
    discussion: """
      Each source is kept in the data folder with its index and a copy of the file it was read \
      from, so its index is rebuilt from that copy if it is ever damaged, even when the original \
      file is gone.
      """,
    options: [.json],
    examples: [
      .init(arguments: "sources", explanation: "Name, landmarks, format, when and from which file."),
      .init(arguments: "sources remove starred", explanation: "Remove the source 'starred' and its landmarks."),
    ],
    subcommands: [SourcesRemoveCommand.self]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let registry = try SourceLibrary(store: context.store).loadRegistry()
    let notes = registry.sources.isEmpty ? ["No sources imported yet. Add one with 'landmarks import FILE'."] : []
    return SourcesOutput(sources: registry.sources, timeZone: context.timeZone, notes: notes)
  }
}
