import Foundation
import LandmarksCore

/// Locale-independent formatting of figures, so output is the same on every machine.
enum Formatting {
  /// `9200200` → `9,200,200`; fractions keep up to one decimal.
  static func number(_ value: Double) -> String {
    // Beyond what an Int holds (or not a number at all), plain notation without grouping.
    guard value.isFinite, value.magnitude < 1e15 else { return String(format: "%.0f", value) }
    let rounded = (value * 10).rounded() / 10
    let whole = Int(rounded.magnitude)
    var digits = String(whole)
    var groups: [String] = []
    while digits.count > 3 {
      groups.insert(String(digits.suffix(3)), at: 0)
      digits.removeLast(3)
    }
    groups.insert(digits, at: 0)
    var text = (rounded < 0 ? "-" : "") + groups.joined(separator: ",")
    let fraction = rounded.magnitude - Double(whole)
    if fraction >= 0.05 { text += "." + String(Int((fraction * 10).rounded())) }
    return text
  }

  /// `Elevation(low: 800, high: 2000)` → `800–2,000 m`; `nil` when unknown.
  static func elevation(_ elevation: Elevation) -> String? {
    switch (elevation.low, elevation.high) {
    case (nil, nil): return nil
    case (let low?, let high?) where low == high: return "\(number(low)) m"
    case (let low?, let high?): return "\(number(low))–\(number(high)) m"
    case (nil, let high?): return "up to \(number(high)) m"
    case (let low?, nil): return "from \(number(low)) m"
    }
  }

  /// `35.36072, 138.72744` → `35.3607° N, 138.7274° E`.
  static func coordinates(latitude: Double, longitude: Double) -> String {
    let north = String(format: "%.4f° %@", abs(latitude), latitude < 0 ? "S" : "N")
    let east = String(format: "%.4f° %@", abs(longitude), longitude < 0 ? "W" : "E")
    return "\(north), \(east)"
  }

  /// A time in the given zone as `2026-11-29 14:03`.
  static func time(_ date: Date, in zone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }

  /// "1 landmark", "3 landmarks".
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// Wraps `text` into lines at most `width` columns wide (at least one), breaking at spaces; a
  /// word wider than that on its own, such as a long URL, is broken where the width runs out.
  static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ").flatMap({ pieces(of: String($0), width: width) }) {
      let candidate = line.isEmpty ? word : line + " " + word
      if DisplayWidth.of(candidate) > width, !line.isEmpty {
        lines.append(line)
        line = word
      } else {
        line = candidate
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `word` whole when it fits in `width` columns, else cut into pieces that each do (a
  /// character wider than `width` stays whole on its own).
  private static func pieces(of word: String, width: Int) -> [String] {
    guard DisplayWidth.of(word) > width else { return [word] }
    var pieces: [String] = []
    var piece = ""
    for character in word {
      let candidate = piece + String(character)
      if DisplayWidth.of(candidate) > width, !piece.isEmpty {
        pieces.append(piece)
        piece = String(character)
      } else {
        piece = candidate
      }
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }
}
