import Foundation
import LandmarksCore

/// `landmarks sync init REMOTE [--git|--folder] [--json]`: sets up syncing and syncs once.
struct SyncInitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "init",
    abstract: .syncInitAbstract,
    discussion: [.init(.syncInitDiscussion)],
    arguments: [.init(name: "remote", arity: .required, help: .syncInitArgumentRemote, kind: .file)],
    options: [.flag("git", help: .syncInitOptionGit), .flag("folder", help: .syncInitOptionFolder), .json],
    examples: [
      .init(arguments: "sync init git@example.org:me/landmarks.git", explanation: .syncInitExample1),
      .init(arguments: "sync init --git /mnt/usb/landmarks.git", explanation: .syncInitExample2),
      .init(arguments: "sync init ~/Dropbox/landmarks", explanation: .syncInitExample3),
    ]
  )

  static var autoSync: AutoSyncTrigger { .never }

  let remote: String
  let forcing: SyncMode?

  init(arguments: ParsedArguments) throws {
    remote = arguments.positionals.first ?? ""
    let git = arguments.flag("git")
    let folder = arguments.flag("folder")
    if git && folder { throw UsageError.conflict(LocalizedText(.syncInitConflict)) }
    forcing = git ? .git : (folder ? .folder : nil)
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let directory = FileManager.default.currentDirectoryPath
    let classified = try SyncRemote.classify(remote, forcing: forcing, currentDirectory: directory)
    let outcome = try SyncEngine.initialise(classified, request: try context.syncRequest())
    return try SyncOutput(outcome: outcome, initialised: true, in: context)
  }
}
