import LandmarksCore
import LandmarksModels

/// `landmarks list`: the catalog in sections by continent, the featured landmark on top.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "list",
    abstract: .listAbstract,
    discussion: [.init(.listDiscussion), LandmarkSelection.discussion],
    options: LandmarkSelection.options + [.json],
    examples: [
      .init(arguments: "list", explanation: .listExample1),
      .init(arguments: "list --continent europe --kind castle", explanation: .listExample2),
      .init(arguments: "list --country IS --country JP", explanation: .listExample3),
      .init(arguments: "list --kind volcano,glacier --json", explanation: .listExample4),
      .init(arguments: "list --favorites --continent asia", explanation: .listExample5),
    ]
  )

  /// The filters, shared with the other commands that work on a selection.
  let selection: LandmarkSelection

  init(arguments: ParsedArguments) throws {
    selection = try LandmarkSelection(arguments: arguments)
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    // Read once: the filters may need the state, and so does the badge stack.
    let loaded = Result { try context.loadState() }
    let filter = try selection.filter(in: catalog, state: loaded)
    let isFiltered = !filter.isEmpty
    var notes: [String] = []
    var warnings: [String] = []
    // Counted from the indexes before any row is read: the sections stream as they are written.
    let sections = try catalog.sectionCounts(matching: filter)
    if sections.isEmpty { notes.append(context.tr(.listNoMatch)) }
    // A plain listing does not need the state: one that cannot be read only costs the stack.
    var badgeStack: BadgeStack?
    switch loaded {
    case .success(let state): badgeStack = try BadgeStack(catalog: catalog, state: state)
    case .failure(let error): warnings.append(context.tr(.warningPrefix, context.localizer.describe(error)))
    }
    return ListOutput(
      catalog: catalog, filter: filter, featured: isFiltered ? nil : try catalog.featured,
      sections: sections.map { ListOutput.Section(continent: $0.continent, count: $0.count) },
      largestID: try catalog.largestID(matching: filter), badgeStack: badgeStack, notes: notes, warnings: warnings)
  }
}

/// The result of `list`: sections by continent, streamed from the catalog as they are written, so a
/// million imported landmarks are listed in flat memory and `list | head` returns at once.
///
/// Each section's heading carries its count, known before its rows are read (see
/// `Catalog.sectionCounts`); its rows are laid out by `StreamedTable`, which lays out a section of up
/// to `StreamedTable.sampleRows` rows as a table measured whole would.
struct ListOutput: StreamingOutput {
  /// One continent's section: its heading and how many rows follow.
  struct Section: Sendable, Hashable {
    let continent: Continent
    let count: Int
  }

  /// The catalog the rows are read from.
  let catalog: Catalog
  /// Which landmarks are listed.
  let filter: LandmarkFilter
  let featured: Landmark?
  /// The sections with at least one landmark, in display order.
  let sections: [Section]
  /// The largest id the selection can hold, for the id column of a long section.
  let largestID: Int?
  let badgeStack: BadgeStack?
  let notes: [String]
  let warnings: [String]

  func writeText(in style: OutputStyle, to writer: inout StreamWriter) throws {
    if let featured {
      let words = style.localizer
      try writer.line(style.fit(words(.listFeatured, words.listedName(of: featured), words.location(of: featured))))
      try writer.line("")
    }
    for (index, section) in sections.enumerated() {
      if index > 0 { try writer.line("") }
      try writer.line(
        style.bold(style.fit(style.tr(.listSection, style.localizer.name(of: section.continent), section.count))))
      var table = StreamedTable(style: style, indent: 2, expectedRows: section.count, largestID: largestID)
      var sectionFilter = filter
      sectionFilter.continents = [section.continent]
      try catalog.forEachLandmark(matching: sectionFilter) { landmark in
        try table.add(LandmarkTable.row(landmark, in: style.localizer), to: &writer)
      }
      try table.finish(to: &writer)
    }
    if let badgeStack, !sections.isEmpty {
      for line in badgeStack.lines(in: style) { try writer.line(line) }
    }
  }

  func writeJSON(to writer: inout StreamWriter) throws {
    var isFirst = true
    try catalog.forEachLandmark(matching: filter) { landmark in
      try writer.write(isFirst ? "[\n" : ",\n")
      isFirst = false
      // Written by hand where that is exact, as `Encodable`'s containers dominate a large list's
      // time; by the encoder otherwise: the same bytes either way.
      try writer.write(try LandmarkJSONText.element(landmark) ?? JSONOutput.arrayElement(landmark))
    }
    try writer.write(isFirst ? "[]\n" : "\n]\n")
  }
}
