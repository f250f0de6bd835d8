import Foundation
import LandmarksModels

/// The `shared` section as it is written: the values many records repeat (kinds, the source's
/// name, a badge), each kept once and named by its number from the record.
///
/// At most `IndexLayout.sharedLimit` values are kept, the first met; a record whose value is not
/// among them carries it inline, which costs bytes, never correctness.
final class SharedValues {
  private var numbers: [[UInt8]: UInt64] = [:]
  private var values: [[UInt8]] = []
  private let value = ByteArena(capacity: 256)
  /// The value met last and its number: an import's places mostly repeat the one before, which is
  /// then named without copying or hashing it.
  private var last: (bytes: [UInt8], number: UInt64)?

  /// Appends to `record` the reference to the shared value of a place's kinds, source and badge,
  /// or the value inline.
  func append(kindNames: [String], source: String, badge: Badge?, to record: ByteArena) {
    value.removeAll()
    value.appendVarint(UInt64(kindNames.count))
    for kind in kindNames { value.appendText(kind) }
    value.appendText(source)
    if let badge {
      value.append(UInt8(1))
      value.appendText(badge.id)
      value.appendText(badge.symbol.rawValue)
      value.appendText(badge.color.rawValue)
    } else {
      value.append(UInt8(0))
    }
    if let last, Self.equal(last.bytes, value.bytes) {
      record.appendVarint(last.number + 1)
      return
    }
    let bytes = Array(value.bytes)
    if let number = numbers[bytes] {
      last = (bytes, number)
      record.appendVarint(number + 1)
    } else if values.count < IndexLayout.sharedLimit {
      let number = UInt64(values.count)
      numbers[bytes] = number
      values.append(bytes)
      last = (bytes, number)
      record.appendVarint(number + 1)
    } else {
      record.appendVarint(0)
      record.append(value.bytes)
    }
  }

  /// Whether `bytes` holds what `buffer` holds, compared in one go.
  private static func equal(_ bytes: [UInt8], _ buffer: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count == buffer.count else { return false }
    guard let other = buffer.baseAddress else { return true }
    return bytes.withUnsafeBytes { mine in mine.baseAddress.map { memcmp($0, other, buffer.count) == 0 } ?? true }
  }

  /// The section's bytes.
  var section: [UInt8] {
    var section = ByteBuffer()
    section.append(UInt32(values.count))
    var offset = 4 + 4 * values.count
    for value in values {
      section.append(UInt32(offset))
      offset += value.count
    }
    for value in values { section.bytes += value }
    return section.bytes
  }
}
