import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A full disk or a read-only data folder: a change fails with exit 73 or 74 naming the path and
/// the reason, and the store keeps its previous state, byte for byte, with no temporary left.
///
/// Tests run as root, where `chmod` stops nothing, so the folder is a 64 KB tmpfs (full disk) or a
/// read-only bind mount. Where mounting is refused, the tmpfs test is skipped with the reason (the
/// file-size limit test, `ulimit -f`, fails writes as a full disk does and always runs), and the
/// read-only test uses a folder without write permission for a user other than root, or is skipped
/// for root, whom permissions do not stop.
@Suite struct FullDiskTests {
  /// The changes tried on a folder that cannot take them.
  static let changes: [[String]] = [
    ["mark", "uluru", "photo"], ["collections", "create", "Another"], ["favorites", "add", "eiffel"],
  ]

  @Test(
    .enabled(
      if: Mount.tmpfs.succeeded,
      Comment(rawValue: "no tmpfs here (mount refused: \(Mount.tmpfs.message)); the file-size limit test stands in")))
  func aFullDiskRefusesEveryChangeAndKeepsTheStore() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try FileManager.default.createDirectory(at: landmarks.home, withIntermediateDirectories: true)
    let mounted = Mount.run(["-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", landmarks.home.path])
    try #require(mounted.succeeded, "mount tmpfs, which worked on a scratch folder: \(mounted.message)")
    defer { Mount.unmount(landmarks.home.path) }
    print("FullDiskTests: full disk on a 64 KB tmpfs at \(landmarks.home.path)")
    let before = try Self.makeStore(landmarks)
    try Self.fill(landmarks.home.appendingPathComponent("filler"))
    for change in Self.changes {
      let result = try landmarks.run(change)
      #expect(result.status == 74, "\(change): \(result.stderr)")
      // The write that fails first is the backup of the state before the change, or the state itself:
      // either way the message names a file in the data folder.
      #expect(result.stderr.contains(landmarks.home.path + "/"), "\(result.stderr)")
      #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
      try Self.expectUnchanged(landmarks, before)
    }
    // An import builds its source in the data folder: it fails the same way and adds nothing.
    let places = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID().uuidString).geojson")
    try Data(ImportTests.geoJSON(count: 50).utf8).write(to: places)
    defer { try? FileManager.default.removeItem(at: places) }
    let imported = try landmarks.run(["import", places.path])
    #expect([73, 74].contains(imported.status), "\(imported.stderr)")
    #expect(imported.stderr.contains("No space left on device"), "\(imported.stderr)")
    #expect(try landmarks.run(["sources", "--json"]).stdout == "[]\n")
    try Self.expectUnchanged(landmarks, before)
    // What is stored can still be read.
    #expect(try landmarks.run(["progress"]).status == 0)
    // A first write on a full disk fails the same way, whichever step runs out of room first.
    let fresh = landmarks.home.appendingPathComponent("fresh").path
    let first = try landmarks.run(["mark", "fuji", "photo"], environment: ["LANDMARKS_HOME": fresh])
    #expect([73, 74].contains(first.status), "\(first.stderr)")
    #expect(first.stderr.contains(fresh) && first.stderr.contains("No space left on device"), "\(first.stderr)")
  }

  /// Runs with or without mounts: a process whose writes stop at 1 KB fails as on a full disk.
  @Test func aFileSizeLimitRefusesEveryChangeAndKeepsTheStore() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    print("FullDiskTests: full disk simulated by `ulimit -f 1` (writes past 1 KB fail with EFBIG)")
    let before = try Self.makeStore(landmarks)
    #expect(before.count > 1_024, "the store must outgrow the limit for the test to mean anything")
    for change in Self.changes {
      let words = ([LandmarksProcess.binary.path] + change).map { "'\($0)'" }.joined(separator: " ")
      // SIGXFSZ ignored, as its default would kill the process instead of failing the write.
      let result = try landmarks.shell("trap '' XFSZ; ulimit -f 1; exec \(words)")
      #expect(result.status == 74, "\(change): \(result.stderr)")
      // The write that fails first is the backup of the state before the change, or the state itself:
      // either way the message names a file in the data folder.
      #expect(result.stderr.contains(landmarks.home.path + "/"), "\(result.stderr)")
      #expect(result.stderr.contains("File too large"), "\(result.stderr)")
      try Self.expectUnchanged(landmarks, before)
    }
  }

  @Test(
    .enabled(
      if: Mount.readOnlyBind.succeeded || geteuid() != 0,
      Comment(rawValue: "no read-only bind mount (\(Mount.readOnlyBind.message)), and root ignores permissions")))
  func aReadOnlyDataFolderRefusesEveryChangeAndKeepsTheStore() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let before = try Self.makeStore(landmarks)
    let folder = landmarks.home.path
    let bound = Mount.run(["--bind", folder, folder])
    if bound.succeeded {
      defer { Mount.unmount(folder) }
      let remounted = Mount.run(["-o", "remount,bind,ro", folder])
      try #require(remounted.succeeded, "remount read-only: \(remounted.message)")
      print("FullDiskTests: read-only bind mount at \(folder)")
      try Self.expectRefused(landmarks, before, reason: "Read-only file system")
      return
    }
    // Reached as root only when the bind mount failed here after working on a scratch folder.
    try #require(geteuid() != 0, "bind mount refused (\(bound.message)), and root ignores permissions")
    print("FullDiskTests: no mount (\(bound.message)); a folder without write permission stands in")
    chmod(folder, 0o500)
    defer { chmod(folder, 0o700) }
    try Self.expectRefused(landmarks, before, reason: "Permission denied")
  }

  // MARK: - Helpers

  /// Every change fails with 73 or 74 naming the data folder and `reason`; reads still work.
  static func expectRefused(_ landmarks: LandmarksProcess, _ before: Data, reason: String) throws {
    for change in changes {
      let result = try landmarks.run(change)
      #expect([73, 74].contains(result.status), "\(change): \(result.stderr)")
      #expect(result.stderr.contains(landmarks.home.path), "\(result.stderr)")
      #expect(result.stderr.contains(reason), "\(result.stderr)")
      try expectUnchanged(landmarks, before)
    }
    // An import cannot build its source there either, and adds nothing.
    let places = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID().uuidString).geojson")
    try Data(ImportTests.geoJSON(count: 50).utf8).write(to: places)
    defer { try? FileManager.default.removeItem(at: places) }
    let imported = try landmarks.run(["import", places.path])
    #expect([73, 74].contains(imported.status), "\(imported.stderr)")
    #expect(imported.stderr.contains(reason), "\(imported.stderr)")
    #expect(try landmarks.run(["sources", "--json"]).stdout == "[]\n")
    try expectUnchanged(landmarks, before)
    #expect(try landmarks.run(["progress"]).status == 0)
    #expect(try landmarks.run(["show", "fuji"]).status == 0)
    // A data folder that does not exist yet cannot be created inside a read-only one either.
    let inside = landmarks.home.appendingPathComponent("inner").path
    let first = try landmarks.run(["mark", "fuji", "photo"], environment: ["LANDMARKS_HOME": inside])
    #expect(first.status == 73, "\(first.stderr)")
    #expect(first.stderr.contains(inside) && first.stderr.contains(reason), "\(first.stderr)")
  }

  /// A store with marks, a favourite and a collection, larger than a page; returns its bytes.
  static func makeStore(_ landmarks: LandmarksProcess) throws -> Data {
    for command in [
      ["mark", "fuji", "--all"], ["mark", "matterhorn", "--all"], ["favorites", "add", "uluru"],
      ["collections", "create", "Towering Peaks", "--description", "High places"],
      ["collections", "add", "Towering Peaks", "fuji", "matterhorn"],
    ] {
      let result = try landmarks.run(command)
      try #require(result.status == 0, "\(command): \(result.stderr)")
    }
    return try Data(contentsOf: landmarks.stateFile)
  }

  /// The store holds `before` exactly, and no temporary file is left beside it.
  static func expectUnchanged(_ landmarks: LandmarksProcess, _ before: Data) throws {
    #expect(try Data(contentsOf: landmarks.stateFile) == before, "the store changed")
    let names = try FileManager.default.contentsOfDirectory(atPath: landmarks.home.path)
    #expect(!names.contains { $0.hasSuffix(".tmp") }, "a temporary was left: \(names)")
  }

  /// Writes zeros to `url` until the file system has no room left.
  static func fill(_ url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let block = [UInt8](repeating: 0, count: 4_096)
    var total = 0
    while true {
      let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written <= 0 { break }
      total += written
    }
    #expect(errno == ENOSPC, "filling stopped for another reason: \(String(cString: strerror(errno)))")
    #expect(total < 1 << 20, "the folder is not on the small tmpfs")
  }
}
