import Foundation

/// The OSC 52 "set clipboard" sequence, the only escape sequence besides colour landmarks writes.
enum OSC52 {
  /// The sequence that puts `text` on the clipboard: `ESC ] 52 ; c ; BASE64 BEL`. The text is
  /// cleaned line by line first, so nothing in it can end the sequence early or drive the
  /// terminal. Inside tmux (`TMUX` set) it is wrapped in tmux's passthrough (`ESC P tmux; …
  /// ESC \`, with the inner ESC doubled), which tmux hands on to the outer terminal.
  static func sequence(copying text: String, tmux: Bool) -> String {
    let sequence = "\u{1B}]52;c;" + payload(text) + "\u{07}"
    guard tmux else { return sequence }
    return "\u{1B}Ptmux;" + sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
  }

  /// The base64 of the text's UTF-8, cleaned line by line.
  static func payload(_ text: String) -> String {
    Data(SafeText.cleanLines(text).utf8).base64EncodedString()
  }
}
