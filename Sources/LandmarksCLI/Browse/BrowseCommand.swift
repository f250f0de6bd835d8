import LandmarksCore

/// `landmarks browse`: the interactive explorer, full screen, over the same catalog and store as
/// every other command. Bare `landmarks` on a terminal opens it too.
struct BrowseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "browse",
    abstract: "Explore interactively: sections, landmarks, the map, collections and badges.",
    discussion: """
      A full-screen explorer: the sidebar (Landmarks, Map, Collections), the featured landmark and a row \
      per continent, a landmark's detail with its inspector (map and activities), your collections and \
      the badge stack. It needs a terminal; every change is saved as the command line saves it, so \
      `landmarks undo` in another shell reverts it, and changes made elsewhere appear within a second.

      Keys: arrows or h j k l move, Enter opens, Esc or Backspace goes back, Tab moves between the \
      sidebar, content and inspector, / searches, b shows or hides the badges, u undoes, Ctrl-R redoes, \
      ? lists the keys of the view, q or Ctrl-C quits. On a landmark: s share, f favorite, c collections, \
      i inspector, m and a (or [ and ]) map or activities, 1–4 do or undo an activity. In collections: \
      n new, r rename, e describe, d delete; inside one, a adds and x removes. On the map: arrows go to \
      the nearest landmark that way, + zooms to its region, - back to the world.

      The mouse clicks and scrolls unless --no-mouse or the config key mouse is off; animation follows \
      the config key motion (full or reduced) and LANDMARKS_MOTION.
      """,
    options: [.flag("no-mouse", help: "Leave the mouse to the terminal, so text can be selected.")],
    examples: [
      .init(arguments: "browse", explanation: "Open the explorer."),
      .init(arguments: "browse --no-mouse", explanation: "Open it with the mouse left to the terminal."),
    ]
  )

  let noMouse: Bool

  init(arguments: ParsedArguments) throws {
    noMouse = arguments.flag("no-mouse")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    guard context.terminal.inputIsTerminal, context.terminal.outputIsTerminal else { throw BrowseError.noTerminal }
    guard context.environment["TERM"] != "dumb" else { throw BrowseError.dumbTerminal }
    let catalog = try context.loadCatalog()
    let state = try context.loadState()
    let style = OutputStyle(context: context, choice: context.settings.color.value)
    let model = try BrowseModel(
      catalog: catalog, state: state, mask: try LandMask.builtIn(), colors: style.colors,
      animates: context.settings.motion.value == .full)
    var session = BrowseSession(
      model: model, context: context, mouse: !noMouse && context.settings.mouse.value, unicode: style.unicode)
    try session.run()
    return MessageOutput(lines: [])
  }
}
