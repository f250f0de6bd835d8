import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes straight to the controlling terminal, past any pipe or pager: only `--copy` uses it,
/// for its OSC 52 sequence. Tests inject a recorder; only the binary opens `/dev/tty`.
public struct TerminalWriter: Sendable {
  /// Writes `text` to the terminal; throws `ClipboardError`.
  let write: @Sendable (_ text: String) throws -> Void

  /// A writer that runs `write`.
  init(write: @escaping @Sendable (String) throws -> Void) {
    self.write = write
  }

  /// No terminal: every write fails with `ClipboardError.noTerminal`. The default for contexts
  /// built in tests.
  public static let unavailable = TerminalWriter { _ in throw ClipboardError.noTerminal }

  /// The process's controlling terminal, opened for each write and closed after it.
  public static let live = TerminalWriter { text in
    // O_NOCTTY: writing must never make this terminal ours if we had none.
    let descriptor = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ClipboardError.noTerminal }
    defer { _ = close(descriptor) }
    do {
      try FileDescriptorSink(descriptor: descriptor).write(text)
    } catch {
      throw ClipboardError.cannotWrite(reason: error.localizedDescription)
    }
  }
}

/// Why `--copy` could not reach the clipboard.
public enum ClipboardError: Error, Equatable, Sendable {
  /// There is no terminal to send the OSC 52 sequence to (exit 1).
  case noTerminal
  /// The terminal could not be written (exit 74).
  case cannotWrite(reason: String)
}

extension ClipboardError: LocalizedError {
  /// A sentence for people, in English (the command line prints it in its language, see
  /// `Localizer.describe`).
  public var errorDescription: String? { Localizer.english.describe(self) }
}

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
