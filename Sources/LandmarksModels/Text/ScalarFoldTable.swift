import Foundation

/// What `TextFolding.foldUnicode` makes of each scalar on its own, learnt from it one scalar at a
/// time and remembered, so text in Latin, Greek, Cyrillic, kana or Han folds without Foundation.
///
/// Folding is per scalar for "simple" scalars: ones that never join a neighbour in one character
/// (no combining or spacing marks, format characters, controls, Hangul jamo, prepended or
/// grapheme-extending letters) and fold to simple scalars. Text holding anything else (Indic and
/// Thai vowel signs, Arabic and Hebrew points, letters with combining accents) folds a character
/// at a time: a character folds alone as it does among others, and the characters of such text
/// are few and recur, so each is learnt from Foundation once. A seeded test holds both paths to
/// the same keys on random text.
///
/// Not for sharing between threads: the pages fill in as new scalars are met. Each thread that
/// folds much keeps its own (`TextFolder`); the rest share one behind a lock (`SharedScalarFoldTable`).
final class ScalarFoldTable {
  /// Where each page of 256 scalars of the Basic Multilingual Plane starts in `entries`, or -1
  /// before one of its scalars is met; no scalar past it is simple.
  private var pageStarts = [Int32](repeating: -1, count: 256)
  /// The entries of the pages met, 256 a page.
  private var entries: [Entry] = []
  /// The folds of characters of more than one scalar, or of one that is not simple, by their
  /// UTF-8: strings as keys would be compared by canonical equivalence, and Foundation folds
  /// some canonically equivalent characters apart.
  private var characters: [[UInt8]: Entry] = [:]
  /// Characters learnt before the rest are left to Foundation.
  private static let characterLimit = 1 << 16
  private var output: [UInt8] = []
  /// The buffer `foldScalars` gathers a fold in, kept for its capacity.
  private var scratch: [UInt8] = []

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

  /// `TextFolding.foldUnicode(text)`, or nil when `text` holds a character this table leaves to it.
  func fold(_ text: String) -> String? {
    foldScalars(text) ?? foldCharacters(text)
  }

  /// `fold` a scalar at a time; nil when `text` holds a scalar that is not simple.
  private func foldScalars(_ text: String) -> String? {
    // The bytes are gathered in one buffer kept from call to call.
    var result = scratch
    scratch = []
    defer {
      result.removeAll(keepingCapacity: true)
      scratch = result
    }
    result.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    // The table is borrowed once for the whole text, and let go of while a scalar is learnt, which
    // changes it: held, it would be copied.
    var pageStarts = self.pageStarts
    var entries = self.entries
    var output = self.output
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        appendASCII(UInt8(value), to: &result, pendingSpace: &pendingSpace)
        continue
      }
      var entry = Entry(state: .unsupported)
      if value <= 0xFFFF {
        let start = Int(pageStarts[Int(value >> 8)])
        entry = start < 0 ? Entry() : entries[start + Int(value & 0xFF)]
        if entry.state == .unknown {
          pageStarts = []
          entries = []
          output = []
          entry = self.entry(value)
          pageStarts = self.pageStarts
          entries = self.entries
          output = self.output
        }
      }
      guard entry.state == .simple else { return nil }
      Self.append(entry, from: output, to: &result, pendingSpace: &pendingSpace)
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// `fold` a character at a time, each learnt whole; nil when a character does not start with a
  /// letter or sign of its own, or its fold is not plain text (it holds a control or a format
  /// character) or is too long to keep.
  private func foldCharacters(_ text: String) -> String? {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for character in text {
      let scalars = character.unicodeScalars
      if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
        if only.value < 0x80 {
          appendASCII(UInt8(only.value), to: &result, pendingSpace: &pendingSpace)
          continue
        }
        if Self.isSimple(only) {
          let entry = self.entry(only.value)
          guard entry.state == .simple else { return nil }
          Self.append(entry, from: output, to: &result, pendingSpace: &pendingSpace)
          continue
        }
      } else if character.utf8.allSatisfy({ $0 < 0x80 }) {
        // CR LF, the one character of several ASCII scalars: a break between words, as each is.
        // (Not `isASCII`, which compares the character with CR LF as text.)
        pendingSpace = true
        continue
      }
      // Foundation folds a mark with no letter of its own (first in the text, after a control) or
      // jamo, alone or in a run, by rules of its own: such text stays with it.
      guard let base = scalars.first, (0x20...0x7E).contains(base.value) || Self.isSimple(base) else { return nil }
      let key = Array(character.utf8)
      let entry: Entry
      if let known = characters[key] {
        entry = known
      } else {
        // Text made up to defeat the memory (endless mixes of marks) goes to Foundation instead.
        guard characters.count < Self.characterLimit else { return nil }
        entry = learn(bytes: LearntFolds.shared.fold(ofCharacter: character, key: key))
        characters[key] = entry
      }
      guard entry.state == .simple else { return nil }
      Self.append(entry, from: output, to: &result, pendingSpace: &pendingSpace)
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Appends the fold of an ASCII byte: a lowercase letter or digit, nothing for an apostrophe, a
  /// break between words for the rest.
  @inline(__always)
  private func appendASCII(_ byte: UInt8, to result: inout [UInt8], pendingSpace: inout Bool) {
    let lowered = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    if lowered == 0x27 || lowered == 0x60 { return }  // ' and `
    if (0x61...0x7A).contains(lowered) || (0x30...0x39).contains(lowered) {
      if pendingSpace && !result.isEmpty { result.append(0x20) }
      pendingSpace = false
      result.append(lowered)
    } else {
      pendingSpace = true
    }
  }

  /// Appends a learnt fold, which lies in `output`, where a space in it is a break between words.
  private static func append(_ entry: Entry, from output: [UInt8], to result: inout [UInt8], pendingSpace: inout Bool) {
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

  /// The entry of a scalar, learnt on first use.
  private func entry(_ value: UInt32) -> Entry {
    // Past the Basic Multilingual Plane nothing is simple (see `isSimple`).
    guard value <= 0xFFFF else { return Entry(state: .unsupported) }
    let page = Int(value >> 8)
    if pageStarts[page] < 0 {
      pageStarts[page] = Int32(entries.count)
      entries += repeatElement(Entry(), count: 256)
    }
    let slot = Int(pageStarts[page]) + Int(value & 0xFF)
    if entries[slot].state == .unknown {
      let learnt = learn(value)
      entries[slot] = learnt
    }
    return entries[slot]
  }

  private func learn(_ value: UInt32) -> Entry {
    if let known = Self.latinFold(of: value) {
      return learn(bytes: known.map { Array($0.utf8) })
    }
    return learn(bytes: LearntFolds.shared.fold(of: value))
  }

  /// Keeps `bytes`, a fold learnt, in `output`; unsupported when there are none or too many.
  private func learn(bytes: [UInt8]?) -> Entry {
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

  /// What `TextFolding.foldUnicode` makes of `character` (one character) on its own, as bytes
  /// where a space stands for a break between words; nil when its fold holds a control or a
  /// format character, which could join or part what comes next.
  static func foundationFold(ofCharacter character: String) -> [UInt8]? {
    let lowered = character.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
    ).lowercased()
    var bytes: [UInt8] = []
    for folded in lowered {
      let joining = folded.unicodeScalars.contains { scalar in
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned: true
        default: false
        }
      }
      guard !joining else { return nil }
      switch TextFolding.role(of: folded) {
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
