import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The git checkout a sync works in, `sync/` in the data folder: the journal-free export
/// (`state.json`), each machine's manifest (`machines/ID.json`) and `.gitattributes`.
///
/// Not the data folder itself: a `git pull` there would write the store without its lock, a
/// backup or an undo entry. Everything here can be made again from the store and the remote, so
/// a checkout a killed sync left in a tangle is put right, and one past repair is made afresh.
package struct GitCheckout: Sendable {
  /// The branch every machine syncs on.
  package static let branch = "main"
  /// The remote-tracking ref of that branch.
  static let remoteRef = "refs/remotes/origin/main"
  /// The export's file name in the checkout.
  package static let stateName = "state.json"
  /// The folder of the machines' manifests.
  package static let machinesFolder = "machines"
  /// The merge driver's name in the checkout's config and attributes.
  static let driverName = "landmarks"
  /// Attributes that send every JSON file of the sync through the driver, and let two versions of
  /// the attributes themselves merge line by line.
  static let attributes = "*.json merge=landmarks\n.gitattributes merge=union\n"

  /// The git that runs in it.
  let git: GitRunner
  /// The checkout's folder.
  package let folder: URL
  /// The remote's URL or path.
  let remote: String

  /// The checkout at `folder`, syncing with `remote`.
  package init(git: GitRunner, folder: URL, remote: String) {
    self.git = git
    self.folder = folder
    self.remote = remote
  }

  private var path: String { folder.path }
  private var gitFolder: String { path + "/.git" }

  // MARK: - Making it ready

  /// Makes sure the checkout exists, is configured for `driver` (the landmarks binary's absolute
  /// path) and is clean at its last commit, repairing what a sync killed part-way left.
  package func prepare(driver: String, host: String) throws {
    if FileManager.default.fileExists(atPath: path), !isUsable() {
      try remove(folder)
    }
    if !FileManager.default.fileExists(atPath: path) { try create() }
    try clearStaleLocks()
    if FileManager.default.fileExists(atPath: gitFolder + "/MERGE_HEAD") {
      try git.run(["merge", "--abort"], in: path)
    }
    if try git.run(["symbolic-ref", "-q", "HEAD"], in: path).outputText != "refs/heads/" + Self.branch {
      try git.check(["symbolic-ref", "HEAD", "refs/heads/" + Self.branch], in: path)
    }
    try configure(driver: driver, host: host)
    if try head() != nil {
      try git.check(["reset", "-q", "--hard", "HEAD"], in: path)
    } else {
      // An unborn branch: nothing is committed, so nothing in the index may stand either.
      try git.run(["rm", "-r", "-q", "--cached", "--ignore-unmatch", "."], in: path)
    }
    // What a killed sync wrote and never committed would stand in a merge's way; it is made again.
    try git.check(["clean", "-q", "-f", "-d"], in: path)
  }

  /// Whether git recognises the folder as a repository of its own.
  private func isUsable() -> Bool {
    guard FileManager.default.fileExists(atPath: gitFolder + "/HEAD"),
      let result = try? git.run(["rev-parse", "--git-dir"], in: path)
    else { return false }
    return result.status == 0 && result.outputText == ".git"
  }

  /// A new repository, made beside the checkout's place and renamed into it, so a sync killed
  /// meanwhile leaves either nothing or a whole repository.
  private func create() throws {
    let parent = folder.deletingLastPathComponent()
    sweepUnfinished(in: parent)
    let temporary = parent.appendingPathComponent(".\(folder.lastPathComponent).new.\(getpid())").path
    try? remove(URL(fileURLWithPath: temporary))
    guard mkdir(temporary, 0o700) == 0 else {
      throw SyncError.cannotWrite(path: temporary, reason: String(cString: strerror(errno)))
    }
    try git.check(["init", "-q"], in: temporary)
    try git.check(["symbolic-ref", "HEAD", "refs/heads/" + Self.branch], in: temporary)
    guard rename(temporary, path) == 0 else {
      throw SyncError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// Removes new checkouts that a killed sync left unfinished.
  private func sweepUnfinished(in parent: URL) {
    let prefix = ".\(folder.lastPathComponent).new."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
    for name in names where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), LockHolder.processIsGone(pid) || pid == getpid() else {
        continue
      }
      try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
    }
  }

  /// Lock files a killed git left behind, which would stop every git after it. One that goes
  /// within a moment belonged to a git still finishing (the killed sync's child), and is left to it.
  private func clearStaleLocks() throws {
    var locks: [String] = []
    for name in ["index.lock", "HEAD.lock", "config.lock", "packed-refs.lock", "ORIG_HEAD.lock", "MERGE_HEAD.lock"] {
      let lock = gitFolder + "/" + name
      if FileManager.default.fileExists(atPath: lock) { locks.append(lock) }
    }
    if let walker = FileManager.default.enumerator(atPath: gitFolder + "/refs") {
      for case let name as String in walker where name.hasSuffix(".lock") { locks.append(gitFolder + "/refs/" + name) }
    }
    guard !locks.isEmpty else { return }
    for _ in 0..<40 where locks.contains(where: { FileManager.default.fileExists(atPath: $0) }) {
      usleep(50_000)
    }
    for lock in locks { unlink(lock) }
  }

  /// The checkout's own config: the remote, the branch it tracks, the merge driver by the binary's
  /// absolute path, and a committer when git has none, so no commit ever fails for want of one.
  /// Written only where it differs, so a sync usually spends one git run here.
  private func configure(driver: String, host: String) throws {
    let listing = try git.check(["config", "--list", "--show-origin"], in: path).outputText
    var local: [String: [String]] = [:]
    var anywhere: Set<String> = []
    for line in listing.split(separator: "\n") {
      guard let tab = line.firstIndex(of: "\t") else { continue }
      let origin = line[..<tab]
      let entry = line[line.index(after: tab)...]
      let key = String(entry.prefix { $0 != "=" }).lowercased()
      let value = entry.contains("=") ? String(entry.drop { $0 != "=" }.dropFirst()) : ""
      anywhere.insert(key)
      if origin == "file:.git/config" { local[key, default: []].append(value) }
    }
    var wanted: [(String, String)] = [
      ("remote.origin.url", remote),
      // A pattern, so a remote still without the branch (a new, empty repository) is no error.
      ("remote.origin.fetch", "+refs/heads/*:refs/remotes/origin/*"),
      ("merge.\(Self.driverName).name", "landmarks: join two copies of a store, as landmarks merge does"),
      ("merge.\(Self.driverName).driver", "\(Self.shellQuoted(driver)) merge-driver %O %A %B %P"),
    ]
    if !anywhere.contains("user.name") { wanted.append(("user.name", "landmarks on \(host)")) }
    if !anywhere.contains("user.email") { wanted.append(("user.email", "landmarks@\(Self.mailHost(host))")) }
    for (key, value) in wanted where local[key] != [value] {
      try git.check(["config", "--local", "--replace-all", key, value], in: path)
    }
    let info = gitFolder + "/info"
    let attributesFile = URL(fileURLWithPath: info + "/attributes")
    if (try? String(contentsOf: attributesFile, encoding: .utf8)) != Self.attributes {
      mkdir(info, 0o700)
      try write(Data(Self.attributes.utf8), to: attributesFile)
    }
  }

  // MARK: - Reading

  /// The commit the branch is at; nil before the first.
  package func head() throws -> String? {
    try revision("HEAD")
  }

  /// The commit the remote's branch was at when last fetched; nil when it has none.
  package func remoteHead() throws -> String? {
    try revision(Self.remoteRef)
  }

  private func revision(_ name: String) throws -> String? {
    let result = try git.run(["rev-parse", "-q", "--verify", name + "^{commit}"], in: path)
    return result.status == 0 ? result.outputText : nil
  }

  /// Whether the branch already holds `commit`.
  package func contains(_ commit: String) throws -> Bool {
    try git.run(["merge-base", "--is-ancestor", commit, "HEAD"], in: path).status == 0
  }

  /// How many commits wait to go out; nil when the count cannot be had.
  package func unpushedCount() -> Int? {
    guard let head = try? head() else { return 0 }
    let range = (try? remoteHead()) == nil ? head : Self.remoteRef + ".." + head
    guard let result = try? git.run(["rev-list", "--count", range], in: path), result.status == 0 else { return nil }
    return Int(result.outputText)
  }

  /// The bytes of `file` in `commit`; nil when the commit has no such file.
  func show(_ file: String, at commit: String) throws -> Data? {
    let result = try git.run(["cat-file", "blob", "\(commit):\(file)"], in: path)
    return result.status == 0 ? Data(result.output) : nil
  }

  /// The names of the machines' manifests in `commit`.
  func machineFiles(at commit: String) throws -> [String] {
    let result = try git.check(["ls-tree", "--name-only", commit, Self.machinesFolder + "/"], in: path)
    return result.outputText.split(separator: "\n").map { String($0.split(separator: "/").last ?? $0) }
  }

  /// Checks everything `commit` (the remote's) would bring: a damaged or newer export or manifest
  /// is refused before anything is merged, so the store and the checkout stay as they were.
  func validate(_ commit: String) throws {
    if let data = try show(Self.stateName, at: commit) {
      _ = try SyncFiles.state(data, file: Self.stateName, remote: remote)
    }
    for name in try machineFiles(at: commit) where name.hasSuffix(".json") {
      let file = Self.machinesFolder + "/" + name
      if let data = try show(file, at: commit) { _ = try MachineRecord.decode(data, file: file, remote: remote) }
    }
  }

  /// The export at the checkout's last commit (as the working tree holds it after `prepare`); nil
  /// when there is none yet.
  package func committedState() throws -> UserState? {
    let file = folder.appendingPathComponent(Self.stateName)
    guard let data = try StateStore.readStoreFile(atPath: file.path) else { return nil }
    return try SyncFiles.state(data, file: Self.stateName, remote: remote)
  }

  /// The machines' manifests in the working tree; a damaged one is reported.
  package func records() throws -> [MachineRecord] {
    let machines = folder.appendingPathComponent(Self.machinesFolder)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: machines.path) else { return [] }
    return try names.sorted().compactMap { name in
      guard case .machine = MachineFileName(name),
        let data = try StateStore.readStoreFile(atPath: machines.appendingPathComponent(name).path)
      else { return nil }
      return try MachineRecord.decode(data, file: Self.machinesFolder + "/" + name, remote: remote)
    }
  }

  // MARK: - Changing

  /// Starts the branch at the remote's, for a machine joining with nothing committed yet.
  func adopt(_ commit: String) throws {
    try git.check(["reset", "-q", "--hard", commit], in: path)
  }

  /// Writes the export and this machine's manifest and commits them with `message`.
  func commit(state: Data, record: MachineRecord, message: String) throws {
    try write(Data(Self.attributes.utf8), to: folder.appendingPathComponent(".gitattributes"))
    try write(state, to: folder.appendingPathComponent(Self.stateName))
    let machines = folder.appendingPathComponent(Self.machinesFolder)
    if mkdir(machines.path, 0o700) != 0, errno != EEXIST {
      throw SyncError.cannotWrite(path: machines.path, reason: String(cString: strerror(errno)))
    }
    try write(record.encoded(), to: machines.appendingPathComponent(MachineRecord.fileName(for: record.machine)))
    try git.check(["add", "-A", "--", ".gitattributes", Self.stateName, Self.machinesFolder], in: path)
    guard try git.run(["diff", "--cached", "--quiet"], in: path).status != 0 else { return }
    try git.check(["commit", "-q", "--no-verify", "-m", message], in: path)
  }

  /// Fetches the remote's branch; an unreachable remote throws with git's words.
  func fetch(kept: SyncWaiting) throws {
    let result = try git.run(["fetch", "-q", "--prune", "origin"], in: path)
    guard result.status == 0 else {
      throw SyncError.unreachable(remote: remote, reason: Self.reason(result), kept: kept)
    }
  }

  /// Merges the remote's branch through the driver (which never leaves conflict markers); a merge
  /// that fails anyway (a file that is not the sync's, changed on both sides) is undone.
  func merge(_ commit: String) throws {
    let result = try git.run(
      [
        "merge", "-q", "--no-edit", "--no-verify", "--allow-unrelated-histories", "-m",
        "landmarks: the other machines' changes", commit,
      ], in: path)
    guard result.status == 0 else {
      try git.run(["merge", "--abort"], in: path)
      throw SyncError.gitFailed(
        command: "merge", status: result.status,
        message: GitRunner.lastLines(of: result.errorText + "\n" + result.outputText))
    }
  }

  /// What a push came to.
  enum PushOutcome: Equatable {
    /// The remote took it.
    case pushed
    /// Another machine pushed first: fetch, merge and try again.
    case raced
    /// The remote could not be reached or refused; git's words.
    case failed(String)
  }

  /// Pushes the branch to the remote's.
  func push() throws -> PushOutcome {
    let result = try git.run(["push", "--porcelain", "origin", "HEAD:refs/heads/" + Self.branch], in: path)
    if result.status == 0 { return .pushed }
    let lines = result.outputText.split(separator: "\n")
    if lines.contains(where: { $0.hasPrefix("!") && $0.contains("[rejected]") }) { return .raced }
    return .failed(Self.reason(result))
  }

  /// git's own words for a failure, in one line.
  private static func reason(_ result: ExternalCommandResult) -> String {
    GitRunner.failureReason(of: result.errorText, status: result.status)
  }

  // MARK: - Files

  /// Replaces a file of the checkout atomically, private to this user.
  private func write(_ data: Data, to url: URL) throws {
    do {
      try AtomicFile.replace(url, with: data)
    } catch StoreError.cannotCreate(let path, let reason), StoreError.cannotWrite(let path, let reason) {
      throw SyncError.cannotWrite(path: path, reason: reason)
    }
  }

  /// Removes a folder and everything in it.
  func remove(_ url: URL) throws {
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw SyncError.cannotWrite(path: url.path, reason: SourceLibrary.systemReason(error))
    }
  }

  /// `text` single-quoted for the shell git runs a merge driver through.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A host name usable after the `@` of a committer's address.
  static func mailHost(_ host: String) -> String {
    let kept = host.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    return kept.isEmpty ? "localhost" : kept
  }
}
