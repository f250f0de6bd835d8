import LandmarksCore
import LandmarksModels

/// `landmarks search QUERY`: ranked, case-, accent- and typo-tolerant search by name, place and country.
struct SearchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "search",
    abstract: .searchAbstract,
    discussion: [.init(.searchDiscussion)],
    arguments: [
      .init(name: "query", arity: .oneOrMore, help: .searchArgumentQuery, kind: .text)
    ],
    options: [
      .option("limit", value: "n", kind: .number, help: .searchOptionLimit),
      .json,
    ],
    examples: [
      .init(arguments: "search machu pichu", explanation: .searchExample1),
      .init(arguments: "search sagarmatha", explanation: .searchExample2),
      .init(arguments: "search kyoto", explanation: .searchExample3),
      .init(arguments: "search falls --limit 0 --json", explanation: .searchExample4),
    ]
  )

  let query: String
  let limit: Int

  init(arguments: ParsedArguments) throws {
    query = SearchOutput.joined(arguments.positionals, separator: " ")
    limit =
      try arguments.value("limit", expecting: LocalizedText(.expectedWholeNumberOrZero)) {
        Int($0).flatMap { $0 >= 0 ? $0 : nil }
      }
      ?? 20
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    // Every hit is ranked anyway; counting them lets a cut list say how much it left out.
    let (hits, count) = try context.loadCatalog().searchCounting(query, limit: limit)
    var notes: [String] = []
    if count == 0 {
      notes.append(context.tr(.searchNoHits, SafeText.clean(Excerpt.of(query))))
    } else if hits.count < count {
      notes.append(context.tr(.searchShowing, hits.count, count))
    }
    return SearchOutput(hits: hits, notes: notes)
  }
}

/// The result of `search`: one line per hit, saying what matched when it was not the name itself.
struct SearchOutput: CommandOutput {
  /// What a hit's `matched` key holds in JSON.
  private struct Matched: Encodable, Sendable {
    let field: MatchField
    let text: String
  }

  /// The keys a hit adds to its landmark in JSON.
  private struct HitKeys: Encodable, Sendable {
    let score: Double
    let matched: Matched
  }

  /// How the continent column is shown: it repeats what the country says, so it gives way first.
  private enum ContinentColumn {
    case full, code, none
  }

  /// The column widths every line shares; `tail` nil leaves the location and remark whole.
  private struct Widths {
    let id: Int
    let name: Int
    let country: Int
    let continent: ContinentColumn
    let fullContinent: Int
    let tail: Int?
  }

  /// One hit's texts, cleaned for the terminal, before layout.
  private struct Row {
    let id: String
    let name: String
    let country: String
    let continent: Continent
    /// The continent's name in the reader's language.
    let continentName: String
    let location: String
    let remark: String?

    /// The location and remark as one unwrapped string, the text that tells landmarks apart.
    var tail: String { remark.map { location + "  " + $0 } ?? location }
  }

  let hits: [SearchHit]
  let notes: [String]

  var json: (any Encodable & Sendable)? {
    hits.map { hit in
      LandmarkJSON(
        landmark: hit.landmark,
        extra: HitKeys(score: hit.score, matched: Matched(field: hit.field, text: hit.matchedText)))
    }
  }

  /// "· as Ayers Rock" for another name, "· in Kyoto" for a place or country; nothing for the name.
  static func remark(for hit: SearchHit, in words: Localizer) -> String? {
    switch hit.field {
    case .name: nil
    // A name the line already shows, in the reader's language, needs no remark.
    case .alternateName where SafeText.clean(hit.matchedText) == words.name(of: hit.landmark): nil
    case .alternateName: words(.searchAs, hit.matchedText)
    case .location: words(.searchIn, hit.matchedText)
    case .country: words(.searchIn, words.countryName(hit.landmark.country, english: hit.matchedText))
    }
  }

