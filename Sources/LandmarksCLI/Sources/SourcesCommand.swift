import Foundation
import LandmarksCore

/// `landmarks sources`: the imported sources; `sources remove NAME` removes one.
struct SourcesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "sources",
    abstract: .sourcesAbstract,
    discussion: [.init(.sourcesDiscussion)],
    options: [.json],
    examples: [
      .init(arguments: "sources", explanation: .sourcesExample1),
      .init(arguments: "sources remove starred", explanation: .sourcesExample2),
    ],
    subcommands: [SourcesRemoveCommand.self]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let registry = try SourceLibrary(store: context.store).loadRegistry()
    let notes = registry.sources.isEmpty ? [context.tr(.sourcesNone)] : []
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
    let words = style.localizer
    let header = [
      words(.sourcesHeadingSource), words(.sourcesHeadingLandmarks), words(.sourcesHeadingFormat),
      words(.sourcesHeadingImported), words(.sourcesHeadingFile),
    ]
    let rows = sources.map { source in
      [
        SafeText.clean(source.name), String(source.count), source.format,
        Formatting.time(source.importedAt, in: timeZone, words: words), SafeText.clean(source.file),
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
    abstract: .sourcesRemoveAbstract,
    discussion: [.init(.sourcesRemoveDiscussion)],
    arguments: [
      ArgumentDefinition(
        name: "name", arity: .required, help: .sourcesRemoveArgumentName, kind: .text)
    ],
    examples: [.init(arguments: "sources remove starred", explanation: .sourcesRemoveExample1)]
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
      lines: [context.tr(.sourcesRemoved, SafeText.clean(name), context.tr(.countLandmarks, count))],
      notes: [context.tr(.sourcesHistoryKept)])
  }
}
