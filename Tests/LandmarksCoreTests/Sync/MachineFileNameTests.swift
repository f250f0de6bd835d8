import Testing

@testable import LandmarksCore

@Suite("Names in a shared machines/ folder")
struct MachineFileNameTests {
  static let id = "0123456789abcdef0123456789abcdef"

  @Test(
    "A machine's file, the copies sync services make of it, and everything else",
    arguments: [
      ("\(id).json", MachineFileName.machine(id)),
      ("\(id) (laptop's conflicted copy 2026-05-01).json", .conflictedCopy(of: id)),
      ("\(id) (conflicted copy 2026-05-01 101500).json", .conflictedCopy(of: id)),
      ("\(id).sync-conflict-20260501-101500-ABCDEF7.json", .conflictedCopy(of: id)),
      ("\(id) 2.json", .conflictedCopy(of: id)),
      ("\(id) (1).json", .conflictedCopy(of: id)),
      (".\(id).json.icloud", .other),
      (".syncthing.\(id).json.tmp", .other),
      (".\(id).json.123.456.tmp", .other),
      ("\(id).json.bak", .other),
      ("\(id) notes.json", .other),
      ("\(id.uppercased()).json", .other),
      ("0123.json", .other),
      ("notes.txt", .other),
    ] as [(String, MachineFileName)])
  func classify(name: String, kind: MachineFileName) {
    #expect(MachineFileName(name) == kind)
  }
}
