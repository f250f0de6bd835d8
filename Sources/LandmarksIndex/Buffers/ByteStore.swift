/// Bytes written once, in order, and read back once, in order: in memory, or through a spill file
/// when there is a folder to spill to.
final class ByteStore {
  private let file: SpillFile?
  private let buffer: ByteArena
  /// Bytes written so far.
  private(set) var count = 0

  /// A store spilling to `folder` (named `name` there), or in memory when `folder` is nil.
  init(name: String, folder: String?) throws {
    file = try folder.map { try SpillFile(folder: $0, name: name) }
    buffer = ByteArena(capacity: file == nil ? 1 << 12 : 1 << 20)
  }

  /// Appends `bytes`.
  @inline(__always)
  func append(_ bytes: UnsafeRawBufferPointer) throws {
    buffer.append(bytes)
    count += bytes.count
    if file != nil, buffer.count >= 1 << 20 { try flush() }
  }

  /// Appends a little-endian number.
  @inline(__always)
  func append(_ value: UInt32) throws {
    try withUnsafeBytes(of: value.littleEndian) { try append($0) }
  }

  private func flush() throws {
    guard let file else { return }
    try file.append(buffer.bytes)
    buffer.removeAll()
  }

  /// Hands the bytes to `body` in order, a chunk at a time.
  func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
    guard let file else {
      try body(buffer.bytes)
      return
    }
    try flush()
    let chunk = ByteArena(capacity: 1 << 20)
    var offset = 0
    while offset < file.size {
      chunk.removeAll()
      let wanted = min(1 << 20, file.size - offset)
      let start = chunk.appendZeros(wanted)
      let read = try file.read(into: chunk.base + start, count: wanted, at: offset)
      guard read == wanted else { throw IndexWriteError(path: file.path, reason: "the file is cut short") }
      try body(chunk.bytes)
      offset += read
    }
  }

  /// A reader handing the bytes out in pieces of the caller's choosing, from the start.
  func makeReader() throws -> Reader {
    try flush()
    return Reader(file: file, memory: buffer)
  }

  /// Reads a store's bytes in order, a piece at a time.
  final class Reader {
    private let file: SpillFile?
    private let buffer: ByteArena
    private var position = 0
    private var fileOffset = 0

    fileprivate init(file: SpillFile?, memory: ByteArena) {
      self.file = file
      buffer = file == nil ? memory : ByteArena(capacity: 1 << 20)
    }

    /// The next `count` bytes, valid until the next call; fewer only at the end.
    func next(_ count: Int) throws -> UnsafeRawBufferPointer {
      if let file, buffer.count - position < count {
        buffer.dropFront(position)
        position = 0
        let wanted = min(max(1 << 20, count) - buffer.count, file.size - fileOffset)
        if wanted > 0 {
          let start = buffer.appendZeros(wanted)
          let read = try file.read(into: buffer.base + start, count: wanted, at: fileOffset)
          buffer.truncate(to: start + read)
          fileOffset += read
        }
      }
      let taken = min(count, buffer.count - position)
      defer { position += taken }
      return UnsafeRawBufferPointer(start: buffer.base + position, count: taken)
    }
  }
}