  func text(in style: OutputStyle) -> String {
    let words = style.localizer
    let rows = hits.map { hit in
      Row(
        id: String(hit.landmark.id), name: words.listedName(of: hit.landmark),
        country: SafeText.clean(hit.landmark.country), continent: hit.landmark.continent,
        continentName: words.name(of: hit.landmark.continent), location: words.location(of: hit.landmark),
        remark: Self.remark(for: hit, in: words).map(SafeText.clean))
    }
    guard !rows.isEmpty else { return "" }
    let idWidth = rows.map { DisplayWidth.of($0.id) }.max() ?? 0
    let countryWidth = rows.map { DisplayWidth.of($0.country) }.max() ?? 0
    let longestName = rows.map { DisplayWidth.of($0.name) }.max() ?? 0
    let longestTail = rows.map { DisplayWidth.of($0.tail) }.max() ?? 0
    let fullContinentWidth = rows.map { DisplayWidth.of($0.continentName) }.max() ?? 0
    // Columns other than the name and tail, with the two-space gaps between all columns.
    func fixedWidth(_ column: ContinentColumn) -> Int {
      let continent: Int
      switch column {
      case .full: continent = fullContinentWidth + 2
      case .code: continent = 4
      case .none: continent = 0
      }
      return idWidth + 2 + 2 + countryWidth + 2 + continent
    }
    func widths(name: Int, continent: ContinentColumn, tail: Int?) -> Widths {
      Widths(
        id: idWidth, name: name, country: countryWidth, continent: continent, fullContinent: fullContinentWidth,
        tail: tail)
    }
    guard style.isTerminal else {
      // Piped: every record whole on one line, nothing cut.
      let whole = widths(name: longestName, continent: .full, tail: nil)
      return Self.joined(rows.map { line($0, whole, style: style) + "\n" }, separator: "")
    }
    let column: ContinentColumn
    if fixedWidth(.full) + longestName + longestTail <= style.width {
      column = .full
    } else if style.width >= 80 {
      column = .code
    } else {
      column = .none
    }
    let available = max(0, style.width - fixedWidth(column))
    // A long name may not crowd out the tail, nor a long tail squeeze the name to nothing.
    var nameWidth = min(longestName, max(16, style.width / 3, available - longestTail))
    nameWidth = min(nameWidth, max(min(12, longestName), available - min(longestTail, 12)))
    // A few columns of location tell nothing apart; the name makes better use of them.
    if available - nameWidth < 8 { nameWidth = min(longestName, available) }
    let fitted = widths(name: nameWidth, continent: column, tail: max(0, available - nameWidth))
    let plainStyle = OutputStyle(
      colors: .none, width: style.width, isTerminal: true, zone: style.localZone, unicode: style.unicode,
      localizer: style.localizer)
    let lines = rows.map { row in
      // Tiny widths leave no room even for the fixed columns: cut the plain line rather than overflow.
      let plain = line(row, fitted, style: plainStyle)
      guard DisplayWidth.of(plain) <= style.width else { return DisplayWidth.truncate(plain, to: style.width) + "\n" }
      return line(row, fitted, style: style) + "\n"
    }
    return Self.joined(lines, separator: "")
  }

  /// One hit as a line of aligned columns; colour is added after cutting, never cut through.
  private func line(_ row: Row, _ widths: Widths, style: OutputStyle) -> String {
    var columns = [
      style.dim(DisplayWidth.padLeft(row.id, to: widths.id)),
      style.bold(DisplayWidth.pad(DisplayWidth.truncate(row.name, to: widths.name), to: widths.name)),
      DisplayWidth.pad(row.country, to: widths.country),
    ]
    switch widths.continent {
    case .full: columns.append(DisplayWidth.pad(row.continentName, to: widths.fullContinent))
    case .code: columns.append(row.continent.code)
    case .none: break
    }
    let tail = widths.tail.map { fitTail(row, to: $0) } ?? row.tail
    if !tail.isEmpty { columns.append(tail) }
    return Self.joined(columns, separator: "  ")
  }

  /// `parts` with `separator` between them, joined by hand: the library's `joined(separator:)`
  /// looks its generic types up at run time on first use, which costs a search more than it joins.
  static func joined(_ parts: [String], separator: String) -> String {
    var result = ""
    for (number, part) in parts.enumerated() {
      if number > 0 { result += separator }
      result += part
    }
    return result
  }

  /// The location and remark cut to `width`: the remark keeps at least half, so a hit found by
  /// a place or another name still says so on a narrow terminal, unless there is room for only one.
  private func fitTail(_ row: Row, to width: Int) -> String {
    guard DisplayWidth.of(row.tail) > width else { return row.tail }
    guard let remark = row.remark, width >= 24 else { return DisplayWidth.truncate(row.location, to: width) }
    let locationWidth = DisplayWidth.of(row.location)
    let remarkWidth = DisplayWidth.of(remark)
    let locationBudget = min(locationWidth, max(width - remarkWidth - 2, width / 2))
    let location = DisplayWidth.truncate(row.location, to: locationBudget)
    let remarkBudget = width - DisplayWidth.of(location) - 2
    guard remarkBudget >= 8 else { return DisplayWidth.truncate(row.location, to: width) }
    return location + "  " + DisplayWidth.truncate(remark, to: remarkBudget)
  }
}
