/// Writes text as man(7) source that renders as written, with groff and mandoc alike.
enum Roff {
  /// `text` as one roff text line: backslashes escaped, non-ASCII characters as `\[uXXXX]`
  /// (groff reads ASCII only), controls dropped, and a leading `.` or `'` kept from being read as
  /// a request. With `literal`, hyphens become `\-`, the minus that copies as `-` from a terminal.
  /// After a wide (Chinese or Japanese) character, and before a Thai vowel written first in its
  /// syllable (เ แ โ ใ ไ), `\:` lets the line break there, as neither writes spaces between
  /// words.
  static func text(_ text: String, literal: Bool = false) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if (0x0E40...0x0E44).contains(scalar.value), !result.isEmpty { result += "\\:" }
      defer {
        if scalar.value >= 0x3000, DisplayWidth.clusterWidth(Character(scalar)) == 2 { result += "\\:" }
      }
      switch scalar {
      case "\\": result += "\\e"
      case "-" where literal: result += "\\-"
      case "\n", "\t": result += " "
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
      case _ where scalar.value > 0x7E:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return guarded(result)
  }

  /// Prose where `code` spans (as the README writes them) turn bold, with literal hyphens.
  static func prose(_ text: String) -> String {
    var result = ""
    for (index, piece) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
      let body = unguarded(Self.text(String(piece), literal: index % 2 == 1))
      result += index % 2 == 1 ? "\\fB" + body + "\\fR" : body
    }
    return guarded(result)
  }

  /// An option, argument or command line in bold, its `<placeholders>` in italics.
  static func synopsis(_ text: String) -> String {
    var result = "\\fB"
    for character in text {
      switch character {
      case "<": result += "\\fI"
      case ">": result += "\\fB"
      default: result += unguarded(Self.text(String(character), literal: true))
      }
    }
    return result + "\\fR"
  }

  /// `lines` with every text line longer than 80 bytes broken at spaces (roff fills them back),
  /// so the source reads well and `mandoc -T lint` has nothing to say; requests are kept whole.
  static func wrapped(_ lines: [String]) -> [String] {
    lines.flatMap { line -> [String] in
      guard !line.hasPrefix("."), line.utf8.count > 80 else { return [line] }
      var pieces: [String] = []
      var current = ""
      for word in line.split(separator: " ", omittingEmptySubsequences: true) {
        if !current.isEmpty && current.utf8.count + 1 + word.utf8.count > 80 {
          pieces.append(current)
          current = ""
        }
        current += (current.isEmpty ? "" : " ") + word
      }
      if !current.isEmpty { pieces.append(current) }
      return pieces.map(guarded)
    }
  }

  /// Keeps a line that starts with `.` or `'` from being read as a request.
  private static func guarded(_ line: String) -> String {
    line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
  }

  /// `text` without the guard, for pieces joined into a longer line.
  private static func unguarded(_ text: String) -> String {
    text.hasPrefix("\\&") ? String(text.dropFirst(2)) : text
  }
}
