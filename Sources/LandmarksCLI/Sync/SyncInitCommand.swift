import Foundation
import LandmarksCore

/// `landmarks sync init REMOTE [--git|--folder] [--json]`: sets up syncing and syncs once.
struct SyncInitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "init",
    abstract: "Set up sync through a git repository or a synced folder, and sync once.",
    discussion: """
      REMOTE is a git URL (ssh://, https://, file://, or git@host:path) or a bare repository's \
      path (a folder holding HEAD, objects/ and refs/): landmarks syncs through git on the branch \
      main, with a checkout of its own in the data folder. Any other folder is taken as one that a \
      sync service (Syncthing, Dropbox, iCloud Drive) keeps in step; it is made if missing. --git \
      and --folder force the choice; --git on a new or empty folder makes a bare repository there. \
      On a second machine, init joins what the first one sent, merging both sides' state. Running \
      it again with another remote moves this machine there. Credentials are git's business (its \
      credential helpers, your ssh agent): a URL holding a password is refused, and nothing from \
      the repository is ever run.
      """,
    arguments: [
      .init(
        name: "remote", arity: .required, help: "A git URL or bare repository, or a shared folder.", kind: .file)
    ],
    options: [
      .flag("git", help: "Sync through git, making a bare repository at a new or empty local path."),
      .flag("folder", help: "Sync through the folder as a plain shared folder."),
      .json,
    ],
    examples: [
      .init(arguments: "sync init git@example.org:me/landmarks.git", explanation: "A repository on a server."),
      .init(arguments: "sync init --git /mnt/usb/landmarks.git", explanation: "Make a bare repository there."),
      .init(arguments: "sync init ~/Dropbox/landmarks", explanation: "A folder Dropbox keeps in step."),
    ]
  )

  static var autoSync: AutoSyncTrigger { .never }

  let remote: String
  let forcing: SyncMode?

  init(arguments: ParsedArguments) throws {
    remote = arguments.positionals.first ?? ""
    let git = arguments.flag("git")
    let folder = arguments.flag("folder")
    if git && folder { throw UsageError.conflict("--git and --folder cannot be used together: choose one.") }
    forcing = git ? .git : (folder ? .folder : nil)
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let directory = FileManager.default.currentDirectoryPath
    let classified = try SyncRemote.classify(remote, forcing: forcing, currentDirectory: directory)
    let outcome = try SyncEngine.initialise(classified, request: try context.syncRequest())
    return try SyncOutput(outcome: outcome, initialised: true, in: context)
  }
}
