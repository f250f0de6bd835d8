/// The `landmarks` command itself: its subcommands are the tool's commands.
struct RootCommand: ParsableCommand {
  /// The version `--version` prints.
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    name: "landmarks",
    abstract: .landmarksAbstract,
    discussion: [.init(.landmarksDiscussion)],
    options: [.flag("version", help: .landmarksOptionVersion)],
    examples: [
      .init(arguments: "list --continent europe", explanation: .landmarksExample1),
      .init(arguments: "show fuji", explanation: .landmarksExample2),
      .init(arguments: "mark fuji --all", explanation: .landmarksExample3),
    ],
    subcommands: [
      BrowseCommand.self, ListCommand.self, ShowCommand.self, SearchCommand.self, FeaturedCommand.self,
      MarkCommand.self, UnmarkCommand.self, BadgesCommand.self, ProgressCommand.self, FavoritesCommand.self,
      CollectionsCommand.self, MapCommand.self, NearCommand.self, ImportCommand.self, SourcesCommand.self,
      ExportCommand.self, ShareCommand.self, ConfigCommand.self, MergeCommand.self, SyncCommand.self, UndoCommand.self,
      RedoCommand.self, DoctorCommand.self, CompletionCommand.self, HelpCommand.self,
    ]
  )

  let showVersion: Bool

  init(arguments: ParsedArguments) throws {
    showVersion = arguments.flag("version")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    showVersion
      ? MessageOutput(lines: ["landmarks \(Self.version)"])
      : HelpOutput(command: RootCommand.self, path: [])
  }
}
