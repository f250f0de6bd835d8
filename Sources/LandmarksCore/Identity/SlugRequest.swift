import LandmarksIndex

/// What deciding one place's slug needs, as it travels through the sort of slug groups: its plain
/// slug and its country's suffix; its position in the replaced source (to keep its slug) is found
/// after the file is read, by the order the place was added (see `ReplacementMatches`).
struct SlugRequest {
  /// The place's display position in the new index (set by `IndexBuilder.arrange()`).
  var position = 0
  /// The handle of the slug it had in the replaced source's index; `nil` when new.
  var earlierSlug: UInt32?
  /// Its plain slug.
  var base: String
  /// Its country's suffix.
  var suffix: String?

  /// A request before it has a position.
  init(earlierSlug: UInt32?, base: String, suffix: String?) {
    self.earlierSlug = earlierSlug
    self.base = base
    self.suffix = suffix
  }

  /// The bytes the builder carries: suffix length u8 · suffix · base.
  var encoded: [UInt8] {
    var bytes: [UInt8] = []
    Self.encode(base: base, suffix: suffix, into: &bytes)
    return bytes
  }

  /// Writes the bytes of a request into `bytes`, replacing what it held.
  static func encode(base: String, suffix: String?, into bytes: inout [UInt8]) {
    var text = base
    let size = text.withUTF8 { encode(base: UnsafeRawBufferPointer($0), suffix: suffix, into: &bytes) }
    bytes.removeLast(bytes.count - size)
  }

  /// Writes the bytes of a request whose plain slug is `base` at the start of `bytes`, which grows
  /// when too short and otherwise keeps its size; returns how many were written. An import writes
  /// a request per place into one buffer, without resizing it each time.
  static func encode(base: UnsafeRawBufferPointer, suffix: String?, into bytes: inout [UInt8]) -> Int {
    let suffixLength = suffix.map { min($0.utf8.count, 254) } ?? 0
    let size = 1 + suffixLength + base.count
    if bytes.count < size { bytes = [UInt8](repeating: 0, count: max(size, 2 * bytes.count, 64)) }
    bytes.withUnsafeMutableBytes { output in
      guard let start = output.baseAddress else { return }
      if let suffix {
        start.storeBytes(of: UInt8(suffixLength), as: UInt8.self)
        let copied: Void? = suffix.utf8.withContiguousStorageIfAvailable { utf8 in
          if let source = utf8.baseAddress { (start + 1).copyMemory(from: source, byteCount: suffixLength) }
        }
        if copied == nil {
          for (index, byte) in suffix.utf8.prefix(suffixLength).enumerated() { output[1 + index] = byte }
        }
      } else {
        start.storeBytes(of: UInt8(255), as: UInt8.self)
      }
      if let source = base.baseAddress { (start + 1 + suffixLength).copyMemory(from: source, byteCount: base.count) }
    }
    return size
  }

  /// Reads a request back: the builder's position u32, then `encoded`; `earlierSlug` as given.
  init(decoding payload: UnsafeRawBufferPointer, earlierSlug: UInt32?) throws {
    guard payload.count >= 5 else { throw IndexError.invalidInput(reason: "a slug request is cut short") }
    position = Int(UInt32(littleEndian: payload.loadUnaligned(as: UInt32.self)))
    self.earlierSlug = earlierSlug
    let length = Int(payload[4])
    let suffixLength = length == 255 ? 0 : length
    guard payload.count >= 5 + suffixLength else {
      throw IndexError.invalidInput(reason: "a slug request is cut short")
    }
    suffix = length == 255 ? nil : String(decoding: payload[5..<(5 + suffixLength)], as: UTF8.self)
    base = String(decoding: payload[(5 + suffixLength)...], as: UTF8.self)
  }

  /// The fields of an encoded request read in place, without making strings.
  struct FastView {
    /// The display position.
    let position: Int
    /// The plain slug's bytes.
    let base: UnsafeRawBufferPointer

    /// Reads `payload` (as `init(decoding:earlierSlug:)` does); nil when it is cut short.
    init?(_ payload: UnsafeRawBufferPointer) {
      guard payload.count >= 5 else { return nil }
      position = Int(UInt32(littleEndian: payload.loadUnaligned(as: UInt32.self)))
      let length = Int(payload[4])
      let start = 5 + (length == 255 ? 0 : length)
      guard payload.count >= start else { return nil }
      base = UnsafeRawBufferPointer(rebasing: payload[start...])
    }
  }
}

/// A reusable buffer of bytes, to keep a sort entry's key or payload past the call that lent it.
final class SlugBytes {
  private var base = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
  private var capacity = 64
  private var length = 0

  deinit {
    base.deallocate()
  }

  /// Replaces the contents with `bytes`.
  func set(_ bytes: UnsafeRawBufferPointer) {
    if capacity < bytes.count {
      base.deallocate()
      capacity = bytes.count * 2
      base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    }
    if let source = bytes.baseAddress { base.copyMemory(from: source, byteCount: bytes.count) }
    length = bytes.count
  }

  /// The contents; valid until the next `set`.
  var bytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: base, count: length)
  }
}
