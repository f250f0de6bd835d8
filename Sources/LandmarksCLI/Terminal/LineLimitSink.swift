import Foundation

/// Collects text until it holds more than `limit` lines, then refuses more: how a streamed output
/// finds out whether it is longer than the screen (and goes to the pager) by laying out no more
/// than a screenful.
final class LineLimitSink: OutputSink, Sendable {
  /// Thrown by `write` once the text has more than `limit` lines.
  enum Overflow: Error {
    case overflow
  }

  private let limit: Int
  private let collected = Locked((text: "", lines: 0))

  /// A sink that takes up to `limit` lines.
  init(limit: Int) {
    self.limit = limit
  }

  /// Appends `text`; throws `Overflow.overflow` once more than `limit` lines were written.
  func write(_ text: String) throws {
    try collected.withLock { collected in
      collected.lines += text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      guard collected.lines <= limit else { throw Overflow.overflow }
      collected.text += text
    }
  }

  /// Everything written, when it fit.
  var text: String { collected.withLock { $0.text } }
}
