/// How many columns a line takes in a terminal window, worked out independently of the binary's own
/// `DisplayWidth`, so a wrong width there cannot hide behind the same mistake here.
enum TerminalColumns {
  /// `text` without its SGR escape sequences.
  static func stripped(_ text: String) -> String {
    text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
  }

  /// The columns `line` occupies once its colour codes are gone: marks and joiners none, emoji and East
  /// Asian wide characters two, everything else one.
  static func of(_ line: String) -> Int {
    stripped(line).reduce(0) { $0 + width(of: $1) }
  }

  private static func width(of character: Character) -> Int {
    let visible = character.unicodeScalars.filter { scalar in
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format: false
      default: true
      }
    }
    guard let base = visible.first else { return 0 }
    if character.unicodeScalars.contains("\u{FE0F}") || base.properties.isEmojiPresentation { return 2 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(base.value) } ? 2 : 1
  }
}
