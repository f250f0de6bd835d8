import Foundation

extension StoreDiagnosis {
  /// Everything wrong, each with the command that fixes it; empty when the data folder is healthy.
  package var problems: [StoreProblem] {
    let folder = location.directory.path
    if folderExists, !folderIsFolder {
      return [StoreProblem(.folderIsFile(folder: folder))]
    }
    var found: [StoreProblem] = []
    if let problem = fileProblem { found.append(problem) }
    if let problem = lockProblem { found.append(problem) }
    if !loosePermissions.isEmpty {
      found.append(
        StoreProblem(
          .loosePermissions(
            shown: Array(loosePermissions.prefix(5)), more: max(0, loosePermissions.count - 5), folder: folder)))
    }
    if case .listed(let listed) = sources {
      for source in listed {
        guard let reason = source.indexProblem else { continue }
        found.append(
          StoreProblem(
            .sourceIndex(
              name: source.name, reason: reason, damagedPart: reason == Self.checksumMismatch,
              savedCopy: source.savedCopy)))
      }
    }
    if case .unreadable(let reason) = sources {
      found.append(StoreProblem(.sourcesUnreadable(path: location.sourcesFile.path, reason: reason)))
    }
    return found
  }

  /// What is wrong with the store file, if anything.
  private var fileProblem: StoreProblem? {
    guard case .unusable(let error) = file else { return nil }
    let path = location.stateFile.path
    let backup = readableBackup?.url.lastPathComponent
    switch error {
    case .newerSchema(_, let found, let supported):
      return StoreProblem(.storeNewer(path: path, found: found, supported: supported))
    case .unreadable(_, let reason):
      return StoreProblem(.storeUnreadable(path: path, reason: reason))
    case .damaged(_, let reason):
      return StoreProblem(.storeDamaged(path: path, reason: reason, backup: backup))
    case .notAStoreFile(_, let found):
      return StoreProblem(.storeNotAFile(path: path, found: found, backup: backup))
    default:
      return StoreProblem(.storeUnusable(error))
    }
  }

  /// What is wrong with the lock, if anything: a lock held now makes every change wait.
  private var lockProblem: StoreProblem? {
    let path = location.lockFile.path
    switch lock {
    case .absent, .free:
      return nil
    case .held(let holder?) where holder.isRunning:
      return StoreProblem(.lockHeld(pid: holder.pid))
    case .held(let holder):
      return StoreProblem(.lockHeldElsewhere(path: path, endedPID: holder?.pid))
    case .unknown(let reason):
      return StoreProblem(.lockUnknown(path: path, reason: reason))
    }
  }

