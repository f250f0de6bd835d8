import Foundation

/// What `TextFolding.foldUnicode` makes of each scalar on its own, learnt from it one scalar at a
/// time and remembered, so text in Latin, Greek, Cyrillic, kana or Han folds without Foundation.
///
/// Folding is per scalar for "simple" scalars: ones that never join a neighbour in one character
/// (no combining or spacing marks, format characters, controls, Hangul jamo, prepended or
/// grapheme-extending letters) and fold to simple scalars. Text holding anything else is left to
/// Foundation. A seeded test holds both paths to the same keys on random text.
final class ScalarFoldTable: @unchecked Sendable {
  // Guarded by `lock`: the pages fill in as new scalars are met.
  private let lock = NSLock()
  private var pages: [UInt32: [Entry]] = [:]
  private var output: [UInt8] = []

  /// One scalar's fold: `length` bytes at `offset` of `output`, where a space stands for a break
  /// between words and dropped characters leave nothing.
  private struct Entry {
    var offset: UInt32 = 0
    var length: UInt8 = 0
    var state: State = .unknown
  }

  private enum State: UInt8 {
    case unknown, simple, unsupported
  }

  /// The one table of the process.
  static let shared = ScalarFoldTable()

  /// `TextFolding.foldUnicode(text)`, or nil when `text` holds a scalar this table leaves to it.
  func fold(_ text: String) -> String? {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    lock.lock()
    defer { lock.unlock() }
    // Text keeps to a script or two: the last page looked up is usually the next one needed.
    var lastPage: UInt32 = .max
    var lastEntries: [Entry] = []
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        let lowered = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        if lowered == 0x27 || lowered == 0x60 { continue }  // ' and `
        if (0x61...0x7A).contains(lowered) || (0x30...0x39).contains(lowered) {
          if pendingSpace && !result.isEmpty { result.append(0x20) }
          pendingSpace = false
          result.append(lowered)
        } else {
          pendingSpace = true
        }
        continue
      }
      let entry: Entry
      if value >> 8 == lastPage, lastEntries.count == 256, lastEntries[Int(value & 0xFF)].state != .unknown {
        entry = lastEntries[Int(value & 0xFF)]
      } else {
        entry = self.entry(value)
        lastPage = value >> 8
        lastEntries = pages[lastPage] ?? []
      }
      guard entry.state == .simple else { return nil }
      let start = Int(entry.offset)
      for byte in output[start..<(start + Int(entry.length))] {
        if byte == 0x20 {
          pendingSpace = true
        } else {
          // Continuation bytes never carry a pending space: it was written before the lead byte.
          if pendingSpace && !result.isEmpty { result.append(0x20) }
          pendingSpace = false
          result.append(byte)
        }
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The entry of a scalar, learnt on first use. Call holding the lock.
  private func entry(_ value: UInt32) -> Entry {
    let page = value >> 8
    let slot = Int(value & 0xFF)
    if let known = pages[page]?[slot], known.state != .unknown { return known }
    var entries = pages[page] ?? Array(repeating: Entry(), count: 256)
    entries[slot] = learn(value)
    pages[page] = entries
    return entries[slot]
  }

  private func learn(_ value: UInt32) -> Entry {
    let bytes: [UInt8]?
    if let known = Self.latinFold(of: value) {
      bytes = known.map { Array($0.utf8) }
    } else {
      bytes = Self.foundationFold(of: value)
    }
    guard let bytes, bytes.count <= Int(UInt8.max), output.count + bytes.count <= Int(UInt32.max) else {
      return Entry(state: .unsupported)
    }
    let entry = Entry(offset: UInt32(output.count), length: UInt8(bytes.count), state: .simple)
    output += bytes
    return entry
  }

  /// What `TextFolding.foldUnicode` makes of the scalar `value` on its own, as bytes where a space
  /// stands for a break between words; nil when the scalar is not simple or folds to one that is
  /// not.
  static func foundationFold(of value: UInt32) -> [UInt8]? {
    guard let scalar = Unicode.Scalar(value), isSimple(scalar) else { return nil }
    let lowered = String(scalar).folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
    ).lowercased()
    var bytes: [UInt8] = []
    for character in lowered {
      guard character.unicodeScalars.allSatisfy({ $0.value < 0x80 || isSimple($0) }) else { return nil }
      switch TextFolding.role(of: character) {
      case .dropped: continue
      case .text(let text): bytes += Array(text.utf8)
      case .separator: bytes.append(0x20)
      }
    }
    return bytes
  }

  /// Whether a scalar stands alone as one character whatever surrounds it.
  static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x80, value <= 0xFFFF else { return false }
    switch value {
    case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF:  // Hangul jamo join into syllables
      return false
    case 0x0E33, 0x0EB3, 0x0D4E, 0xFF9E, 0xFF9F:  // spacing, prepended and extending letters
      return false
    default:
      break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .control, .format, .surrogate, .privateUse, .unassigned,
      .lineSeparator, .paragraphSeparator:
      return false
    default:
      return true
    }
  }
}
