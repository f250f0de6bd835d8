// libFuzzer harness: opens arbitrary bytes as a catalog index, then calls every lookup.
// Run with `scripts/fuzz index SECONDS`. An error is the expected answer to damage; a trap is a bug.
@testable import LandmarksIndex

/// The lookups a run makes: names that index seeds hold, prefixes, and nothing at all.
private let keys = ["", "a", "mount", "mount fuji", "fuji", "eiffel", "z", "\u{FF}"]

/// libFuzzer calls this once per input; returning 0 means the input was handled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIndex(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard let index = try? CatalogIndex(bytes: bytes, name: "fuzz") else { return 0 }
  _ = index.checksumMatches()
  // Every position the header claims (capped, so a run stays quick) and a few it does not.
  for position in Array(0..<min(index.count, 64)) + [-1, index.count, Int.max] {
    _ = try? index.place(at: position)
    _ = try? index.id(at: position)
    _ = try? index.continent(at: position)
    _ = try? index.foldedName(at: position)
    _ = try? index.coordinates(at: position)
    if let id = try? index.id(at: position) { _ = try? index.position(ofID: id) }
    // What an import replacing the index reads: a record's first byte, then its slug alone.
    _ = index.firstByte(ofRecordAt: position)
    _ = try? index.slugBytes(atOffset: UInt32(truncatingIfNeeded: position))
  }
  _ = try? index.keys()
  for id in [Int.min, -1, 0, 1, 1016, Int.max] { _ = try? index.position(ofID: id) }
  for key in keys {
    _ = try? index.position(ofSlug: key)
    _ = try? index.positions(named: key)
    _ = try? index.positions(named: key, prefix: true)
    _ = try? index.positions(withWordPrefix: key)
  }
  var names = 0
  try? index.forEachName { _, _ in names += 1 }
  for cell in [0, 1, 32_580, 65_159, UInt32.max] as [UInt32] { _ = try? index.positions(inCell: cell) }
  return 0
}
