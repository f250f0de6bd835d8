import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a sync needs from the program running it; the engine itself reads no clock, variable or
/// terminal, and prints nothing.
package struct SyncRequest: Sendable {
  /// The user's store.
  package let store: StateStore
  /// The environment git runs in (its `PATH`, `HOME`, ssh agent).
  package let environment: [String: String]
  /// This machine's host name, shown to the others.
  package let host: String
  /// The landmarks binary's absolute path, which the checkout's config runs as the merge driver.
  package let driver: String
  /// The current time.
  package let now: @Sendable () -> Date
  /// How long to wait for another sync to finish, in seconds.
  package let lockTimeout: Double
  /// A commit message for this machine's changes since its last one (journal entries, oldest
  /// first) in `state`.
  package let message: @Sendable (_ entries: [JournalEntry], _ state: UserState) -> String

  /// Creates a request.
  package init(
    store: StateStore, environment: [String: String], host: String, driver: String,
    now: @escaping @Sendable () -> Date, lockTimeout: Double,
    message: @escaping @Sendable ([JournalEntry], UserState) -> String
  ) {
    self.store = store
    self.environment = environment
    self.host = host
    self.driver = driver
    self.now = now
    self.lockTimeout = lockTimeout
    self.message = message
  }
}

/// What a sync did.
package struct SyncOutcome: Sendable {
  /// How this machine syncs, as it now stands.
  package let setup: SyncSetup
  /// The store before the other machines' changes were folded in.
  package let before: UserState
  /// The store after.
  package let after: UserState
  /// What the other machines had, joined; the store was folded with it.
  package let received: UserState
  /// This machine's changes that went out with this sync, as its journal has them.
  package let sentEntries: [JournalEntry]
  /// Whether anything of this machine's went out (a commit, or its file rewritten).
  package let sent: Bool
  /// How many pushes it took (0: nothing to push; more than 1: others pushed meanwhile).
  package let pushAttempts: Int
  /// Every machine's record as it now stands, this one's included.
  package let records: [MachineRecord]
  /// This machine's sources, as its manifest lists them.
  package let sources: [SourceManifest]
  /// The sync services' copies merged and removed.
  package let removedCopies: [String]
}

