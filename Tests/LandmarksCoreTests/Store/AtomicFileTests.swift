import Foundation
import Testing

@testable import LandmarksCore

/// `AtomicFile.replace`'s hook before the rename: the store flushes a linked backup's folder there,
/// so the hook must see the new bytes written and the old file still in place, and a hook that
/// fails must leave the old file alone and no temporary behind.
@Suite("Atomic file: the step between the flush and the rename")
final class AtomicFileTests {
  private let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("AtomicFileTests-\(UUID().uuidString)", isDirectory: true)

  init() throws {
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// The temporaries beside the target.
  private func temporaries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tmp") }
  }

  /// What the hook saw.
  private struct Seen {
    var target = Data()
    var temporaries: [Data] = []
  }

  @Test("the hook runs with the new bytes in the temporary and the old file still in place")
  func hookSeesBothFiles() throws {
    let target = root.appendingPathComponent("state.json")
    try AtomicFile.replace(target, with: Data("old".utf8))
    var seen = Seen()
    try AtomicFile.replace(target, with: Data("new".utf8)) {
      seen.target = try Data(contentsOf: target)
      seen.temporaries = try self.temporaries().map { try Data(contentsOf: self.root.appendingPathComponent($0)) }
    }
    #expect(seen.target == Data("old".utf8))
    #expect(seen.temporaries == [Data("new".utf8)])
    #expect(try Data(contentsOf: target) == Data("new".utf8))
    #expect(try temporaries().isEmpty)
  }

  @Test("a hook that throws stops the rename: the old file stays, the temporary goes")
  func failingHookKeepsTheOldFile() throws {
    let target = root.appendingPathComponent("state.json")
    try AtomicFile.replace(target, with: Data("old".utf8))
    let refusal = StoreError.cannotWrite(path: target.path, reason: "refused")
    #expect(throws: refusal) {
      try AtomicFile.replace(target, with: Data("new".utf8)) { throw refusal }
    }
    #expect(try Data(contentsOf: target) == Data("old".utf8))
    #expect(try temporaries().isEmpty)
  }
}
