/// The ASCII stand-ins for the symbols landmarks draws with, for terminals outside a UTF-8
/// locale. Every character the tool itself adds (separators, marks, box drawing, units) is
/// covered; letters are not, as they are data: a catalog name stays as written.
enum ASCIIFallback {
  /// Each symbol and its stand-in; most keep the width of one column.
  static let table: [Unicode.Scalar: String] = [
    "—": "-", "–": "-", "‐": "-", "‑": "-", "−": "-", "·": "-", "•": "o", "◦": "o",
    "✓": "+", "✔": "+", "✗": "x", "★": "*", "☆": "*", "◆": "+", "◇": "+", "◉": "@", "●": "o", "○": "o",
    "…": "...", "°": "", "²": "2", "³": "3", "‾": "-", "×": "x",
    "‘": "'", "’": "'", "“": "\"", "”": "\"", "«": "\"", "»": "\"",
    "→": ">", "←": "<", "↑": "^", "↓": "v",
    "\u{00A0}": " ",
  ]

  /// `text` with every symbol in the table, box drawing and braille replaced.
  static func apply(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else if let replacement = replacement(for: scalar) {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The stand-in for `scalar`, or `nil` to keep it.
  static func replacement(for scalar: Unicode.Scalar) -> String? {
    if let mapped = table[scalar] { return mapped }
    switch scalar.value {
    case 0x2500...0x257F: return boxDrawing(scalar.value)
    case 0x2580...0x259F: return "#"
    case 0x2800: return " "
    case 0x2801...0x28FF: return "#"
    default: return nil
    }
  }

  /// Lines as `-` and `|`, diagonals as `/` and `\`, corners and crossings as `+`.
  private static func boxDrawing(_ value: UInt32) -> String {
    switch value {
    case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A,
      0x257C, 0x257E:
      "-"
    case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B,
      0x257D, 0x257F:
      "|"
    case 0x2571: "/"
    case 0x2572: "\\"
    case 0x2573: "X"
    default: "+"
    }
  }
}
