import LandmarksCore

/// `landmarks browse`: the interactive explorer, full screen, over the same catalog and store as
/// every other command. Bare `landmarks` on a terminal opens it too.
struct BrowseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "browse",
    abstract: .browseAbstract,
    discussion: [.init(.browseDiscussion)],
    options: [.flag("no-mouse", help: .browseOptionNoMouse)],
    examples: [
      .init(arguments: "browse", explanation: .browseExample1),
      .init(arguments: "browse --no-mouse", explanation: .browseExample2),
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
      animates: context.settings.motion.value == .full, words: context.localizer)
    var session = BrowseSession(
      model: model, context: context, mouse: !noMouse && context.settings.mouse.value, unicode: style.unicode)
    try session.run()
    return MessageOutput(lines: [])
  }
}
