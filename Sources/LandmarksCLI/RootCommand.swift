/// The `landmarks` command itself: its subcommands are the tool's commands.
struct RootCommand: ParsableCommand {
  /// The version `--version` prints.
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    name: "landmarks",
    abstract: "Explore remarkable places, record what you did there, and earn badges.",
    discussion: """
      On a terminal, `landmarks` alone opens the interactive explorer (`landmarks browse`). Your \
      favorites, collections and activities are kept in $LANDMARKS_HOME, else \
      $XDG_DATA_HOME/landmarks, else ~/.local/share/landmarks.
      """,
    options: [.flag("version", help: "Show the version.")],
    examples: [
      .init(arguments: "list --continent europe", explanation: "Europe's landmarks."),
      .init(arguments: "show fuji", explanation: "Mount Fuji's detail."),
      .init(arguments: "mark fuji --all", explanation: "Do all four activities and earn a badge."),
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
