import LandmarksJSON
import Testing

/// Keys are told apart by all their bytes, whatever their length, and prefixes and the rest get
/// their own codes.
@Suite struct ByteKeyTableTests {
  static let table = ByteKeyTable(
    ["name": 0, "title": 1, "Title": 2, "nam": 3, "names": 4, "n": 5, "": 6, "id": 7, "ie": 8],
    prefixes: ["name:"], prefixCode: 9, otherCode: 10)

  @Test(arguments: [
    ("name", 0), ("title", 1), ("Title", 2), ("nam", 3), ("names", 4), ("n", 5), ("", 6), ("id", 7), ("ie", 8),
    ("name:fr", 9), ("name:", 9), ("nome", 10), ("namex", 10), ("m", 10), ("if", 10), ("titles", 10), ("tItle", 10),
    ("naMe", 10), ("x", 10), ("name:" + String(repeating: "x", count: 300), 9),
  ])
  func aKeyGetsItsCode(key: String, code: Int) {
    let bytes = Array(key.utf8)
    #expect(bytes.withUnsafeBufferPointer { Self.table.code($0) } == code, "\(key)")
  }

  @Test func aTableWithoutTheEmptyKeyGivesItTheOtherCode() {
    let table = ByteKeyTable(["type": 0, "coordinates": 1], otherCode: 2)
    let empty: [UInt8] = []
    #expect(empty.withUnsafeBufferPointer { table.code($0) } == 2)
    #expect(Array("type".utf8).withUnsafeBufferPointer { table.code($0) } == 0)
    #expect(Array("coordinates".utf8).withUnsafeBufferPointer { table.code($0) } == 1)
    #expect(Array("coordinatez".utf8).withUnsafeBufferPointer { table.code($0) } == 2)
  }
}
