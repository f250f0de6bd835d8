import LandmarksCore

/// `landmarks show LANDMARK`: the detail view with the inspector's facts and the user's side.
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "show",
    abstract: "Show a landmark: description, facts, your progress and collections.",
    discussion: """
      A landmark is named by its id (1016), its slug (mount-fuji), its name or another name in \
      any case and without accents (mount fuji, 富士山, ayers rock), or a unique start of a word \
      of its name (fuji).
      """,
    arguments: [.landmark],
    options: [.flag("no-map", help: "Leave out the locator map (drawn on terminals 80 columns or wider)."), .json],
    examples: [
      .init(arguments: "show fuji", explanation: "Mount Fuji's detail."),
      .init(arguments: "show \"ayers rock\"", explanation: "Uluru, by its other name."),
      .init(arguments: "show 1016 --json", explanation: "One landmark as a JSON object."),
    ]
  )

  let landmark: String
  /// Whether the locator map may be drawn: not with `--no-map`, and never for `--json`.
  let wantsMap: Bool

  init(arguments: ParsedArguments) throws {
    landmark = arguments.positionals.first ?? ""
    wantsMap = !arguments.flag("no-map") && !arguments.flag("json")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    // A landmark whose source was removed is still in the user's history: say what it was.
    if let id = Int(landmark.trimmingBlanks()), try catalog.owner(ofID: id) == nil,
      let removed = catalog.removedLandmarks[id]
    {
      return RemovedLandmarkOutput(removed: removed, done: (try? context.loadState())?.doneActivities(at: id) ?? [])
    }
    let resolved = try catalog.resolve(landmark)
    var detail = try LandmarkDetail(resolved, catalog: catalog, context: context)
    // The land mask is decoded only when the map will be seen: a wide terminal.
    let width = OutputStyle(context: context, choice: .never).width
    if wantsMap && context.terminal.outputIsTerminal && width >= LocatorMap.minimumWidth {
      detail.locatorMap = try LocatorMap(landmark: resolved, mask: LandMask.builtIn())
    }
    return detail
  }
}