/// `sync init` and `sync`: the steps of a git or folder sync, in the order that leaves the store,
/// the checkout and the remote consistent wherever the process is killed.
package enum SyncEngine {
  /// How many times a push is tried when other machines keep pushing first.
  static let pushAttempts = 5
  /// How long an automatic sync waits for another to finish.
  package static let backgroundLockTimeout: Double = 300

  /// Sets up syncing with `remote` and syncs: a machine joining merges both sides' state.
  package static func initialise(_ remote: SyncRemote, request: SyncRequest) throws -> SyncOutcome {
    let location = request.store.location
    try refuseInsideDataFolder(remote, location: location)
    try createFolder(location.directory.path)
    return try withSyncLock(location, timeout: request.lockTimeout) {
      let previous = try SyncSetup.load(location)
      var setup = SyncSetup(
        mode: remote.mode, remote: remote.location, machine: previous?.machine ?? SyncSetup.makeMachineID(),
        checksums: previous?.checksums ?? [:])
      if let previous, previous.mode == remote.mode, previous.remote == remote.location {
        setup.lastSync = previous.lastSync
        setup.lastSent = previous.lastSent
      } else if let previous, previous.mode == .git {
        try retire(previous, location: location, request: request)
      }
      switch remote.mode {
      case .git: try join(remote, setup: setup, request: request)
      case .folder:
        if !FileManager.default.fileExists(atPath: remote.location) { try createRemoteFolder(remote.location) }
        let shared = SharedFolder(path: remote.location)
        try shared.ensureReachable(kept: .nothingSetUp)
        _ = try shared.read()
      }
      try setup.save(to: location)
      return try run(setup, request: request)
    }
  }

  /// Syncs as `sync init` set up.
  package static func sync(request: SyncRequest, lockTimeout: Double? = nil) throws -> SyncOutcome {
    let location = request.store.location
    guard try SyncSetup.load(location) != nil else { throw SyncError.notSetUp }
    return try withSyncLock(location, timeout: lockTimeout ?? request.lockTimeout) {
      guard let setup = try SyncSetup.load(location) else { throw SyncError.notSetUp }
      return try run(setup, request: request)
    }
  }

  // MARK: - Setting up

  /// A shared folder inside the data folder would sync the data folder itself.
  private static func refuseInsideDataFolder(_ remote: SyncRemote, location: StoreLocation) throws {
    guard remote.location.hasPrefix("/") else { return }
    let data = location.directory.standardizedFileURL.path
    if remote.location == data || remote.location.hasPrefix(data + "/") {
      throw SyncError.invalidRemote(
        remote: remote.location, reason: "it is inside the data folder \(data); give a folder outside it")
    }
  }

  /// Makes the git checkout for `remote` ready to sync: a bare repository made first where `--git`
  /// asked for one, the remote fetched and checked, and a machine with nothing committed started
  /// at the remote's branch. A remote that cannot be reached or holds a damaged state leaves
  /// nothing set up.
  private static func join(_ remote: SyncRemote, setup: SyncSetup, request: SyncRequest) throws {
    let location = request.store.location
    let git = try GitRunner(environment: request.environment)
    if remote.createsRepository { try makeBareRepository(at: remote.location, git: git) }
    let checkout = GitCheckout(git: git, folder: location.syncCheckout, remote: remote.location)
    let existed = FileManager.default.fileExists(atPath: checkout.folder.path)
    do {
      try checkout.prepare(driver: request.driver, host: request.host)
      try checkout.fetch(kept: .nothingSetUp)
      if let remoteHead = try checkout.remoteHead() {
        try checkout.validate(remoteHead)
        if try checkout.head() == nil { try checkout.adopt(remoteHead) }
      }
    } catch {
      if !existed { try? checkout.remove(checkout.folder) }
      throw error
    }
  }

  /// `git init --bare` at `path`, on the branch every machine syncs on.
  private static func makeBareRepository(at path: String, git: GitRunner) throws {
    if !FileManager.default.fileExists(atPath: path) { try createRemoteFolder(path) }
    try git.check(["init", "-q", "--bare", path], in: nil)
    try git.check(["symbolic-ref", "HEAD", "refs/heads/" + GitCheckout.branch], in: path)
  }

  /// Before a machine switches remotes: what its checkout holds is folded into the store (a sync
  /// killed after its merge may have left the other machines' changes there alone), then the
  /// checkout goes.
  private static func retire(_ previous: SyncSetup, location: StoreLocation, request: SyncRequest) throws {
    let folder = location.syncCheckout
    guard FileManager.default.fileExists(atPath: folder.path) else { return }
    let file = folder.appendingPathComponent(GitCheckout.stateName).path
    if let data = try? StateStore.readStoreFile(atPath: file), let held = try? StateCoding.decode(data, path: file) {
      try request.store.update { $0 = $0.merged(with: held) }
    }
    do {
      try FileManager.default.removeItem(at: folder)
    } catch {
      throw SyncError.cannotWrite(path: folder.path, reason: SourceLibrary.systemReason(error))
    }
  }

  // MARK: - Syncing

  private static func run(_ setup: SyncSetup, request: SyncRequest) throws -> SyncOutcome {
    switch setup.mode {
    case .git: try GitSync(setup: setup, request: request).run()
    case .folder: try SharedFolderSync(setup: setup, request: request).run()
    }
  }

  /// This machine's changes in `state` since `date` (all when nil), as its journal has them.
  package static func entries(in state: UserState, since date: Date?) -> [JournalEntry] {
    state.journal.filter { entry in
      !entry.isUndone && date.map { UserState.compareTimes(entry.at, $0) == .orderedDescending } != false
    }
  }

  /// When a sync that took this machine's state at `exportedAt` counts as made: after the
  /// journal entry of its fold too (dated by the other machines' changes, whose clocks may run
  /// ahead), so that what it received is never summarised later as this machine's own.
  static func syncedAt(_ exportedAt: Date, folded: Bool, in store: StateStore) throws -> Date {
    guard folded, let entry = try store.load().journal.last?.at else { return exportedAt }
    return max(exportedAt, entry)
  }

  /// Folds `other` into the store as one change (with its backup and undo entry, or none when it
  /// brings nothing new); returns the store before and after.
  static func fold(_ other: UserState?, into store: StateStore) throws -> (before: UserState, after: UserState) {
    guard let other else {
      let state = try store.load()
      return (state, state)
    }
    return try store.update { state in
      let before = state
      state = state.merged(with: other)
      return (before, state)
    }
  }

  /// The sources' manifest, hashing only copies not hashed before.
  static func manifest(_ setup: inout SyncSetup, store: StateStore) throws -> [SourceManifest] {
    let registry = try SourceLibrary(store: store).loadRegistry()
    return SourceManifest.list(registry, in: store.location, checksums: &setup.checksums)
  }

  // MARK: - Files and the lock

  /// Runs `body` holding `sync.lock`, so two syncs of one data folder never run at once.
  private static func withSyncLock<T>(_ location: StoreLocation, timeout: Double, _ body: () throws -> T) throws -> T {
    do {
      return try FileLock.withExclusiveLock(path: location.syncLockFile.path, timeout: timeout, body)
    } catch StoreError.lockTimeout(let path, let seconds, _) {
      throw SyncError.busy(path: path, seconds: seconds)
    } catch StoreError.cannotCreate(let path, let reason), StoreError.cannotWrite(let path, let reason) {
      throw SyncError.cannotWrite(path: path, reason: reason)
    }
  }

  /// Creates the shared folder or bare repository `sync init` names, but not its parents: the
  /// parent is the synced service's folder or a disk that must already be there, and a typo in
  /// it would otherwise set up a folder nothing ever syncs.
  static func createRemoteFolder(_ path: String) throws {
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
      throw SyncError.invalidRemote(
        remote: path, reason: "the folder \(parent) is not there; create it first, or check the path for a typo")
    }
    if mkdir(path, 0o700) != 0, errno != EEXIST {
      throw SyncError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// Creates a folder (`0700`) and any missing parents.
  static func createFolder(_ path: String) throws {
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw SyncError.cannotWrite(path: path, reason: SourceLibrary.systemReason(error))
    }
  }
}

