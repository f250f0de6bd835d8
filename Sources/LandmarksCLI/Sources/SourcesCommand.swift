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

/// The result of `sources`: one line per source.
struct SourcesOutput: CommandOutput {
  let sources: [SourceEntry]
  let timeZone: TimeZone
  let notes: [String]

  var json: (any Encodable & Sendable)? { sources }

  func text(in style: OutputStyle) -> String {
    guard !sources.isEmpty else { return "" }
    let header = ["Source", "Landmarks", "Format", "Imported", "File"]
    let rows = sources.map { source in
      [
        SafeText.clean(source.name), String(source.count), source.format,
        Formatting.time(source.importedAt, in: timeZone), SafeText.clean(source.file),
      ]
    }
    let columns = header.indices.map { column in
      TableLayout.Column(
        cells: [header[column]] + rows.map { $0[column] }, alignsRight: column == 1,
        dropRank: column == 0 ? 0 : 5 - column)
    }
    let lines = TableLayout(columns: columns).lines(in: style)
    return lines.enumerated().map { index, line in (index == 0 ? style.bold(line) : line) + "\n" }.joined()
  }
}

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

  /// The imported sources travel in a sync's manifest: an automatic sync sends the change.
  static var autoSync: AutoSyncTrigger { .always }

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
