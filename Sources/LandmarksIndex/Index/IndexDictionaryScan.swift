/// Reads a front-coded section (see `IndexDictionaryReader`) entry by entry from a block start,
/// a window of it at a time: a mapped file's windows are read apart from the mapping, so a lookup
/// that reads a few thousand entries keeps none of the file's pages.
struct IndexDictionaryScan {
  private let storage: IndexStorage
  /// Where the section ends in the file.
  private let end: Int
  private let count: Int
  private let hasPositions: Bool
  private let path: String
  private let buffer: IndexReadBuffer
  /// The bytes read last, from `windowStart` in the file on.
  private var window = UnsafeRawBufferPointer(start: nil, count: 0)
  private var windowStart = 0
  /// Where the next entry starts in the file.
  private var offset: Int
  /// The key of the entry read last.
  private(set) var key: [UInt8] = []
  /// The record position of the entry read last (0 when entries carry none).
  private(set) var position = 0

  /// Bytes of the first window: a page, which holds a block of entries or so; each next window is
  /// twice as long, up to `largestWindow`, so a lookup that stops early reads no page it does not
  /// use, and one that reads thousands of entries reads them in a few calls.
  static let windowSize = 4 << 10
  /// The longest window read at once.
  static let largestWindow = 64 << 10
  /// How long the next window is.
  private var nextWindow = windowSize

  /// A scan from byte `start` of the section `bounds` (file offsets) of `storage`, holding records
  /// 0 ..< `count`; its entries carry no position when `positions` is false.
  init(
    _ storage: IndexStorage, bounds: Range<Int>, start: Int, count: Int, path: String, positions: Bool = true,
    buffer: IndexReadBuffer? = nil
  ) throws {
    guard start >= 0, start <= bounds.count, bounds.upperBound <= storage.bytes.count else {
      throw IndexError.damaged(path: path, reason: "an offset points outside its section")
    }
    self.storage = storage
    end = bounds.upperBound
    offset = bounds.lowerBound + start
    self.count = count
    hasPositions = positions
    self.path = path
    self.buffer = buffer ?? IndexReadBuffer(capacity: Self.windowSize)
    key.reserveCapacity(64)
  }

  /// Reads the next entry; false at the section's end.
  mutating func next() throws -> Bool {
    guard offset < end else { return false }
    while true {
      let local = offset - windowStart
      if local >= 0, local < window.count {
        let claimed = Self.entryEnd(in: window, from: local, positions: hasPositions)
        if let claimed, claimed <= window.count {
          var cursor = try IndexCursor(window, from: local, to: claimed, path: path)
          position = try IndexDictionaryReader.entry(
            &cursor, key: &key, positions: hasPositions, count: count, path: path)
          offset = windowStart + claimed
          return true
        }
        // No more of the section to read, or an entry claiming more than is left: reading it
        // from what there is throws the damage it shows.
        if windowStart + window.count >= end || claimed.map({ windowStart + $0 > end }) == true {
          var cursor = try IndexCursor(window, from: local, to: window.count, path: path)
          _ = try IndexDictionaryReader.entry(&cursor, key: &key, positions: hasPositions, count: count, path: path)
          throw IndexError.damaged(path: path, reason: "an entry runs past its section")
        }
      }
      // A window from the entry on, twice as long as the part of it that did not hold the entry.
      let held = local >= 0 && local < window.count ? window.count - local : 0
      let size = min(end - offset, max(nextWindow, 2 * held))
      window = try buffer.read(offset..<(offset + size), of: storage, path: path)
      windowStart = offset
      nextWindow = min(Self.largestWindow, 2 * nextWindow)
    }
  }

  /// Where the entry at `start` of `bytes` ends as its lengths tell, which may be past the end of
  /// `bytes`; nil when `bytes` ends inside one of its numbers. A number longer than a varint may
  /// be ends the entry there, so that reading it throws.
  private static func entryEnd(in bytes: UnsafeRawBufferPointer, from start: Int, positions: Bool) -> Int? {
    var at = start
    /// Skips a varint; its value, or nil when `bytes` ends first.
    func varint() -> UInt64? {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while at < bytes.count {
        let byte = bytes[at]
        at += 1
        if shift < 64 { value |= UInt64(byte & 0x7f) << shift }
        if byte < 0x80 { return value }
        shift += 7
        if shift >= 70 { return 0 }
      }
      return nil
    }
    guard varint() != nil, let length = varint() else { return nil }
    guard length <= UInt64(bytes.count - at) else {
      return length > UInt64(Int32.max) ? at : at + Int(length)
    }
    at += Int(length)
    guard !positions else { return varint() == nil ? nil : at }
    return at
  }
}