  /// `text` quoted for a POSIX shell when it needs to be.
  package static func quoted(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || "/._-+,:@%".unicodeScalars.contains($0)
      }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// What is wrong with the data folder, with the facts a message about it needs: the command line
/// words each kind in its language, `StoreProblem` in English for `doctor --json`.
package enum StoreProblemKind: Hashable, Sendable {
  /// The data folder is a file.
  case folderIsFile(folder: String)
  /// Others may read or change these files (the first five, and how many more).
  case loosePermissions(shown: [String], more: Int, folder: String)
  /// A source's index cannot be trusted; `damagedPart` when it opens but a checksum fails.
  case sourceIndex(name: String, reason: String, damagedPart: Bool, savedCopy: String?)
  /// The list of imported sources cannot be read.
  case sourcesUnreadable(path: String, reason: String)
  /// The store was written by a newer landmarks.
  case storeNewer(path: String, found: Int, supported: Int)
  /// The store cannot be opened.
  case storeUnreadable(path: String, reason: String)
  /// The store is damaged; `backup` is the newest backup that reads.
  case storeDamaged(path: String, reason: String, backup: String?)
  /// Something else sits where the store file belongs.
  case storeNotAFile(path: String, found: String, backup: String?)
  /// The store cannot be used for another reason.
  case storeUnusable(StoreError)
  /// A running landmarks process holds the lock.
  case lockHeld(pid: Int32)
  /// Another program holds the lock; the lock file names a process that has ended, if any.
  case lockHeldElsewhere(path: String, endedPID: Int32?)
  /// The lock cannot be checked.
  case lockUnknown(path: String, reason: String)
  /// The catalog (a source's index) cannot be loaded, for this reason.
  case catalogUnavailable(reason: String)
  /// A problem worded by whoever found it, in English (the command line's own, such as sync's).
  case described(problem: String, fix: String)
}

/// Something wrong with the data folder, and the command that puts it right.
package struct StoreProblem: Hashable, Sendable {
  /// What is wrong, with its facts.
  package let kind: StoreProblemKind
  /// What is wrong, in a sentence (English).
  package let problem: String
  /// The command (or step) that fixes it (English).
  package let fix: String

  /// The problem of `kind`, in English.
  package init(_ kind: StoreProblemKind) {
    self.kind = kind
    let quoted = StoreDiagnosis.quoted
    switch kind {
    case .folderIsFile(let folder):
      problem = "\(folder) is a file, not a folder, so nothing can be saved."
      fix = "mv \(quoted(folder)) \(quoted(folder + ".moved")) (or point LANDMARKS_HOME elsewhere)"
    case .loosePermissions(let shown, let more, let folder):
      let others = more > 0 ? " and \(more) more" : ""
      problem =
        "Others may read or change \(shown.joined(separator: ", "))\(others) in \(folder) "
        + "(the folder should be 0700, its files 0600)."
      fix = "chmod -R go-rwx \(quoted(folder))"
    case .sourceIndex(let name, let reason, let damagedPart, let savedCopy):
      // An index that opens is read as it is; one that does not is rebuilt in memory by every run.
      let effect =
        damagedPart ? "commands that read the damaged part stop with an error" : "every run rebuilds it in memory"
      problem = "The index of the source '\(name)' cannot be trusted (\(reason)); \(effect)."
      fix =
        savedCopy.map { "landmarks import \(quoted($0)) --name \(quoted(name))" }
        ?? "landmarks sources remove \(quoted(name)), then import it again"
    case .sourcesUnreadable(let path, let reason):
      problem = "The list of imported sources \(path) cannot be read: \(reason)."
      fix = "mv \(quoted(path)) \(quoted(path + ".damaged")), then import the sources again"
    case .storeNewer(let path, let found, let supported):
      problem = "The store \(path) has schema version \(found); this landmarks reads versions up to \(supported)."
      fix = "install a newer landmarks (the file is fine; nothing needs repair)"
    case .storeUnreadable(let path, let reason):
      problem = "The store \(path) cannot be opened: \(reason)."
      fix = "chmod 600 \(quoted(path))"
    case .storeDamaged(let path, let reason, let backup):
      (problem, fix) = Self.restore("The store \(path) is damaged: \(reason).", path: path, backup: backup)
    case .storeNotAFile(let path, let found, let backup):
      (problem, fix) = Self.restore("\(path) is \(found), not the store file.", path: path, backup: backup)
    case .storeUnusable(let error):
      problem = error.errorDescription ?? "The store cannot be used."
      fix = "landmarks doctor"
    case .lockHeld(let pid):
      problem = "The store is locked by landmarks process \(pid), still running; changes wait for it."
      fix = "let it finish, or end it: kill \(pid)"
    case .lockHeldElsewhere(let path, let pid):
      let named = pid.map { " (the lock file names pid \($0), which has ended)" } ?? ""
      problem = "The store is locked by another program\(named); changes wait for it."
      fix = "lsof \(quoted(path)) shows which program; end it"
    case .lockUnknown(let path, let reason):
      problem = "The lock file \(path) cannot be checked: \(reason)."
      fix = "mv \(quoted(path)) \(quoted(path + ".moved")) (landmarks makes a new one)"
    case .catalogUnavailable(let reason):
      problem = "The catalog cannot be loaded: \(reason)"
      fix = "landmarks sources (to see and remove a damaged source)"
    case .described(let described, let remedy):
      problem = described
      fix = remedy
    }
  }

  /// A damaged store's problem: restore the newest backup that reads, or start afresh.
  private static func restore(_ problem: String, path: String, backup: String?) -> (String, String) {
    guard let backup else {
      return (
        problem + " No backup reads.",
        "mv \(StoreDiagnosis.quoted(path)) \(StoreDiagnosis.quoted(path + ".damaged")) to start afresh (the file is kept)"
      )
    }
    return (problem + " The newest backup that reads is \(backup).", "landmarks doctor --restore")
  }
}
