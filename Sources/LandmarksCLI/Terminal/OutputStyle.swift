import Foundation
import LandmarksCore
import LandmarksModels

/// How text output is laid out: colour depth, width, and whether lines may be cut to fit.
struct OutputStyle: Sendable {
  /// How much colour to use.
  let colors: ColorSupport
  /// The width to lay out for, in display columns; always within `widthRange`.
  let width: Int
  /// On a terminal: lines are cut to the width and the badge stack sits in the corner.
  /// Piped: nothing is cut and every record stays on one line.
  let isTerminal: Bool
  /// The time zone times are shown in, looked up only by a view that shows a time.
  var timeZone: TimeZone { localZone.timeZone }
  /// The zone times are shown in, as the formatting of a time asks it.
  let localZone: LocalZone
  /// The terminal can show Unicode symbols; otherwise every symbol falls back to ASCII
  /// (`portable(_:)`), badges included.
  let unicode: Bool
  /// Metric or imperial, for elevations, areas and distances.
  let units: UnitSystem
  /// The language words, numbers and dates are written in.
  let localizer: Localizer

  /// The style for a run, from the context and the `--color` setting.
  init(context: CommandContext, choice: ColorChoice) {
    let environment = context.environment
    let term = environment["TERM"] ?? ""
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let wantsColor: Bool
    switch choice {
    case .always: wantsColor = true
    case .never: wantsColor = false
    case .auto: wantsColor = context.terminal.outputIsTerminal && !noColor && term != "dumb"
    }
    if !wantsColor {
      colors = .none
    } else if term.contains("256color") || ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? "") {
      colors = .ansi256
    } else {
      colors = .basic16
    }
    let columns = environment["COLUMNS"].flatMap(Self.columns(from:))
    width = Self.clampedWidth(columns ?? context.terminal.reportedWidth ?? 80)
    isTerminal = context.terminal.outputIsTerminal
    localZone = context.localZone
    unicode = Self.allowsUnicode(environment)
    units = context.settings.units.value
    localizer = context.localizer
  }

  /// A style for the command line's renderers drawn inside the explorer, which lays out and
  /// colours its own screen.
  init(colors: ColorSupport, width: Int, isTerminal: Bool, unicode: Bool, units: UnitSystem, localizer: Localizer) {
    self.colors = colors
    self.width = Self.clampedWidth(width)
    self.isTerminal = isTerminal
    localZone = .system
    self.unicode = unicode
    self.units = units
    self.localizer = localizer
  }

  /// The widths laid out for. Below 20 columns no table is readable, so narrower terminals get
  /// 20-column lines; above 1,000 nothing gains from more room, and every renderer's padding and
  /// arithmetic stays small however absurd a `COLUMNS` value is.
  static let widthRange = 20...1000

  /// `width` brought into `widthRange`: the one place a width is made sane.
  static func clampedWidth(_ width: Int) -> Int {
    min(max(width, widthRange.lowerBound), widthRange.upperBound)
  }

  /// A positive column count from `COLUMNS`, or `nil` for zero, a negative value or garbage (the
  /// terminal's own width is used then). Digits too many for an `Int` mean "very wide".
  static func columns(from value: String) -> Int? {
    let trimmed = value.trimmingBlanks()
    if let number = Int(trimmed) { return number > 0 ? number : nil }
    let isHugeNumber = !trimmed.isEmpty && trimmed.allSatisfy { $0.isASCII && $0.isNumber }
    return isHugeNumber ? Int.max : nil
  }

  /// Unicode unless `TERM=dumb` or the locale in force names a non-UTF-8 character set
  /// (`LC_ALL`, then `LC_CTYPE`, then `LANG`, as setlocale reads them). No locale at all is
  /// taken as UTF-8, which is what terminals without one show in practice.
  static func allowsUnicode(_ environment: [String: String]) -> Bool {
    if environment["TERM"] == "dumb" { return false }
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let locale else { return true }
    // Bytes, not Foundation's string search: this runs at the start of every command.
    let charset = Array(locale.utf8.lazy.filter { $0 != UInt8(ascii: "-") }.map { $0 | 0x20 })
    let wanted = Array("utf8".utf8)
    return charset.count >= wanted.count
      && (0...(charset.count - wanted.count)).contains { charset[$0..<($0 + wanted.count)].elementsEqual(wanted) }
  }

  /// A style with explicit values, for tests; the width is clamped like any other.
  init(
    colors: ColorSupport, width: Int, isTerminal: Bool, timeZone: TimeZone, unicode: Bool = true,
    units: UnitSystem = .metric, localizer: Localizer = .english
  ) {
    self.init(
      colors: colors, width: width, isTerminal: isTerminal, zone: LocalZone(timeZone), unicode: unicode, units: units,
      localizer: localizer)
  }

  /// A style with explicit values and the zone of another style.
  init(
    colors: ColorSupport, width: Int, isTerminal: Bool, zone: LocalZone, unicode: Bool = true,
    units: UnitSystem = .metric, localizer: Localizer = .english
  ) {
    self.colors = colors
    self.width = Self.clampedWidth(width)
    self.isTerminal = isTerminal
    localZone = zone
    self.unicode = unicode
    self.units = units
    self.localizer = localizer
  }

  /// `key`'s text in this style's language, filled with `arguments`.
  func tr(_ key: L10nKey, _ arguments: any LocalizedArgument...) -> String {
    localizer.format(key, arguments.map(\.localizedValue))
  }

  /// Text as this terminal can show it: unchanged in a UTF-8 locale; otherwise every symbol
  /// landmarks draws with (—, ·, ✓, ★, …, box drawing, °, ², –) in its ASCII stand-in. Applied
  /// once, to everything a run prints, so no view can forget it. Letters are data and stay.
  func portable(_ text: String) -> String {
    guard !unicode else { return text }
    guard isTerminal else { return ASCIIFallback.apply(text) }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let original = String(line)
      return Self.keepingWidth(ASCIIFallback.apply(original), of: original, within: width)
    }.joined(separator: "\n")
  }

  /// A line cut to fit ends in "…", one column, whose stand-in "..." takes three: the two
  /// characters before it give way so the line still fits the terminal.
  private static func keepingWidth(_ line: String, of original: String, within width: Int) -> String {
    let overflow = DisplayWidth.of(line) - max(width, DisplayWidth.of(original))
    guard overflow > 0, original.hasSuffix("…") || original.contains("…\u{1B}"),
      let dots = line.range(of: "...", options: .backwards)
    else { return line }
    let before = line[..<dots.lowerBound]
    let kept = before.dropLast(overflow)
    guard !before.suffix(overflow).contains("\u{1B}") else { return line }
    return String(kept) + line[dots.lowerBound...]
  }

  /// A badge's symbol as this terminal can show it: its glyph, or its ASCII fallback.
  func glyph(_ symbol: BadgeSymbol) -> String {
    unicode ? BadgeGlyphs.glyph(symbol) : BadgeGlyphs.ascii(symbol)
  }

  /// Whether any colour is used.
  var usesColor: Bool { colors != .none }

  /// Bold text.
  func bold(_ text: String) -> String { sgr("1", text) }

  /// Faint text, for secondary details.
  func dim(_ text: String) -> String { sgr("2", text) }

  /// Text in a badge's colour.
  func colored(_ text: String, _ color: BadgeColor) -> String {
    guard usesColor else { return text }
    return ColorPalette.foreground(color, support: colors) + text + ColorPalette.reset
  }

  /// Text in a basic accent colour (SGR code such as 32 for green).
  func accent(_ text: String, code: Int) -> String { sgr(String(code), text) }

  /// The widest a paragraph of prose is wrapped, however wide the terminal: longer lines are hard to read.
  static let proseWidth = 100

  /// A paragraph as lines: on a terminal wrapped to the width, and never wider than `proseWidth`;
  /// piped, one line, since piped output keeps every record on one line.
  func prose(_ text: String) -> [String] {
    isTerminal ? Formatting.wrap(text, width: min(width, Self.proseWidth)) : [text]
  }

  /// Cuts a line to the width on a terminal; piped output is never cut.
  func fit(_ line: String) -> String {
    isTerminal ? DisplayWidth.truncate(line, to: width) : line
  }

  private func sgr(_ code: String, _ text: String) -> String {
    usesColor && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
