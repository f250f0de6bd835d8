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