/// One git sync: export and commit, fetch, merge through the driver, fold into the store, push.
struct GitSync {
  var setup: SyncSetup
  let request: SyncRequest

  func run() throws -> SyncOutcome {
    var setup = setup
    let store = request.store
    let location = store.location
    let git = try GitRunner(environment: request.environment)
    let checkout = GitCheckout(git: git, folder: location.syncCheckout, remote: setup.remote)
    try checkout.prepare(driver: request.driver, host: request.host)
    // A checkout made afresh (its first sync, or one past repair) starts at the remote's branch.
    if try checkout.head() == nil {
      try checkout.fetch(kept: .inStore)
      if let remoteHead = try checkout.remoteHead() {
        try checkout.validate(remoteHead)
        try checkout.adopt(remoteHead)
      }
    }

    // This machine's state, joined with what was committed before: a commit never takes back
    // what an earlier merge brought, even one whose fold a killed sync never made.
    let exportedAt = request.now()
    let local = try store.load()
    let committed = try checkout.committedState()
    let export = (committed?.merged(with: local) ?? local).withoutJournal
    let exportData = try SyncFiles.exported(export)
    let sources = try SyncEngine.manifest(&setup, store: store)
    let own = try checkout.records().first { $0.machine == setup.machine }
    let sentEntries = SyncEngine.entries(in: local, since: setup.changesSince)
    var sent = false
    if try exportData != committed.map(SyncFiles.exported) || own?.sources != sources || own?.host != request.host {
      let record = MachineRecord(
        machine: setup.machine, host: request.host, sentAt: exportedAt, sources: sources, state: nil)
      try checkout.commit(state: exportData, record: record, message: request.message(sentEntries, local))
      sent = true
      setup.lastSent = exportedAt
      try setup.save(to: location)
    }

    // Fetch, merge, push; again when another machine pushed in between.
    var attempts = 0
    var failure: (any Error)?
    do {
      attempts = try exchange(checkout)
    } catch {
      failure = error
    }
    // Where this machine's changes wait, said only when the exchange failed: counting costs git runs.
    let waiting = { sent || (checkout.unpushedCount() ?? 1) > 0 }
    let kept = { waiting() ? SyncWaiting.committed(folder: checkout.folder.path) : .nothingWaiting }
    switch failure as? SyncError {
    case .unreachable(let remote, let reason, _):
      failure = SyncError.unreachable(remote: remote, reason: reason, kept: kept())
    case .pushRaced(let remote, let tries, _):
      failure = SyncError.pushRaced(remote: remote, attempts: tries, kept: kept())
    default: break
    }
    // One fold, whatever the exchange came to: what was merged is this machine's from now on.
    let received = try checkout.committedState() ?? export
    let (before, after) = try SyncEngine.fold(received, into: store)
    if let failure { throw failure }
    setup.lastSync = try SyncEngine.syncedAt(exportedAt, folded: before != after, in: store)
    try setup.save(to: location)
    return SyncOutcome(
      setup: setup, before: before, after: after, received: received, sentEntries: sent ? sentEntries : [],
      sent: sent, pushAttempts: attempts, records: try checkout.records(), sources: sources, removedCopies: [])
  }

