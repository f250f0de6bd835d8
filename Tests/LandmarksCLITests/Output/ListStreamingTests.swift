import Foundation
import LandmarksCore
import LandmarksIndex
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// `list` streams its output: for the built-in catalog the bytes are those of the whole-text
/// layout it had before (text and JSON); for a large source, sections carry the right counts, rows
/// come in display order, and a section longer than the sample keeps its columns aligned.
@Suite("list, streamed")
struct ListStreamingTests {
  // MARK: - The built-in catalog: the same bytes as the whole-text layout

  /// The styles the comparisons run in: piped, narrow and wide terminals, colour, plain ASCII.
  static let styles: [OutputStyle] = [
    OutputStyle(colors: .none, width: 80, isTerminal: false, timeZone: .gmt),
    OutputStyle(colors: .none, width: 20, isTerminal: true, timeZone: .gmt),
    OutputStyle(colors: .ansi256, width: 50, isTerminal: true, timeZone: .gmt),
    OutputStyle(colors: .basic16, width: 200, isTerminal: true, timeZone: .gmt),
    OutputStyle(colors: .none, width: 60, isTerminal: true, timeZone: .gmt, unicode: false),
  ]

  /// Command lines of `list`, filtered and not.
  static let arguments: [[String]] = [
    [], ["--continent", "europe"], ["--kind", "volcano,glacier"], ["--country", "IS", "--country", "JP"],
    ["--kind", "castle"], ["--country", "NP"], ["--country", "NP", "--kind", "castle"],
  ]

  /// The text `list` printed when it laid the whole list out at once: the reference the streamed
  /// layout must match byte for byte.
  static func wholeText(_ output: ListOutput, in style: OutputStyle) throws -> String {
    var lines: [String] = []
    if let featured = output.featured {
      lines.append(style.fit("★ Featured: \(featured.safeName) — \(featured.safeLocation)"))
      lines.append("")
    }
    let sections = try output.catalog.sections(matching: output.filter)
    for (index, section) in sections.enumerated() {
      if index > 0 { lines.append("") }
      lines.append(style.bold(style.fit("\(section.continent.name) (\(section.landmarks.count))")))
      lines += LandmarkTable.lines(section.landmarks, style: style)
    }
    if let badgeStack = output.badgeStack, !sections.isEmpty { lines += badgeStack.lines(in: style) }
    return style.portable(lines.map { $0 + "\n" }.joined())
  }

  /// `list ARGUMENTS` run as a command, its output not yet written.
  static func listOutput(_ arguments: [String], context: CommandContext) throws -> ListOutput {
    let output = try ListCommand(arguments: try ListCommand.parse(arguments)).run(in: context)
    return try #require(output as? ListOutput)
  }

  /// What `writeText` streams in `style`, made portable line by line as `LandmarksApp` does.
  static func streamedText(_ output: ListOutput, in style: OutputStyle) throws -> String {
    let buffer = BufferSink()
    var writer = StreamWriter(sink: buffer, style: style)
    try output.writeText(in: style, to: &writer)
    try writer.finish()
    return buffer.text
  }

  /// What `writeJSON` streams.
  static func streamedJSON(_ output: ListOutput) throws -> String {
    let buffer = BufferSink()
    var writer = StreamWriter(sink: buffer, style: nil)
    try output.writeJSON(to: &writer)
    try writer.finish()
    return buffer.text
  }

