import Foundation

/// The progress line of a long import on a terminal's stderr: share done, rate and time left.
///
/// Silent when stderr is not a terminal, and for the first second, so quick imports and scripts see
/// nothing; redrawn at most four times a second; erased when the import ends.
final class ImportProgress {
  private let context: CommandContext
  private let totalBytes: Int?
  private let started: Date
  private var lastDrawn: Date?

  /// Reports on `context`'s stderr; `totalBytes` is the file's size, when known.
  init(context: CommandContext, totalBytes: Int?) {
    self.context = context
    self.totalBytes = totalBytes
    started = context.now()
  }

  /// Called as bytes are read.
  func update(bytes: Int) {
    guard context.terminal.errorIsTerminal else { return }
    let now = context.now()
    let elapsed = now.timeIntervalSince(started)
    guard elapsed >= 1 else { return }
    if let lastDrawn, now.timeIntervalSince(lastDrawn) < 0.25 { return }
    lastDrawn = now
    try? context.standardError.write(
      "\r\u{1B}[K" + Self.line(bytes: bytes, total: totalBytes, elapsed: elapsed, words: context.localizer))
  }

  /// Erases the line, if one was drawn.
  func finish() {
    guard lastDrawn != nil else { return }
    try? context.standardError.write("\r\u{1B}[K")
  }

  /// "Importing… 45% · 12.3 MB/s · 8 s left".
  static func line(bytes: Int, total: Int?, elapsed: Double, words: Localizer = .english) -> String {
    let rate = Double(bytes) / max(elapsed, 0.001)
    var parts = [words(.importProgressImporting)]
    if let total, total > 0 {
      parts.append(words(.importProgressPercent, min(100, bytes * 100 / total)))
    } else {
      parts.append(
        words(.importProgressMegabytes, words.digits(Formatting.fixed(Double(bytes) / 1_000_000, places: 1))))
    }
    parts.append(words(.importProgressRate, words.digits(Formatting.fixed(rate / 1_000_000, places: 1))))
    if let total, total > bytes, rate > 0 {
      parts.append(words(.importProgressLeft, Int((Double(total - bytes) / rate).rounded(.up))))
    }
    return parts.joined(separator: " · ")
  }
}
