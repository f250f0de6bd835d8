/// Reads one sorted run back from a spill file an entry at a time, through a buffer.
struct RunCursor {
  private let file: SpillFile
  private let buffer: ByteArena
  /// The file offset of the buffer's first byte.
  private var bufferStart: Int
  /// The offset in the buffer of the current entry.
  private var position = 0
  private let end: Int
  private let chunk: Int
  /// The current entry, or nil when the run is used up.
  private(set) var current: UnsafeRawPointer?

  /// A cursor on the first entry of `range` in `file`, reading `bufferSize` bytes at a time.
  init(file: SpillFile, range: Range<Int>, bufferSize: Int) throws {
    self.file = file
    end = range.upperBound
    bufferStart = range.lowerBound
    chunk = bufferSize
    buffer = ByteArena(capacity: bufferSize)
    try load()
  }

  /// Moves to the next entry.
  mutating func advance() throws {
    guard let entry = current else { return }
    position += SortEntry.size(at: entry)
    try load()
  }

  /// Makes the entry at `position` whole in the buffer, reading more of the run when needed.
  private mutating func load() throws {
    if bufferStart + position >= end {
      current = nil
      return
    }
    try ensure(SortEntry.headerSize)
    try ensure(SortEntry.size(at: UnsafeRawPointer(buffer.base + position)))
    current = UnsafeRawPointer(buffer.base + position)
  }

  /// Makes `size` bytes from `position` available in the buffer.
  private mutating func ensure(_ size: Int) throws {
    let available = buffer.count - position
    guard available < size else { return }
    // Keep the unread tail, drop the rest, and read on after it.
    buffer.dropFront(position)
    bufferStart += position
    position = 0
    let fileOffset = bufferStart + available
    let wanted = min(max(chunk, size) - available, end - fileOffset)
    guard wanted > 0 else {
      throw IndexWriteError(path: file.path, reason: "a sorted run is cut short")
    }
    let start = buffer.appendZeros(wanted)
    let read = try file.read(into: buffer.base + start, count: wanted, at: fileOffset)
    guard read == wanted, available + read >= size else {
      throw IndexWriteError(path: file.path, reason: "a sorted run is cut short")
    }
  }
}
