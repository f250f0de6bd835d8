import LandmarksCore

/// `landmarks list`: the catalog in sections by continent, the featured landmark on top.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "list",
    abstract: "List landmarks in sections by continent.",
    discussion: """
      Sections follow the sample app's continent order; names are sorted within each. The \
      featured landmark is shown on top when no filter is given.
      """ + " " + LandmarkSelection.discussion,
    options: LandmarkSelection.options + [.json],
    examples: [
      .init(arguments: "list", explanation: "Every landmark, by continent."),
      .init(arguments: "list --continent europe --kind castle", explanation: "Castles in Europe."),
      .init(arguments: "list --country IS --country JP", explanation: "Landmarks in Iceland or Japan."),
      .init(arguments: "list --kind volcano,glacier --json", explanation: "Volcanoes and glaciers, as JSON."),
      .init(arguments: "list --favorites --continent asia", explanation: "Your favorites in Asia."),
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
    if sections.isEmpty { notes.append("No landmarks match these filters.") }
    // A plain listing does not need the state: one that cannot be read only costs the stack.
    var badgeStack: BadgeStack?
    switch loaded {
    case .success(let state): badgeStack = try BadgeStack(catalog: catalog, state: state)
    case .failure(let error): warnings.append("Warning: " + error.localizedDescription)
    }
    return ListOutput(
      catalog: catalog, filter: filter, featured: isFiltered ? nil : try catalog.featured,
      sections: sections.map { ListOutput.Section(continent: $0.continent, count: $0.count) },
      largestID: try catalog.largestID(matching: filter), badgeStack: badgeStack, notes: notes, warnings: warnings)
  }
}
