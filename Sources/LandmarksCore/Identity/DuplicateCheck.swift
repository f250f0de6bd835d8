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
    var payload = (
      Int64(location.feature ?? -1).littleEndian, Int64(location.line).littleEndian, Int64(sequence ?? -1).littleEndian
    )
    try withUnsafeBytes(of: &payload) { bytes in
      try sorter.add(key: UInt64(bitPattern: Int64(id)) ^ (1 << 63), payload: bytes)
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
      let location = Self.location(entry.payload)
      let id = Int(Int64(bitPattern: UInt64(bigEndian: key) ^ (1 << 63)))
      visit(id, Self.sequence(entry.payload))
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

  private static func location(_ payload: UnsafeRawBufferPointer) -> ImportLocation {
    guard payload.count == 24 else { return ImportLocation(line: 0) }
    let feature = Int64(littleEndian: payload.loadUnaligned(as: Int64.self))
    let line = Int64(littleEndian: payload.loadUnaligned(fromByteOffset: 8, as: Int64.self))
    return ImportLocation(feature: feature < 0 ? nil : Int(feature), line: Int(line))
  }

  private static func sequence(_ payload: UnsafeRawBufferPointer) -> Int? {
    guard payload.count == 24 else { return nil }
    let sequence = Int64(littleEndian: payload.loadUnaligned(fromByteOffset: 16, as: Int64.self))
    return sequence < 0 ? nil : Int(sequence)
  }
}
