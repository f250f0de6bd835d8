import LandmarksIndex

/// Finds two places of one file with the same id, in bounded memory: every id goes into an external
/// sort with its place in the file, and equal ids meet when the sort is read.
///
/// Reports what a single pass would have stopped at: of all repeats, the one met first in the
/// file, with where its id was first seen.
struct DuplicateCheck {
  private let sorter: ExternalSorter

  /// A check spilling to `folder`, or in memory.
  init(folder: String?) {
    sorter = ExternalSorter(name: "place-ids", folder: folder, budget: 16 << 20)
  }

  /// Notes the id of the next place in the file, found at `location`; `sequence` is the order in
  /// which the place is added to the index builder (from 0), `nil` when it is not added.
  func add(id: Int, sequence: Int?, at location: ImportLocation) throws {
    // The payload is three zigzag varints (feature, line, sequence; -1 for none): small numbers
    // mostly, and every byte saved is one less spilled and read back.
    var payload: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    try withUnsafeMutableBytes(of: &payload) { bytes in
      var count = 0
      Self.store(location.feature ?? -1, in: bytes, at: &count)
      Self.store(location.line, in: bytes, at: &count)
      Self.store(sequence ?? -1, in: bytes, at: &count)
      try sorter.add(
        key: UInt64(bitPattern: Int64(id)) ^ (1 << 63), payload: UnsafeRawBufferPointer(rebasing: bytes[..<count]))
    }
  }

  /// The first repeat in file order, as the error to throw; reading uses the check up. Before it
  /// returns, every id noted is handed to `visit` in ascending order (repeats side by side), with
  /// the order its place was added to the builder: the file's ids sorted, for walking beside
  /// another sorted list.
  func firstDuplicate(visiting visit: (_ id: Int, _ sequence: Int?) -> Void = { _, _ in }) throws -> ImportError? {
    var previousKey: UInt64?
    var firstLocation = ImportLocation(line: 0)
    var found: (sequence: UInt64, error: ImportError)?
    try sorter.drain { entry in
      let key = entry.key.loadUnaligned(as: UInt64.self)
      let (location, sequence) = Self.noted(entry.payload)
      let id = Int(Int64(bitPattern: UInt64(bigEndian: key) ^ (1 << 63)))
      visit(id, sequence)
      if key == previousKey {
        if found == nil || entry.sequence < (found?.sequence ?? 0) {
          found = (entry.sequence, .duplicatePlace(id: id, at: location, firstAt: firstLocation))
        }
      } else {
        previousKey = key
        firstLocation = location
      }
    }
    return found?.error
  }

  /// Where the place was and the order it was added in, as `add` wrote them; a number the payload
  /// does not hold whole reads as none.
  private static func noted(_ payload: UnsafeRawBufferPointer) -> (ImportLocation, Int?) {
    var at = 0
    let feature = load(payload, at: &at) ?? -1
    let line = load(payload, at: &at) ?? -1
    let sequence = load(payload, at: &at) ?? -1
    return (
      ImportLocation(feature: feature < 0 ? nil : Int(feature), line: Int(line)), sequence < 0 ? nil : Int(sequence)
    )
  }

  /// Stores `value` as a zigzag varint (at most ten bytes) at `at` in `bytes`, moving past it.
  private static func store(_ value: Int, in bytes: UnsafeMutableRawBufferPointer, at: inout Int) {
    var zigzag = UInt64(bitPattern: (Int64(value) << 1) ^ (Int64(value) >> 63))
    while zigzag >= 0x80 {
      bytes[at] = UInt8(truncatingIfNeeded: zigzag) | 0x80
      zigzag >>= 7
      at += 1
    }
    bytes[at] = UInt8(zigzag)
    at += 1
  }

  /// The zigzag varint at `at` in `payload`, moving past it; nil when it is not whole there.
  private static func load(_ payload: UnsafeRawBufferPointer, at: inout Int) -> Int64? {
    var zigzag: UInt64 = 0
    var shift: UInt64 = 0
    while at < payload.count, shift < 64 {
      let byte = payload[at]
      at += 1
      zigzag |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1) }
      shift += 7
    }
    return nil
  }
}