  @Test("Text: the streamed layout is the whole-text layout, in every style", arguments: arguments)
  func builtInText(arguments: [String]) throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let output = try Self.listOutput(arguments, context: test.context)
    for style in Self.styles {
      #expect(try Self.streamedText(output, in: style) == Self.wholeText(output, in: style))
    }
  }

  @Test("Text: with a badge stack closing the list, and through LandmarksApp")
  func builtInTextWithStack() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let plain = try Self.listOutput([], context: test.context)
    var state = UserState.empty
    state.mark(Activity.allCases, at: 1016, on: TestContext.now)
    let stack = try #require(try BadgeStack(catalog: plain.catalog, state: state))
    let output = ListOutput(
      catalog: plain.catalog, filter: plain.filter, featured: plain.featured, sections: plain.sections,
      largestID: plain.largestID, badgeStack: stack, notes: [], warnings: [])
    for style in Self.styles {
      #expect(try Self.streamedText(output, in: style) == Self.wholeText(output, in: style))
    }
    #expect(test.run("list") == 0)
    #expect(try test.output.text == Self.wholeText(plain, in: Self.styles[0]))
  }

  @Test("JSON: element by element, the bytes the encoder gives for the whole array", arguments: arguments)
  func builtInJSON(arguments: [String]) throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let output = try Self.listOutput(arguments, context: test.context)
    let whole = try JSONOutput.encode(output.catalog.landmarks(matching: output.filter))
    #expect(try Self.streamedJSON(output) == whole)
    #expect(test.run(arguments: ["list", "--json"] + arguments) == 0)
    #expect(test.output.text == whole)
  }

  @Test("JSON: nothing selected is an empty array")
  func emptyJSON() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("list", "--country", "NP", "--kind", "castle", "--json") == 0)
    #expect(test.output.text == "[]\n")
    #expect(test.output.text == (try JSONOutput.encode([Landmark]())))
  }

  /// Landmarks whose JSON takes every path: escapes, slashes, U+2028, emoji, odd numbers, no badge.
  static let awkward: [Landmark] = [
    Landmark(
      id: 9_007_199_254_740_991, slug: "a/b", name: "Quote \" and \\ back", alternateNames: ["tab\there", "é/è"],
      continent: .australiaOceania, country: "", location: "line\u{2028}sep", latitude: -0.0, longitude: 1e-7,
      elevation: Elevation(low: -413.5, high: 1e21), areaKm2: 0.1 + 0.2, kinds: [LandmarkKind(rawValue: "tea-house")],
      description: "🏔️ and 富士山", badge: nil, source: "my/source"),
    Landmark(
      id: 1, slug: "plain", name: "Plain", continent: .antarctica, country: "AQ", location: "Nowhere \u{7F}",
      latitude: 90, longitude: -180, elevation: Elevation(low: nil, high: 4892), areaKm2: 123_456_789.25,
      kinds: [], description: "", badge: Badge(id: "b/1", symbol: .mountain, color: .blue), source: nil),
  ]

  @Test("A landmark written by hand is the encoder's element, escapes and all")
  func handWrittenJSON() throws {
    let catalog = try Catalog.builtIn()
    for landmark in try catalog.landmarks + Self.awkward {
      let encoded = try JSONOutput.arrayElement(landmark)
      #expect(LandmarkJSONText.element(landmark) == encoded)
    }
    let whole = try JSONOutput.encode(Self.awkward)
    let elements = try Self.awkward.map { try JSONOutput.arrayElement($0) }
    #expect("[\n" + elements.joined(separator: ",\n") + "\n]\n" == whole)
  }

  // MARK: - A large imported source

  /// The built-in catalog and a source of 3,000 generated places, 1,500 of them in Europe.
  static let large: Catalog? = try? makeLarge()

  static func makeLarge() throws -> Catalog {
    let syllables = ["ka", "Ån", "ber", "vik", "田", "mo", "Ri", "é", "tar", "ul", "Mount "]
    let places = (0..<3_000).map { index in
      let name = (0..<(2 + index % 4)).map { syllables[(index / (1 + $0 * 5) + $0 * 3) % syllables.count] }.joined()
      let continent: Continent = index % 2 == 0 ? .europe : Continent.allCases[index % Continent.allCases.count]
      let kinds = index % 3 == 0 ? ["tea-house"] : ["lake"]
      return IndexedPlace(
        landmark: Landmark(
          id: 70_000_000 + index * 13, slug: "gen-\(index)", name: name, continent: continent,
          country: ["FR", "JP", "", "IS"][index % 4], location: index % 10 == 0 ? "" : "Somewhere \(index)",
          latitude: 0, longitude: 0, kinds: kinds.map(LandmarkKind.init(rawValue:)), source: "gen"),
        kindNames: kinds, source: "gen")
    }
    let index = try CatalogIndex(bytes: try IndexWriter.bytes(for: places), name: "gen")
    return try Catalog.builtIn().with(sources: [CatalogSource(name: "gen", index: index)])
  }

  /// A context listing `catalog`, piped unless `height` makes it a terminal of that many rows.
  static func context(
    _ catalog: Catalog, output: BufferSink, height: Int? = nil, pager: PagerRecorder? = nil
  ) -> CommandContext {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-stream-\(UUID().uuidString)")
    return CommandContext(
      environment: ["LANDMARKS_HOME": home.path, "COLUMNS": "100", "TERM": "xterm"], standardOutput: output,
      standardError: BufferSink(),
      terminal: Terminal(
        outputIsTerminal: height != nil, inputIsTerminal: false, reportedWidth: 100, reportedHeight: height),
      homeDirectory: home.path, loadCatalog: { catalog },
      pagerLauncher: pager.map { PagerLauncher(launch: $0.launch) } ?? .unavailable)
  }

  /// The lines of `text` as (heading, rows) sections, rows being their lines.
  static func sections(_ text: String) -> [(heading: String, rows: [String])] {
    var result: [(heading: String, rows: [String])] = []
    for line in text.split(separator: "\n").map(String.init) {
      if line.hasPrefix("  ") {
        if !result.isEmpty { result[result.count - 1].rows.append(line) }
      } else if !line.hasPrefix("★") {
        result.append((line, []))
      }
    }
    return result
  }

  @Test(
    "A large source lists every section with its count, its rows in display order",
    arguments: [[], ["--source", "gen"], ["--kind", "tea-house"], ["--country", "FR,IS"]])
  func largeText(arguments: [String]) throws {
    let catalog = try #require(Self.large)
    let output = BufferSink()
    let context = Self.context(catalog, output: output)
    #expect(LandmarksApp.run(["list"] + arguments, context: context) == 0)
    let listed = try Self.listOutput(arguments, context: context)
    let expected = try catalog.sections(matching: listed.filter)
    let sections = Self.sections(output.text)
    #expect(sections.map(\.heading) == expected.map { "\($0.continent.name) (\($0.landmarks.count))" })
    for (section, reference) in zip(sections, expected) {
      let ids = section.rows.map { $0.split(separator: " ").first.map(String.init) ?? "" }
      #expect(ids == reference.landmarks.map { String($0.id) })
    }
  }

  @Test("A section longer than the sample keeps every column aligned at the widths known beforehand")
  func longSectionLayout() throws {
    let catalog = try #require(Self.large)
    let output = BufferSink()
    #expect(LandmarksApp.run(["list", "--continent", "europe"], context: Self.context(catalog, output: output)) == 0)
    let rows = try #require(Self.sections(output.text).first).rows
    #expect(rows.count > StreamedTable.sampleRows)
    let idWidth = String(70_000_000 + 2_999 * 13).count
    let landmarks = try catalog.sections(matching: LandmarkFilter(continents: [.europe]))[0].landmarks
    #expect(rows.count == landmarks.count)
    for (row, landmark) in zip(rows, landmarks) {
      // The id padded to the largest id's width, the name to the cap, the country to a code's width
      // (blank when unknown); the location kept even where the first rows had none.
      let cells = [
        DisplayWidth.padLeft(String(landmark.id), to: idWidth), landmark.safeName, landmark.safeCountry,
        landmark.safeLocation,
      ]
      let last = cells.lastIndex { !$0.isEmpty } ?? 0
      let widths = [idWidth, LandmarkTable.pipedNameCap, 2]
      let placed = cells.prefix(last + 1).enumerated().map { column, cell in
        column == last ? cell : DisplayWidth.pad(cell, to: widths[column])
      }
      #expect(row == "  " + placed.joined(separator: "  "))
    }
  }

  @Test("A large source's JSON is the encoder's array, in display order")
  func largeJSON() throws {
    let catalog = try #require(Self.large)
    let output = BufferSink()
    #expect(LandmarksApp.run(["list", "--json"], context: Self.context(catalog, output: output)) == 0)
    #expect(output.text == (try JSONOutput.encode(catalog.landmarks(matching: LandmarkFilter()))))
  }

  @Test("On a terminal a long list is streamed into the pager: the text printed without one")
  func pagedStream() throws {
    let catalog = try #require(Self.large)
    let direct = BufferSink()
    #expect(LandmarksApp.run(["list", "--no-pager"], context: Self.context(catalog, output: direct, height: 30)) == 0)
    let recorder = PagerRecorder(outcome: .shown)
    let paged = BufferSink()
    #expect(LandmarksApp.run(["list"], context: Self.context(catalog, output: paged, height: 30, pager: recorder)) == 0)
    #expect(paged.text.isEmpty)
    #expect(recorder.runs.count == 1)
    #expect(recorder.runs.first?.text == direct.text)
    #expect(direct.text.contains("\u{1B}["), "laid out for the terminal")
    // A pager that cannot start: the text is printed instead, once.
    let missing = BufferSink()
    let refusing = PagerRecorder(outcome: .couldNotStart)
    #expect(
      LandmarksApp.run(["list"], context: Self.context(catalog, output: missing, height: 30, pager: refusing)) == 0)
    #expect(missing.text == direct.text)
  }

  @Test("On a terminal a list shorter than the screen is printed directly")
  func shortOnTerminal() throws {
    let catalog = try #require(Self.large)
    let recorder = PagerRecorder(outcome: .shown)
    let output = BufferSink()
    let context = Self.context(catalog, output: output, height: 40, pager: recorder)
    #expect(LandmarksApp.run(["list", "--country", "NP"], context: context) == 0)
    #expect(recorder.runs.isEmpty)
    #expect(output.text.contains("Nepal") || output.text.contains("NP"))
  }
}
