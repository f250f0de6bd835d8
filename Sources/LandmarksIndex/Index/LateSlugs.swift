/// The slugs given after arranging, by display position, for `IndexBuilder.finish` to end each
/// record with: they are decided in slug order and the records are copied in display order, so
/// each is kept where its position finds it instead of being sorted back into display order.
///
/// Each place has one slot, the offset plus one of its slug in `bytes` (0: none yet), where the
/// slug lies as a little-endian u32 length and its bytes.
final class LateSlugs {
  private let slots: UnsafeMutablePointer<UInt32>
  private let count: Int
  private let bytes: ByteArena

  /// Room for the slugs of `count` places, about `expected` of which are given one here.
  init(count: Int, expected: Int) {
    self.count = count
    slots = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, count))
    slots.initialize(repeating: 0, count: max(1, count))
    // Sized for slugs of a usual length, so that the bytes are seldom copied to grow.
    bytes = ByteArena(capacity: max(1 << 16, expected * 24))
  }

  deinit {
    slots.deallocate()
  }

  /// Keeps `slug` for the place at `position`; throws when that place already has one.
  func set(_ slug: UnsafeRawBufferPointer, at position: Int) throws {
    guard position >= 0, position < count else { throw IndexError.invalidInput(reason: "no place at \(position)") }
    guard slots[position] == 0 else { throw IndexError.invalidInput(reason: "a slug was set twice") }
    let offset = bytes.count
    guard offset < Int(UInt32.max), slug.count <= Int(UInt32.max) else {
      throw IndexError.invalidInput(reason: "the slugs pass the 4 GB an index holds")
    }
    bytes.append(UInt32(slug.count).littleEndian)
    bytes.append(slug)
    slots[position] = UInt32(offset) + 1
  }

  /// The slug of the place at `position`, or nil when it has none here; valid until the next `set`.
  func slug(at position: Int) -> UnsafeRawBufferPointer? {
    guard position >= 0, position < count else { return nil }
    let slot = slots[position]
    guard slot > 0 else { return nil }
    let start = bytes.base + Int(slot - 1)
    let length = Int(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)))
    return UnsafeRawBufferPointer(start: start + 4, count: length)
  }
}
