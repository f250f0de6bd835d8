import LandmarksCore

/// `landmarks share LANDMARK`: the app's share action, as a card to paste anywhere.
struct ShareCommand: ParsableCommand {
  /// The card's formats.
  enum Format: String, Sendable, CaseIterable {
    case text, markdown
  }

  static let configuration = CommandConfiguration(
    name: "share",
    abstract: .shareAbstract,
    discussion: [.init(.shareDiscussion)],
    arguments: [.landmark],
    options: [
      .option(
        "format", value: "format", kind: .choices(["text", "markdown"]), help: .shareOptionFormat),
      .flag("copy", help: .shareOptionCopy),
      .json,
    ],
    examples: [
      .init(arguments: "share fuji", explanation: .shareExample1),
      .init(arguments: "share uluru --format markdown", explanation: .shareExample2),
      .init(arguments: "share fuji --copy", explanation: .shareExample3),
      .init(arguments: "share fuji --json", explanation: .shareExample4),
    ]
  )

  let landmark: String
  let format: Format
  let copy: Bool

  init(arguments: ParsedArguments) throws {
    landmark = arguments.positionals.first ?? ""
    format =
      try arguments.value(
        "format",
        expecting: ValueKind.choices(Format.allCases.map(\.rawValue)).choicesPhrase ?? .init(.expectedNonEmpty)
      ) {
        Format(rawValue: $0.lowercased())
      } ?? .text
    copy = arguments.flag("copy")
    if copy && arguments.flag("json") {
      throw UsageError.conflict(LocalizedText(.shareCopyWithJson))
    }
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    var output = ShareOutput(card: ShareCard(landmark: try catalog.resolve(landmark)), markdown: format == .markdown)
    guard copy else { return output }
    // Someone must be at a terminal: with every stream redirected, /dev/tty may still be a
    // terminal nobody is looking at (a cron job's, a service's).
    let terminal = context.terminal
    guard terminal.outputIsTerminal || terminal.errorIsTerminal || terminal.inputIsTerminal else {
      throw ClipboardError.noTerminal
    }
    let tmux = !(context.environment["TMUX"] ?? "").isEmpty
    try context.terminalWriter.write(OSC52.sequence(copying: output.cardText(in: context.localizer), tmux: tmux))
    output.notes = [context.tr(.shareCopied)]
    return output
  }
}

/// `landmarks share`: the card as text or Markdown, or the landmark with its links as JSON.
struct ShareOutput: CommandOutput {
  /// Extra keys beside the landmark's own in JSON.
  private struct Links: Encodable, Sendable {
    let geoURI: String
    let openStreetMapURL: String
  }

  let card: ShareCard
  /// Markdown instead of plain text.
  let markdown: Bool
  var notes: [String] = []

  /// The card as printed, and as copied.
  func cardText(in words: Localizer) -> String { markdown ? card.markdown(in: words) : card.text(in: words) }

  var json: (any Encodable & Sendable)? {
    LandmarkJSON(
      landmark: card.landmark, extra: Links(geoURI: card.geoURI, openStreetMapURL: card.openStreetMapURL))
  }

  func text(in style: OutputStyle) -> String {
    // Never cut to the width: a shortened link is a broken one.
    cardText(in: style.localizer)
  }
}
