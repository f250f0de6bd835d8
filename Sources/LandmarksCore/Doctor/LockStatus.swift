/// The store's lock as `doctor` found it, probed without creating the lock file or waiting.
public enum LockStatus: Hashable, Sendable {
  /// No lock file: nothing has written yet.
  case absent
  /// Nobody holds the lock; `lastHolder` is the pid the file still names, if any (it has usually ended).
  case free(lastHolder: LockHolder?)
  /// Another process holds the lock; `holder` is the process the file names, if it names one.
  case held(holder: LockHolder?)
  /// The lock file could not be probed.
  case unknown(reason: String)
}
