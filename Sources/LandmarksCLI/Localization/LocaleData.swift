/// What CLDR says about writing in one of the interface's languages: lists, numbers, dates and
/// unit words. English is written as the tool has always written it (no serial comma, ISO dates,
/// `mi²`), so its output stays the same; the other languages take CLDR's data, packed by a
/// maintainer script (`scripts/cldr-extract`) into `Resources/Localization/cldr.txt`, which the
/// build compiles in.
struct LocaleData: Sendable {
  /// A list pattern's four parts, as CLDR names them: `start`, `middle`, `end`, and `two` for a
  /// list of two.
  struct ListPatterns: Sendable {
    let start: Pattern
    let middle: Pattern
    let end: Pattern
    let two: Pattern
  }

  /// A CLDR pattern with `{0}` and `{1}`, split where they stand.
  struct Pattern: Sendable {
    /// The text before, between and after the two values.
    let pieces: [String]
    /// Whether `{1}` comes first.
    let swapped: Bool

    /// The pattern of `text`, such as `{0}, {1}` or `{0} und {1}`.
    init(_ text: String) {
      var pieces: [String] = []
      var rest = Substring(text)
      var order: [Character] = []
      while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        pieces.append(String(rest[..<open]))
        order += rest[rest.index(after: open)..<close]
        rest = rest[rest.index(after: close)...]
      }
      pieces.append(String(rest))
      self.pieces = pieces
      swapped = order.first == "1"
    }

    /// The pattern with `first` for `{0}` and `second` for `{1}`; a one-value pattern takes
    /// `first` only.
    func filled(_ first: String, _ second: String = "") -> String {
      switch pieces.count {
      case 3:
        let (a, b) = swapped ? (second, first) : (first, second)
        return pieces[0] + a + pieces[1] + b + pieces[2]
      case 2: return pieces[0] + first + pieces[1]
      // A pattern without a figure: Arabic writes one metre as the word alone.
      default: return pieces.first ?? first
      }
    }
  }

  /// A unit the tool measures in.
  enum Unit: Int, CaseIterable, Sendable {
    case metre, foot, kilometre, mile, squareKilometre, squareMile
  }

  /// "a, b and c".
  let andList: ListPatterns
  /// "a, b or c".
  let orList: ListPatterns
  /// The decimal separator.
  let decimal: String
  /// The grouping separator.
  let group: String
  /// Each unit's short pattern by plural category (`PluralCategory.rawValue`), `{0}` the figure.
  let units: [[Pattern]]
  /// How a date and time are written; `nil` for the tool's ISO form.
  let dateTime: DateTimePattern?

  /// The list patterns of `style`.
  func lists(_ style: ListStyle) -> ListPatterns {
    style == .and ? andList : orList
  }

  /// The tool's own English.
  static let english = LocaleData(
    andList: ListPatterns(
      start: Pattern("{0}, {1}"), middle: Pattern("{0}, {1}"), end: Pattern("{0} and {1}"), two: Pattern("{0} and {1}")),
    orList: ListPatterns(
      start: Pattern("{0}, {1}"), middle: Pattern("{0}, {1}"), end: Pattern("{0} or {1}"), two: Pattern("{0} or {1}")),
    decimal: ".", group: ",",
    units: ["{0} m", "{0} ft", "{0} km", "{0} mi", "{0} km²", "{0} mi²"].map {
      [Pattern](repeating: Pattern($0), count: 6)
    },
    dateTime: nil)

  /// The data of `language`.
  static func of(_ language: Language) -> LocaleData {
    switch language {
    case .en: english
    case .de: de
    case .ja: ja
    case .ar: ar
    case .he: he
    case .th: th
    }
  }
}

/// How a date and a time are written in one language: CLDR's `yMMMd` and `Hm` patterns joined by
/// its date-time pattern, with the abbreviated month names.
struct DateTimePattern: Sendable {
  /// The date pattern, such as `d. MMM y` or `y年M月d日`.
  let date: String
  /// The time pattern, such as `HH:mm` or `H:mm`.
  let time: String
  /// How they are joined: `{1}, {0}` (date, then time).
  let glue: LocaleData.Pattern
  /// January to December, abbreviated as the `MMM` field writes them.
  let months: [String]

  /// The date and time with these fields.
  func format(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> String {
    let fields = (year: year, month: month, day: day, hour: hour, minute: minute)
    return glue.filled(expand(time, fields), expand(date, fields))
  }

  /// A CLDR pattern's fields (`y`, `M`, `MMM`, `d`, `H`, `HH`, `mm`) replaced by their values;
  /// text in single quotes is kept as written.
  private func expand(_ pattern: String, _ fields: (year: Int, month: Int, day: Int, hour: Int, minute: Int))
    -> String
  {
    var output = ""
    var characters = Array(pattern)[...]
    while let first = characters.first {
      if first == "'" {
        characters = characters.dropFirst()
        while let next = characters.first, next != "'" {
          output.append(next)
          characters = characters.dropFirst()
        }
        characters = characters.dropFirst()
        continue
      }
      let run = characters.prefix { $0 == first }.count
      characters = characters.dropFirst(run)
      switch first {
      case "y": output += String(fields.year)
      case "M" where run >= 3:
        output += fields.month >= 1 && fields.month <= months.count ? months[fields.month - 1] : ""
      case "M", "L": output += padded(fields.month, run)
      case "d": output += padded(fields.day, run)
      case "H": output += padded(fields.hour, run)
      case "m": output += padded(fields.minute, run)
      default: output += String(repeating: first, count: run)
      }
    }
    return output
  }

  private func padded(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}

extension Localizer {
  /// The data of the words' language: lists and unit words.
  var localeData: LocaleData { LocaleData.of(language) }

  /// A number written with English marks (`3,776.5`) in the number language's.
  func digits(_ english: String) -> String {
    let data = LocaleData.of(numberLanguage)
    guard data.decimal != "." || data.group != "," else { return english }
    var output = ""
    for character in english {
      switch character {
      case ",": output += data.group
      case ".": output += data.decimal
      default: output.append(character)
      }
    }
    return output
  }

  /// A figure (already written) with its unit's words, in the form `count` asks for (`nil`, or
  /// a fraction, for the general form).
  func measure(_ figure: String, _ unit: LocaleData.Unit, count: Double?) -> String {
    let patterns = localeData.units[unit.rawValue]
    var category = PluralCategory.other
    if let count, count.isFinite, count == count.rounded(), count.magnitude < 1e15 {
      category = PluralRules.category(of: Int(count), in: language)
    }
    return patterns[category.rawValue].filled(figure)
  }

  /// How the date language writes a date and time; `nil` for the tool's ISO form.
  var dateTimePattern: DateTimePattern? { LocaleData.of(dateLanguage).dateTime }
}
