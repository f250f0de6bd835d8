import LandmarksCore

/// How doctor's problems read in the run's language: the same facts `StoreProblem` words in
/// English for `doctor --json`. Commands in a fix are typed as they are; only the words around
/// them are translated.
extension Localizer {
  /// The problem of `kind` and its fix; `catalogReason` is why the catalog did not load, in this
  /// language.
  func describe(_ kind: StoreProblemKind, catalogReason: String? = nil) -> (problem: String, fix: String) {
    let quoted = StoreDiagnosis.quoted
    switch kind {
    case .folderIsFile(let folder):
      return (
        self(.problemFolderIsFile, folder),
        self(.problemFolderIsFileFix, "mv \(quoted(folder)) \(quoted(folder + ".moved"))")
      )
    case .loosePermissions(let shown, let more, let folder):
      let files = shown.joined(separator: ", ")
      return (
        more > 0
          ? self(.problemLoosePermissionsMore, files, more, folder) : self(.problemLoosePermissions, files, folder),
        "chmod -R go-rwx \(quoted(folder))"
      )
    case .sourceIndex(let name, let reason, let damagedPart, let savedCopy):
      return (
        self(damagedPart ? .problemSourceIndexPart : .problemSourceIndex, name, reason),
        savedCopy.map { "landmarks import \(quoted($0)) --name \(quoted(name))" }
          ?? self(.problemSourceIndexFix, "landmarks sources remove \(quoted(name))")
      )
    case .sourcesUnreadable(let path, let reason):
      return (
        self(.problemSourcesUnreadable, path, reason),
        self(.problemSourcesUnreadableFix, "mv \(quoted(path)) \(quoted(path + ".damaged"))")
      )
    case .storeNewer(let path, let found, let supported):
      return (self(.problemStoreNewer, path, found, supported), self(.problemStoreNewerFix))
    case .storeUnreadable(let path, let reason):
      return (self(.problemStoreUnreadable, path, reason), "chmod 600 \(quoted(path))")
    case .storeDamaged(let path, let reason, let backup):
      return restore(self(.problemStoreDamaged, path, reason), path: path, backup: backup)
    case .storeNotAFile(let path, let found, let backup):
      return restore(self(.problemStoreNotAFile, path, fileKind(found)), path: path, backup: backup)
    case .storeUnusable(let error):
      return (describe(error), "landmarks doctor")
    case .lockHeld(let pid):
      return (self(.problemLockHeld, Int(pid)), self(.problemLockHeldFix, "kill \(pid)"))
    case .lockHeldElsewhere(let path, let pid):
      return (
        pid.map { self(.problemLockElsewhereEnded, Int($0)) } ?? self(.problemLockElsewhere),
        self(.problemLockElsewhereFix, "lsof \(quoted(path))")
      )
    case .lockUnknown(let path, let reason):
      return (
        self(.problemLockUnknown, path, reason),
        self(.problemLockUnknownFix, "mv \(quoted(path)) \(quoted(path + ".moved"))")
      )
    case .catalogUnavailable(let reason):
      return (
        self(.problemCatalogUnavailable, catalogReason ?? reason),
        self(.problemCatalogUnavailableFix, "landmarks sources")
      )
    case .described(let problem, let fix):
      return (problem, fix)
    }
  }

  /// A damaged store's problem: restore the newest backup that reads, or start afresh.
  private func restore(_ problem: String, path: String, backup: String?) -> (problem: String, fix: String) {
    let quoted = StoreDiagnosis.quoted
    guard let backup else {
      return (
        sentences(problem, self(.problemNoBackup)),
        self(.problemStartAfresh, "mv \(quoted(path)) \(quoted(path + ".damaged"))")
      )
    }
    return (sentences(problem, self(.problemNewestBackup, backup)), "landmarks doctor --restore")
  }
}