  /// Fetches and merges the remote's branch, then pushes, up to `SyncEngine.pushAttempts` times;
  /// returns how many pushes it took (0 when the remote already had everything).
  private func exchange(_ checkout: GitCheckout) throws -> Int {
    let kept = SyncWaiting.inStore  // replaced by `run`, which knows then whether anything waits
    for attempt in 1...SyncEngine.pushAttempts {
      try checkout.fetch(kept: kept)
      let remoteHead = try checkout.remoteHead()
      var head = try checkout.head()
      if let remoteHead, remoteHead != head, try !checkout.contains(remoteHead) {
        try checkout.validate(remoteHead)
        try checkout.merge(remoteHead)
        head = try checkout.head()
      }
      if let remoteHead, head == remoteHead { return 0 }
      switch try checkout.push() {
      case .pushed: return attempt
      case .raced: continue
      case .failed(let reason): throw SyncError.unreachable(remote: setup.remote, reason: reason, kept: kept)
      }
    }
    throw SyncError.pushRaced(remote: setup.remote, attempts: SyncEngine.pushAttempts, kept: kept)
  }
}

/// One folder sync: read every machine's file (and the sync services' copies), fold them into the
/// store, write this machine's file, remove the copies.
struct SharedFolderSync {
  var setup: SyncSetup
  let request: SyncRequest

  func run() throws -> SyncOutcome {
    var setup = setup
    let store = request.store
    let shared = SharedFolder(path: setup.remote)
    try shared.ensureReachable(kept: .inStore)
    let contents = try shared.read()
    let exportedAt = request.now()
    let states =
      contents.records.keys.sorted().compactMap { contents.records[$0]?.state }
      + contents.copies.compactMap(\.record.state)
    let received = states.dropFirst().reduce(states.first) { joined, state in joined?.merged(with: state) ?? state }
    let (before, after) = try SyncEngine.fold(received, into: store)

    let export = after.withoutJournal
    let exportData = try SyncFiles.exported(export)
    let sources = try SyncEngine.manifest(&setup, store: store)
    let own = contents.records[setup.machine]
    let sentEntries = SyncEngine.entries(in: after, since: setup.changesSince)
    let copiesOfOwn = contents.copies.contains { $0.record.machine == setup.machine }
    var records = contents.records
    var sent = false
    if try own?.state.map(SyncFiles.exported) != exportData || own?.sources != sources || own?.host != request.host
      || copiesOfOwn
    {
      let record = MachineRecord(
        machine: setup.machine, host: request.host, sentAt: exportedAt, sources: sources, state: export)
      try shared.write(record)
      records[setup.machine] = record
      sent = true
      setup.lastSent = exportedAt
    }
    // Only now that what they held is in this machine's file too.
    for copy in contents.copies { try shared.removeCopy(named: copy.name) }
    setup.lastSync = try SyncEngine.syncedAt(exportedAt, folded: before != after, in: store)
    try setup.save(to: store.location)
    return SyncOutcome(
      setup: setup, before: before, after: after, received: received ?? export,
      sentEntries: sent ? sentEntries : [], sent: sent, pushAttempts: 0,
      records: records.keys.sorted().compactMap { records[$0] }, sources: sources,
      removedCopies: contents.copies.map(\.name))
  }
}
