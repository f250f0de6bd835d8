import Foundation
import LandmarksCore
import LandmarksJSON
import LandmarksModels

/// Figures as the interface's language writes them, from the tables the build made of CLDR's data
/// (see `LocaleData`) and never from the machine's locale, so output is the same on every machine.
/// English is written as it always was: `9,200,200`, `3,776 m`, `2026-11-29 14:03`.
enum Formatting {
  /// `9200200` → `9,200,200` (German `9.200.200`); fractions keep up to one decimal.
  static func number(_ value: Double, in words: Localizer = .english) -> String {
    words.digits(englishNumber(value))
  }

  /// `value` with English separators: grouped by commas, a point before the one decimal.
  private static func englishNumber(_ value: Double) -> String {
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

  /// `Elevation(low: 800, high: 2000)` → `800–2,000 m`, or in feet `2,625–6,562 ft`; `nil` when
  /// unknown. Metres keep the catalog's figure (to a tenth); feet are rounded to the whole foot.
  static func elevation(_ elevation: Elevation, units: UnitSystem = .metric, in words: Localizer = .english)
    -> String?
  {
    let unit: LocaleData.Unit = units == .metric ? .metre : .foot
    func figure(_ metres: Double) -> Double {
      units == .metric ? metres : UnitConversion.feet(fromMetres: metres).rounded()
    }
    func measure(_ metres: Double) -> String {
      words.measure(number(figure(metres), in: words), unit, count: figure(metres))
    }
    switch (elevation.low, elevation.high) {
    case (nil, nil): return nil
    case (let low?, let high?) where low == high: return measure(low)
    case (let low?, let high?):
      let range = number(figure(low), in: words) + "–" + number(figure(high), in: words)
      return words.measure(range, unit, count: nil)
    case (nil, let high?): return words(.elevationUpTo, measure(high))
    case (let low?, nil): return words(.elevationFrom, measure(low))
    }
  }

  /// An area given in km², as `1,234.5 km²` or `476.6 mi²`: to a tenth from 1 up, and to two
  /// significant digits below 1 (`0.03 km²`, `0.012 mi²`), so a small area never shows as 0.
  static func area(_ squareKilometres: Double, units: UnitSystem = .metric, in words: Localizer = .english) -> String {
    let value =
      units == .metric ? squareKilometres : UnitConversion.squareMiles(fromSquareKilometres: squareKilometres)
    return words.measure(small(value, in: words), units == .metric ? .squareKilometre : .squareMile, count: value)
  }

  /// A distance given in km, to the whole kilometre or mile: `1,000 km`, `621 mi`.
  static func distance(_ kilometres: Double, units: UnitSystem = .metric, in words: Localizer = .english) -> String {
    let value = units == .metric ? kilometres.rounded() : UnitConversion.miles(fromKilometres: kilometres).rounded()
    return words.measure(number(value, in: words), units == .metric ? .kilometre : .mile, count: value)
  }

  /// `value` to a tenth from 1 up (as `number`), else to two significant digits.
  private static func small(_ value: Double, in words: Localizer) -> String {
    guard value.isFinite, value > 0, value < 0.95 else { return number(value, in: words) }
    let digits = max(1, 1 - Int(log10(value).rounded(.down)))
    var text = String(format: "%.\(digits)f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return words.digits(text)
  }

  /// `35.36072, 138.72744` → `35.3607° N, 138.7274° E` (German `35,3607° N, 138,7274° O`).
  static func coordinates(latitude: Double, longitude: Double, in words: Localizer = .english) -> String {
    let north = words.digits(fixed(abs(latitude), places: 4))
    let east = words.digits(fixed(abs(longitude), places: 4))
    return words(
      .coordinates, words(latitude < 0 ? .coordinateSouth : .coordinateNorth, north),
      words(longitude < 0 ? .coordinateWest : .coordinateEast, east))
  }

  /// `value` with `places` decimals, exactly as `String(format: "%.Nf")` writes it.
  ///
  /// Worked out with integers: the C formatting behind `String(format:)` starts up Foundation's
  /// string machinery, which cost `show` a tenth of its run. Only a value within a hair of a tie
  /// (…5 at the first dropped place), where the scaled product may round the other way than the
  /// exact binary value does, is left to `String(format:)`.
  static func fixed(_ value: Double, places: Int) -> String {
    let places = max(0, min(places, 9))
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = value.magnitude * scale
    let distanceFromTie = abs(scaled - scaled.rounded(.down) - 0.5)
    guard value.isFinite, scaled < 1e15, distanceFromTie > 1e-6 else {
      return String(format: "%.\(places)f", value)
    }
    let units = Int(scaled.rounded())
    // printf keeps the sign of a negative value even where it rounds to zero, and of -0.
    let whole = (value.sign == .minus ? "-" : "") + String(units / Int(scale))
    guard places > 0 else { return whole }
    let fraction = String(units % Int(scale))
    return whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// A time in the given zone as `2026-11-29 14:03`, or as the language writes a date and a time
  /// (German `29. Nov. 2026, 14:03`, Japanese `2026年11月29日 14:03`).
  ///
  /// Worked out from the zone's offset with the proleptic Gregorian calendar's arithmetic: a
  /// `DateFormatter` loads the locale's calendar data, a cost every `show` of a marked landmark paid.
  static func time(_ date: Date, in zone: TimeZone, words: Localizer = .english) -> String {
    time(date, in: LocalZone(zone), words: words)
  }

  /// `time(_:in:words:)` in a zone that may be the system's.
  static func time(_ date: Date, in zone: LocalZone, words: Localizer = .english) -> String {
    let seconds = date.timeIntervalSince1970.rounded(.down) + Double(zone.secondsFromGMT(for: date))
    guard seconds.isFinite, abs(seconds) < 1e14 else { return "?" }
    let whole = Int(seconds)
    let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let minuteOfDay = (whole - days * 86_400) / 60
    let civil = ISOTime.civilDate(daysSince1970: Int64(days))
    let (year, month, day) = (Int(civil.year), Int(civil.month), Int(civil.day))
    if let pattern = words.dateTimePattern {
      return pattern.format(year: year, month: month, day: day, hour: minuteOfDay / 60, minute: minuteOfDay % 60)
    }
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    let yearText =
      year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
    return "\(yearText)-\(two(month))-\(two(day)) \(two(minuteOfDay / 60)):\(two(minuteOfDay % 60))"
  }

  /// Wraps `text` into lines at most `width` columns wide (at least one), breaking at spaces and,
  /// in Chinese and Japanese, which use none, between two characters; a word wider than that on
  /// its own, such as a long URL, is broken where the width runs out.
  ///
  /// A closing mark (`、` `。` `」` `）`…) never starts a line and an opening one (`「` `（`…)
  /// never ends one, as Japanese typesetting has it (kinsoku).
  static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      for (index, segment) in segments(of: word).enumerated() {
        for (pieceIndex, piece) in pieces(of: segment, width: width).enumerated() {
          // Only a word's first piece follows a space.
          let separator = index == 0 && pieceIndex == 0 ? " " : ""
          let candidate = line.isEmpty ? piece : line + separator + piece
          if DisplayWidth.of(candidate) > width, !line.isEmpty {
            lines.append(line)
            line = piece
          } else {
            line = candidate
          }
        }
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The parts of a word between which a line may break: a word of Latin or Cyrillic letters is
  /// one part; wide (CJK) characters are each a part of their own; Thai, written without spaces
  /// between words, breaks before a vowel written first in its syllable (เ แ โ ใ ไ), which
  /// never splits a syllable.
  private static func segments(of word: Substring) -> [String] {
    // Most words hold no wide character: nothing to look at.
    guard word.utf8.contains(where: { $0 >= 0xE0 }) else { return [String(word)] }
    var segments: [String] = []
    var current = ""
    for character in word {
      let leadingVowel = character.unicodeScalars.first.map { (0x0E40...0x0E44).contains($0.value) } ?? false
      if let previous = current.last,
        leadingVowel
          || ((DisplayWidth.clusterWidth(character) == 2 || DisplayWidth.clusterWidth(previous) == 2)
            && !closingMarks.contains(character) && !openingMarks.contains(previous))
      {
        segments.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { segments.append(current) }
    return segments
  }

  /// Marks no line may start with.
  private static let closingMarks: Set<Character> = [
    "、", "。", "，", "．", "）", "」", "』", "】", "〕", "〉", "》", "！", "？", "：", "；", "ー", "…", "・",
    ")", ",", ".", "!", "?", ":", ";",
  ]
  /// Marks no line may end with.
  private static let openingMarks: Set<Character> = ["（", "「", "『", "【", "〔", "〈", "《", "("]

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

extension [String] {
  /// The strings one after another with `separator` between them, as `joined(separator:)` gives.
  ///
  /// The standard library's `joined` is compiled into it, not into this program: its first call
  /// looks up an associated type of `[String]` by name at run time, which scans every conformance
  /// in the binary, and output that takes a few lines to build should not pay for that.
  func concatenated(separator: String = "") -> String {
    var text = ""
    for (offset, part) in enumerated() {
      if offset > 0 { text += separator }
      text += part
    }
    return text
  }
}
