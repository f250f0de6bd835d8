import Foundation

/// What can stop `sync` or `sync init`; none of these leaves the store half-changed.
package enum SyncError: Error, Equatable, Sendable {
  /// `sync` was run before `sync init` set it up (exit 1).
  case notSetUp
  /// No `git` program on `PATH`, and the remote is a git repository (exit 69).
  case gitMissing
  /// REMOTE cannot be used as given: why, in words (exit 64).
  case invalidRemote(remote: String, reason: String)
  /// The remote could not be reached or refused the change: offline, moved, no permission; `kept`
  /// says where this machine's changes wait for the next sync (exit 69).
  case unreachable(remote: String, reason: String, kept: SyncWaiting)
  /// Other machines pushed between every fetch and push this sync tried (exit 69).
  case pushRaced(remote: String, attempts: Int, kept: SyncWaiting)
  /// A file the remote holds does not read as this landmarks writes it (exit 65).
  case damagedRemote(remote: String, file: String, reason: String)
  /// A file the remote holds was written by a newer landmarks (exit 65).
  case newerRemote(remote: String, file: String, found: Int, supported: Int)
  /// `sync.json` in the data folder cannot be read (exit 65).
  case damagedSetup(path: String, reason: String)
  /// A git command failed in a way no other case accounts for; git's own words (exit 1).
  case gitFailed(command: String, status: Int32, message: String)
  /// A file or folder of the sync cannot be created or written (exit 73).
  case cannotWrite(path: String, reason: String)
  /// Another sync held the sync lock for longer than the wait allows (exit 75).
  case busy(path: String, seconds: Double)
}

extension SyncError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  package var errorDescription: String? {
    switch self {
    case .notSetUp:
      return "Sync is not set up on this machine. Run 'landmarks sync init REMOTE' with a git repository's URL "
        + "(or a bare repository's path) or a folder that a sync service keeps in step."
    case .gitMissing:
      return "git is not installed (or not on PATH), and this sync goes through a git repository. "
        + "Install git (Debian: apt install git; macOS: xcode-select --install) and run 'landmarks sync' again; "
        + "your changes are kept meanwhile."
    case .invalidRemote(let remote, let reason):
      return "Cannot sync through \(remote): \(reason)."
    case .unreachable(let remote, let reason, let kept):
      return "Cannot reach \(remote): \(reason). \(kept.sentence)"
    case .pushRaced(let remote, let attempts, let kept):
      return "Other machines kept changing \(remote) while this one tried to send (\(attempts) tries). \(kept.sentence)"
    case .damagedRemote(let remote, let file, let reason):
      return "The copy in \(remote) is damaged (\(file): \(reason)). Nothing was changed here or there. "
        + "Repair or remove that file on the machine that wrote it, then sync again."
    case .newerRemote(let remote, let file, let found, let supported):
      return "The copy in \(remote) was written by a newer landmarks (\(file) has version \(found); this one "
        + "reads up to \(supported)). Nothing was changed here or there; update landmarks on this machine."
    case .damagedSetup(let path, let reason):
      return "The sync settings \(path) are damaged: \(reason). Move the file aside and run "
        + "'landmarks sync init REMOTE' again; your store is not affected."
    case .gitFailed(let command, let status, let message):
      let said = message.isEmpty ? "" : ": \(message)"
      return "git \(command) failed (status \(status))\(said). Nothing in your store was lost; run "
        + "'landmarks sync' again, and if it keeps failing, 'landmarks doctor'."
    case .cannotWrite(let path, let reason):
      return "Cannot write \(path): \(reason). Your store is unchanged by this; check the folder's space and "
        + "permissions, then sync again."
    case .busy(let path, let seconds):
      let shown = seconds == seconds.rounded() && seconds.magnitude < 1e9 ? String(Int(seconds)) : String(seconds)
      return "Another sync is still running (it held \(path) for \(shown) s). Try again once it has finished."
    }
  }
}

/// Where this machine's changes wait when a sync could not finish; the error's last sentence.
package enum SyncWaiting: Equatable, Sendable {
  /// `sync init` could not reach the remote: nothing was set up.
  case nothingSetUp
  /// The changes are in the store only.
  case inStore
  /// Nothing was waiting to go out.
  case nothingWaiting
  /// The changes are committed in the checkout at `folder`.
  case committed(folder: String)

  /// The sentence, in English.
  package var sentence: String {
    switch self {
    case .nothingSetUp: "Nothing was set up; run it again once the remote can be reached."
    case .inStore: "Your changes stay in your store and go with the next 'landmarks sync'."
    case .nothingWaiting: "Nothing of this machine's was waiting to go out; run 'landmarks sync' again later."
    case .committed(let folder): "Your changes are committed in \(folder) and go with the next 'landmarks sync'."
    }
  }
}
