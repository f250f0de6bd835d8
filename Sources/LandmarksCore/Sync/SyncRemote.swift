import Foundation

/// How a machine syncs: through a git repository, or through a folder a sync service keeps in step.
package enum SyncMode: String, Codable, Hashable, Sendable, CaseIterable {
  /// A git remote: ssh, https, file URLs, scp-like `host:path`, or a bare repository's path.
  case git
  /// A plain folder that Syncthing, Dropbox, iCloud Drive or the like keeps in step.
  case folder
}

/// Where `sync init REMOTE` points, told apart from the text as typed.
package struct SyncRemote: Hashable, Sendable {
  /// Git or folder.
  package let mode: SyncMode
  /// A git URL as given, or an absolute path (a bare repository's or the shared folder's).
  package let location: String
  /// Whether `--git` named a local path where a bare repository is still to be made (nothing
  /// there, or an empty folder).
  package let createsRepository: Bool

  /// Creates a remote.
  package init(mode: SyncMode, location: String, createsRepository: Bool = false) {
    self.mode = mode
    self.location = location
    self.createsRepository = createsRepository
  }

  /// The schemes git speaks that name a repository elsewhere (or, `file://`, on this disk).
  static let gitSchemes = ["ssh://", "git+ssh://", "ssh+git://", "https://", "http://", "git://", "file://"]

  /// Reads REMOTE: a URL of a git scheme or an scp-like `[user@]host:path` is git; a path to a
  /// bare repository (a folder holding `HEAD`, `objects/` and `refs/`) is git; any other path is a
  /// shared folder. `forcing` (`--git`, `--folder`) overrides the guess where it can; a relative
  /// path is taken from `currentDirectory`.
  package static func classify(_ text: String, forcing: SyncMode?, currentDirectory: String) throws -> SyncRemote {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw SyncError.invalidRemote(remote: "''", reason: "no remote was given") }
    guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      throw SyncError.invalidRemote(remote: Excerpt.of(trimmed), reason: "it holds control characters")
    }
    // What git would read as an option, or hand to a remote helper (`ext::` runs a command).
    if trimmed.hasPrefix("-") {
      throw SyncError.invalidRemote(
        remote: trimmed, reason: "a remote cannot start with '-'; write ./\(trimmed) for a folder")
    }
    if let colons = trimmed.range(of: "::"), !trimmed[..<colons.lowerBound].contains("/") {
      throw SyncError.invalidRemote(
        remote: trimmed, reason: "git's remote helpers (transport::address) are not supported; give a URL or a path")
    }
    let lowered = trimmed.lowercased()
    if let scheme = gitSchemes.first(where: { lowered.hasPrefix($0) }) {
      guard forcing != .folder else {
        throw SyncError.invalidRemote(
          remote: trimmed, reason: "--folder takes a folder on this machine, and this is a URL; leave --folder out")
      }
      try refuseCredentials(in: trimmed, after: scheme)
      return SyncRemote(mode: .git, location: trimmed)
    }
    let path = absolute(trimmed, from: currentDirectory)
    let exists = FileManager.default.fileExists(atPath: path)
    if !exists, !trimmed.hasPrefix("/"), !trimmed.hasPrefix("."), !trimmed.hasPrefix("~"), isSCPLike(trimmed) {
      guard forcing != .folder else {
        throw SyncError.invalidRemote(
          remote: trimmed, reason: "--folder takes a folder on this machine, and this names another host")
      }
      return SyncRemote(mode: .git, location: trimmed)
    }
    switch forcing {
    case .folder:
      return SyncRemote(mode: .folder, location: path)
    case .git:
      if isBareRepository(path) || isWorkingRepository(path) { return SyncRemote(mode: .git, location: path) }
      if !exists || isEmptyFolder(path) { return SyncRemote(mode: .git, location: path, createsRepository: true) }
      throw SyncError.invalidRemote(
        remote: path,
        reason: "it is not a git repository (a bare one holds HEAD, objects/ and refs/) and not empty; give an "
          + "empty or new folder for --git to make one there, or leave --git out to sync through the folder")
    case nil:
      return SyncRemote(mode: isBareRepository(path) ? .git : .folder, location: path)
    }
  }

  /// `[user@]host:path` as git reads it: a colon before any slash, and something on both sides.
  static func isSCPLike(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    let host = text[..<colon]
    return !host.isEmpty && !host.contains("/") && text.index(after: colon) < text.endIndex
  }

  /// A password in a URL would be kept in `sync.json` and the checkout's config: refused, as
  /// credentials are git's business (its credential helpers, the ssh agent).
  static func refuseCredentials(in url: String, after scheme: String) throws {
    let rest = url.dropFirst(scheme.count)
    let authority = rest.prefix { $0 != "/" }
    guard let at = authority.lastIndex(of: "@") else { return }
    if authority[..<at].contains(":") {
      throw SyncError.invalidRemote(
        remote: scheme + "…@" + authority[authority.index(after: at)...] + rest.dropFirst(authority.count),
        reason: "it holds a password, which landmarks would have to store; give the URL without it and let "
          + "git's credential helper (or an ssh key) provide it")
    }
  }

  /// `path` made absolute and tidied (`.` and `..` resolved, no trailing slash).
  static func absolute(_ path: String, from directory: String) -> String {
    let base =
      path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: directory).appendingPathComponent(path)
    return base.standardizedFileURL.path
  }

  /// A folder holding `HEAD`, `objects/` and `refs/`: a bare git repository.
  package static func isBareRepository(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    let manager = FileManager.default
    guard manager.fileExists(atPath: path + "/HEAD", isDirectory: &isFolder), !isFolder.boolValue else { return false }
    for folder in ["objects", "refs"] {
      guard manager.fileExists(atPath: path + "/" + folder, isDirectory: &isFolder), isFolder.boolValue else {
        return false
      }
    }
    return true
  }

  /// A folder with a `.git` inside: a repository with a working tree.
  static func isWorkingRepository(_ path: String) -> Bool {
    isBareRepository(path + "/.git")
  }

  /// A folder with nothing in it.
  static func isEmptyFolder(_ path: String) -> Bool {
    (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true
  }
}
