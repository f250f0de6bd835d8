import Foundation
import LandmarksCore

/// `landmarks merge-driver BASE CURRENT OTHER [PATH]`: the merge driver `sync init` registers in
/// its checkout's git config; git runs it for every JSON file of the sync that both sides changed.
/// It writes the join of CURRENT and OTHER into CURRENT (the base is not needed: every change is
/// dated) and exits 0; a side that does not read leaves CURRENT as it was and exits 65, so git
/// calls the file conflicted rather than taking something damaged.
struct MergeDriverCommand: ParsableCommand {
  /// The hidden name: git runs it, people do not, so help and the manual never list it.
  static let name = "merge-driver"

  static let configuration = CommandConfiguration(
    name: name,
    abstract: .mergeDriverAbstract,
    arguments: [
      .init(name: "base", arity: .required, help: .mergeDriverArgumentBase, kind: .file),
      .init(name: "current", arity: .required, help: .mergeDriverArgumentCurrent, kind: .file),
      .init(name: "other", arity: .required, help: .mergeDriverArgumentOther, kind: .file),
      .init(name: "path", arity: .optional, help: .mergeDriverArgumentPath, kind: .text),
    ],
    examples: [.init(arguments: "merge-driver %O %A %B %P", explanation: .mergeDriverExample1)]
  )

  static var autoSync: AutoSyncTrigger { .never }

  let current: String
  let other: String
  let path: String

  init(arguments: ParsedArguments) throws {
    let values = arguments.positionals
    current = values.count > 1 ? values[1] : ""
    other = values.count > 2 ? values[2] : ""
    path = values.count > 3 ? values[3] : URL(fileURLWithPath: current).lastPathComponent
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let mine = try StateStore.readFileOrEmpty(atPath: current)
    let theirs = try StateStore.readFileOrEmpty(atPath: other)
    let joined = try MergeDriver.join(current: mine, other: theirs, path: path)
    do {
      try AtomicFile.replace(URL(fileURLWithPath: current), with: joined)
    } catch StoreError.cannotCreate(let file, let reason), StoreError.cannotWrite(let file, let reason) {
      throw SyncError.cannotWrite(path: file, reason: reason)
    }
    return MessageOutput(lines: [])
  }
}
