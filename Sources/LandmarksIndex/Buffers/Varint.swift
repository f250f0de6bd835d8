/// Unsigned LEB128 and zigzag numbers written straight into memory the caller has made room in:
/// the one encoder of the index's sections, the sorters' spilled runs and `ByteArena`.
enum Varint {
  /// The most bytes one number takes.
  static let maximumSize = 10

  /// Writes `value` as unsigned LEB128 at `target`; returns the bytes written.
  @inline(__always)
  static func write(_ value: UInt64, at target: UnsafeMutableRawPointer) -> Int {
    var value = value
    var count = 0
    while value >= 0x80 {
      target.storeBytes(of: UInt8(truncatingIfNeeded: value) | 0x80, toByteOffset: count, as: UInt8.self)
      value >>= 7
      count += 1
    }
    target.storeBytes(of: UInt8(value), toByteOffset: count, as: UInt8.self)
    return count + 1
  }

  /// Writes `value` zigzag-coded at `target`; returns the bytes written.
  @inline(__always)
  static func writeSigned(_ value: Int64, at target: UnsafeMutableRawPointer) -> Int {
    write(UInt64(bitPattern: (value << 1) ^ (value >> 63)), at: target)
  }

  /// Writes a varint length and `bytes` at `target`; returns the bytes written.
  @inline(__always)
  static func writeText(_ bytes: UnsafeRawBufferPointer, at target: UnsafeMutableRawPointer) -> Int {
    let count = write(UInt64(bytes.count), at: target)
    if let source = bytes.baseAddress, bytes.count > 0 {
      (target + count).copyMemory(from: source, byteCount: bytes.count)
    }
    return count + bytes.count
  }
}
