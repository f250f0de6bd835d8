/// A key a person pressed, or a mouse event, as the explorer reads it from the terminal.
enum Key: Hashable, Sendable {
  /// A printable character, space included.
  case character(Character)
  /// Return.
  case enter
  /// Escape on its own.
  case escape
  /// Backspace (DEL or ^H).
  case backspace
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// The arrow keys.
  case up, down, left, right
  /// Home, End, Page Up, Page Down and Delete.
  case home, end, pageUp, pageDown, delete
  /// Ctrl with a letter, named by the lowercase letter: Ctrl-C is `.control("c")`.
  case control(Character)
  /// A mouse event (SGR 1006 reporting).
  case mouse(MouseEvent)
}

/// A click, release or wheel turn at a zero-based cell.
struct MouseEvent: Hashable, Sendable {
  /// What happened.
  enum Action: Hashable, Sendable {
    /// A button went down.
    case press
    /// A button came up.
    case release
    /// The wheel turned up.
    case wheelUp
    /// The wheel turned down.
    case wheelDown
  }

  /// What happened.
  let action: Action
  /// The column.
  let x: Int
  /// The row.
  let y: Int
}

/// Reads keys out of the bytes a terminal sends, which may arrive split anywhere: an incomplete
/// escape sequence or UTF-8 character waits for the next bytes. A lone Escape cannot be told from
/// the start of a sequence until a moment passes; the input loop then calls `flush`.
struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Whether bytes are waiting for the rest of a sequence.
  var isWaiting: Bool { !pending.isEmpty }

  /// The keys `bytes` complete.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.decode(pending, at: index) else { break }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// The keys of whatever is waiting, taken as complete: a lone ESC is Escape.
  mutating func flush() -> [Key] {
    defer { pending.removeAll() }
    guard let first = pending.first else { return [] }
    if first == 0x1B {
      var rest = KeyDecoder()
      let keys = rest.feed(pending.dropFirst())
      return [.escape] + keys
    }
    // An incomplete UTF-8 character can never complete: it is dropped.
    return []
  }

  /// The key at `index` and the bytes it takes; `nil` when more bytes are needed. A `nil` key
  /// with a length skips bytes that mean nothing here.
  private static func decode(_ bytes: [UInt8], at index: Int) -> (Key?, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x1B: return escapeSequence(bytes, at: index)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x00: return (.control(" "), 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x1C...0x1F: return (nil, 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
    default: return utf8Character(bytes, at: index)
    }
  }

  private static func utf8Character(_ bytes: [UInt8], at index: Int) -> (Key?, Int)? {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)
    }
    guard index + length <= bytes.count else { return nil }
    let slice = bytes[index..<(index + length)]
    guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (nil, 1) }
    let text = String(decoding: slice, as: UTF8.self)
    guard let character = text.first, !text.unicodeScalars.contains("\u{FFFD}") else { return (nil, length) }
    // C1 controls are not text.
    if let scalar = character.unicodeScalars.first, (0x80...0x9F).contains(scalar.value) { return (nil, length) }
    return (.character(character), length)
  }

  private static func escapeSequence(_ bytes: [UInt8], at index: Int) -> (Key?, Int)? {
    guard index + 1 < bytes.count else { return nil }
    let introducer = bytes[index + 1]
    if introducer == UInt8(ascii: "O") {
      guard index + 2 < bytes.count else { return nil }
      let key: Key? =
        switch bytes[index + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
      return (key, 3)
    }
    guard introducer == UInt8(ascii: "[") else {
      // Escape then another key at once: a quick Esc followed by that key.
      return (.escape, 1)
    }
    var end = index + 2
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else {
      // A sequence this long without its final byte is no key: give up on it.
      return end - index > 32 ? (nil, end - index) : nil
    }
    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
    let length = end - index + 1
    let final = bytes[end]
    if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      return (mouse(parameters.dropFirst(), pressed: final == UInt8(ascii: "M")), length)
    }
    let key: Key? =
      switch final {
      case UInt8(ascii: "A"): .up
      case UInt8(ascii: "B"): .down
      case UInt8(ascii: "C"): .right
      case UInt8(ascii: "D"): .left
      case UInt8(ascii: "H"): .home
      case UInt8(ascii: "F"): .end
      case UInt8(ascii: "Z"): .backTab
      case UInt8(ascii: "~"):
        switch parameters.split(separator: ";").first {
        case "1", "7": .home
        case "4", "8": .end
        case "3": .delete
        case "5": .pageUp
        case "6": .pageDown
        default: nil
        }
      default: nil
      }
    return (key, length)
  }

  /// An SGR mouse report: `button;x;y` with one-based cells.
  private static func mouse(_ parameters: Substring, pressed: Bool) -> Key? {
    let fields = parameters.split(separator: ";").compactMap { Int($0) }
    guard fields.count == 3, fields[1] >= 1, fields[2] >= 1 else { return nil }
    let button = fields[0]
    let action: MouseEvent.Action
    if button & 64 != 0 {
      action = button & 1 == 0 ? .wheelUp : .wheelDown
    } else if button & 32 != 0 {
      // Motion with a button held: not used.
      return nil
    } else {
      action = pressed ? .press : .release
    }
    return .mouse(MouseEvent(action: action, x: fields[1] - 1, y: fields[2] - 1))
  }
}
