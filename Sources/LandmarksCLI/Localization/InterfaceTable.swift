/// The interface's words as the build compiled them from `Resources/Localization/Interface.xcstrings`
/// (see `interfaceSource` in ResourceEmbedder): every text of every language end to end in one
/// literal, and an index of fixed-width hex fields, so a lookup reads two fields and copies one
/// string, and a run decodes nothing it does not print.
enum InterfaceTable {
  /// The width of one index entry: six hex digits of start, four of length.
  private static let entryWidth = 10

  /// The stored text of `key` in `language`: a plain string, or a plural record (see `Plural`).
  /// A translation the catalog lacks was given the English text by the build.
  static func text(_ key: L10nKey, in language: Language) -> String {
    let entry = (language.tableIndex * embeddedInterfaceKeyCount + key.rawValue) * entryWidth
    return embeddedInterfaceIndex.withUTF8Buffer { index in
      guard entry + entryWidth <= index.count else { return "" }
      let start = hex(index, from: entry, digits: 6)
      let length = hex(index, from: entry + 6, digits: 4)
      return embeddedInterfaceText.withUTF8Buffer { text in
        guard start + length <= text.count else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: text[start..<(start + length)]), as: UTF8.self)
      }
    }
  }

  /// The number written in `digits` lowercase hex digits at `offset`.
  private static func hex(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int, digits: Int) -> Int {
    var value = 0
    for byte in buffer[offset..<(offset + digits)] {
      value = value << 4 | Int(byte <= UInt8(ascii: "9") ? byte &- UInt8(ascii: "0") : byte &- UInt8(ascii: "a") &+ 10)
    }
    return value
  }

  /// The name of `key` as the catalog spells it (`list.abstract`).
  static func name(of key: L10nKey) -> String {
    embeddedInterfaceKeyNames.withUTF8Buffer { names in
      String(decoding: UnsafeBufferPointer(rebasing: names[nameRange(key.rawValue, in: names)]), as: UTF8.self)
    }
  }

  /// The key the catalog names `name`, for words looked up by a value's name (a kind, a colour);
  /// `nil` when the catalog has none. A binary search over the sorted names, compared as bytes:
  /// nothing is split or decoded first.
  static func key(named name: String) -> L10nKey? {
    var name = name
    return name.withUTF8 { wanted in
      embeddedInterfaceKeyNames.withUTF8Buffer { names in
        var low = 0
        var high = embeddedInterfaceKeyCount - 1
        while low <= high {
          let middle = (low + high) / 2
          let candidate = UnsafeBufferPointer(rebasing: names[nameRange(middle, in: names)])
          switch compare(candidate, wanted) {
          case 0: return L10nKey(rawValue: middle)
          case ..<0: low = middle + 1
          default: high = middle - 1
          }
        }
        return nil
      }
    }
  }

  /// Where the name of the key `position` lies in the names' buffer.
  private static func nameRange(_ position: Int, in names: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    embeddedInterfaceKeyStarts.withUTF8Buffer { starts in
      let start = hex(starts, from: position * 6, digits: 6)
      let end =
        position + 1 < embeddedInterfaceKeyCount ? hex(starts, from: (position + 1) * 6, digits: 6) - 1 : names.count
      return min(start, names.count)..<min(max(start, end), names.count)
    }
  }

  /// The byte order of two names: negative, zero or positive, as the build sorted them.
  private static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
    for (left, right) in zip(lhs, rhs) where left != right { return Int(left) - Int(right) }
    return lhs.count - rhs.count
  }
}
