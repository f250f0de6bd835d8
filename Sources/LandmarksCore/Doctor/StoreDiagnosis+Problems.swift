import Foundation

extension StoreDiagnosis {
  /// Everything wrong, each with the command that fixes it; empty when the data folder is healthy.
  package var problems: [StoreProblem] {
    let folder = location.directory.path
    if folderExists, !folderIsFolder {
      return [
        StoreProblem(
          problem: "\(folder) is a file, not a folder, so nothing can be saved.",
          fix: "mv \(Self.quoted(folder)) \(Self.quoted(folder + ".moved")) (or point LANDMARKS_HOME elsewhere)")
      ]
    }
    var found: [StoreProblem] = []
    if let problem = fileProblem { found.append(problem) }
    if let problem = lockProblem { found.append(problem) }
    if !loosePermissions.isEmpty {
      let shown = loosePermissions.prefix(5).joined(separator: ", ")
      let more = loosePermissions.count > 5 ? " and \(loosePermissions.count - 5) more" : ""
      found.append(
        StoreProblem(
          problem:
            "Others may read or change \(shown)\(more) in \(folder) (the folder should be 0700, its files 0600).",
          fix: "chmod -R go-rwx \(Self.quoted(folder))"))
    }
    if case .listed(let listed) = sources {
      for source in listed {
        guard let reason = source.indexProblem else { continue }
        let fix =
          source.savedCopy.map { "landmarks import \(Self.quoted($0)) --name \(Self.quoted(source.name))" }
          ?? "landmarks sources remove \(Self.quoted(source.name)), then import it again"
        // An index that opens is read as it is; one that does not is rebuilt in memory by every run.
        let effect =
          reason == Self.checksumMismatch
          ? "commands that read the damaged part stop with an error" : "every run rebuilds it in memory"
        found.append(
          StoreProblem(
            problem: "The index of the source '\(source.name)' cannot be trusted (\(reason)); \(effect).",
            fix: fix))
      }
    }
    if case .unreadable(let reason) = sources {
      let path = location.sourcesFile.path
      found.append(
        StoreProblem(
          problem: "The list of imported sources \(path) cannot be read: \(reason).",
          fix: "mv \(Self.quoted(path)) \(Self.quoted(path + ".damaged")), then import the sources again"))
    }
    return found
  }

  /// What is wrong with the store file, if anything.
  private var fileProblem: StoreProblem? {
    guard case .unusable(let error) = file else { return nil }
    let path = location.stateFile.path
    let message = error.errorDescription ?? "The store \(path) cannot be used."
    switch error {
    case .newerSchema(_, let found, let supported):
      return StoreProblem(
        problem: "The store \(path) has schema version \(found); this landmarks reads versions up to \(supported).",
        fix: "install a newer landmarks (the file is fine; nothing needs repair)")
    case .unreadable(_, let reason):
      return StoreProblem(
        problem: "The store \(path) cannot be opened: \(reason).", fix: "chmod 600 \(Self.quoted(path))")
    case .damaged(_, let reason):
      return restoreProblem("The store \(path) is damaged: \(reason).")
    case .notAStoreFile(_, let found):
      return restoreProblem("\(path) is \(found), not the store file.")
    default:
      return StoreProblem(problem: message, fix: "landmarks doctor")
    }
  }

  /// A damaged store's problem: restore the newest backup that reads, or start afresh.
  private func restoreProblem(_ problem: String) -> StoreProblem {
    let path = location.stateFile.path
    guard let backup = readableBackup else {
      return StoreProblem(
        problem: problem + " No backup reads.",
        fix: "mv \(Self.quoted(path)) \(Self.quoted(path + ".damaged")) to start afresh (the file is kept)")
    }
    return StoreProblem(
      problem: problem + " The newest backup that reads is \(backup.url.lastPathComponent).",
      fix: "landmarks doctor --restore")
  }

  /// What is wrong with the lock, if anything: a lock held now makes every change wait.
  private var lockProblem: StoreProblem? {
    let path = location.lockFile.path
    switch lock {
    case .absent, .free:
      return nil
    case .held(let holder?) where holder.isRunning:
      return StoreProblem(
        problem: "The store is locked by landmarks process \(holder.pid), still running; changes wait for it.",
        fix: "let it finish, or end it: kill \(holder.pid)")
    case .held(let holder):
      let named = holder.map { " (the lock file names pid \($0.pid), which has ended)" } ?? ""
      return StoreProblem(
        problem: "The store is locked by another program\(named); changes wait for it.",
        fix: "lsof \(Self.quoted(path)) shows which program; end it")
    case .unknown(let reason):
      return StoreProblem(
        problem: "The lock file \(path) cannot be checked: \(reason).",
        fix: "mv \(Self.quoted(path)) \(Self.quoted(path + ".moved")) (landmarks makes a new one)")
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

/// Something wrong with the data folder, and the command that puts it right.
package struct StoreProblem: Hashable, Sendable {
  /// What is wrong, in a sentence.
  package let problem: String
  /// The command (or step) that fixes it.
  package let fix: String

  /// Creates a problem.
  package init(problem: String, fix: String) {
    self.problem = problem
    self.fix = fix
  }
}
