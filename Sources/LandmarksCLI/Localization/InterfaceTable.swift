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

  /// Every key's name as the catalog spells it (`list.abstract`), by the key's raw value.
  static let keyNames: [Substring] = embeddedInterfaceKeyNames.split(separator: "\n", omittingEmptySubsequences: false)

  /// The key the catalog names `name`, for words looked up by a value's name (a kind, a colour);
  /// `nil` when the catalog has none.
  static func key(named name: String) -> L10nKey? {
    var low = 0
    var high = keyNames.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let candidate = keyNames[middle]
      if candidate == name { return L10nKey(rawValue: middle) }
      if candidate < name { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
  }
}
