import LandmarksCore

/// `landmarks share LANDMARK`: the app's share action, as a card to paste anywhere.
struct ShareCommand: ParsableCommand {
  /// The card's formats.
  enum Format: String, Sendable, CaseIterable {
    case text, markdown
  }

  static let configuration = CommandConfiguration(
    name: "share",
    abstract: "Print a landmark's card to paste anywhere, or copy it to the clipboard.",
    discussion: """
      The card holds the name, the location, the coordinates, a geo: URI (RFC 5870, which map \
      apps open) and an OpenStreetMap link. --copy also puts it on the clipboard through the \
      terminal (OSC 52; inside tmux, set-clipboard must be on), which works over ssh too; \
      without a terminal it fails, so pipe the card to pbcopy, wl-copy or xclip instead.
      """,
    arguments: [.landmark],
    options: [
      .option(
        "format", value: "format", kind: .choices(["text", "markdown"]), help: "text (the default) or markdown."),
      .flag("copy", help: "Also copy the card to the clipboard, through the terminal."),
      .json,
    ],
    examples: [
      .init(arguments: "share fuji", explanation: "Mount Fuji's card."),
      .init(arguments: "share uluru --format markdown", explanation: "The card as Markdown, for notes or chat."),
      .init(arguments: "share fuji --copy", explanation: "Print the card and copy it to the clipboard."),
      .init(arguments: "share fuji --json", explanation: "The landmark with its geoURI and openStreetMapURL."),
    ]
  )

  let landmark: String
  let format: Format
  let copy: Bool

  init(arguments: ParsedArguments) throws {
    landmark = arguments.positionals.first ?? ""
    format = try arguments.value("format", expecting: "text or markdown") { Format(rawValue: $0.lowercased()) } ?? .text
    copy = arguments.flag("copy")
    if copy && arguments.flag("json") {
      throw UsageError.conflict("--copy copies the text or Markdown card; it cannot be used with --json.")
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
    try context.terminalWriter.write(OSC52.sequence(copying: output.cardText, tmux: tmux))
    output.notes = ["Copied the card to the clipboard (if the terminal allows it: OSC 52)."]
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
  var cardText: String { markdown ? card.markdown : card.text }

  var json: (any Encodable & Sendable)? {
    LandmarkJSON(
      landmark: card.landmark, extra: Links(geoURI: card.geoURI, openStreetMapURL: card.openStreetMapURL))
  }

  func text(in style: OutputStyle) -> String {
    // Never cut to the width: a shortened link is a broken one.
    cardText
  }
}
