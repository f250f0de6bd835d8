import Foundation
import LandmarksCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command-line program: routes arguments to a command, renders its output, maps errors to
/// exit codes. Everything it touches comes from the context, so tests run it in-process.
public enum LandmarksApp {
  /// Runs the process: reads its arguments and environment, exits with the command's status.
  public static func main() -> Never {
    // A closed pipe must surface as a write error we can end quietly on, not kill the process.
    signal(SIGPIPE, SIG_IGN)
    exit(run(Array(CommandLine.arguments.dropFirst()), context: .live()))
  }

  /// Runs one command line (without the program name) and returns the exit status.
  public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    // Bare `landmarks` on a terminal opens the explorer; piped, or with any argument, it is help.
    let terminal = context.terminal
    let arguments =
      arguments.isEmpty && terminal.inputIsTerminal && terminal.outputIsTerminal
        && context.environment["TERM"] != "dumb" ? [BrowseCommand.configuration.name] : arguments
    // Counted, not flagged: tests run several command lines through one context.
    let savesBefore = context.saves.count
    var path: [String] = []
    var command: any ParsableCommand.Type = RootCommand.self
    // The context errors are reported in: the configured one once the command line is parsed.
    var reporting: CommandContext?
    do {
      let route = try Router.route(arguments)
      (command, path) = (route.command, route.path)
      let parsed = try command.parse(route.tokens)
      let (context, warnings) = context.configured(
        flags: try SettingFlags(parsed), writesConfig: command.writesConfig)
      reporting = context
      // Colour, width and symbols are decided for the terminal, before any pager starts.
      let style = OutputStyle(context: context, choice: context.settings.color.value)
      for warning in warnings { try context.standardError.write(forStandardError(warning, style: style, in: context)) }
      if parsed.flag("help") {
        try show(HelpOutput(command: command, path: path).text(in: style), json: false, in: context, style: style)
        return ExitCode.success.rawValue
      }
      let output = try command.init(arguments: parsed).run(in: context)
      for warning in output.warnings {
        try context.standardError.write(forStandardError(warning, style: style, in: context))
      }
      if let streaming = output.streaming {
        try stream(streaming, json: parsed.flag("json"), in: context, style: style)
        if !parsed.flag("json") {
          for note in output.notes {
            try context.standardError.write(forStandardError(note, style: style, in: context))
          }
        }
      } else if parsed.flag("json"), let json = output.json {
        try context.standardOutput.write(try JSONOutput.encode(json))
      } else {
        try show(output.text(in: style), json: parsed.flag("json"), in: context, style: style)
        for note in output.notes { try context.standardError.write(forStandardError(note, style: style, in: context)) }
      }
      if !output.isFailure, Self.changed(command, savesBefore: savesBefore, in: context) { context.startAutoSync() }
      return (output.isFailure ? ExitCode.failure : ExitCode.success).rawValue
    } catch OutputError.closed {
      return ExitCode.success.rawValue
    } catch let error as OutputError where context.saves.count > savesBefore {
      // Still 74, as the run did not finish; but a script must learn that retrying is not needed.
      let unprinted = OutputError.savedButUnprinted(error)
      report(unprinted, command: command, path: path, context: reporting ?? context)
      return ExitCode(for: unprinted).rawValue
    } catch {
      // A command line that did not parse is reported in the language of the environment and the
      // config file alone.
      let reporter = reporting ?? context.configured(flags: SettingFlags(), writesConfig: true).context
      report(error, command: command, path: path, context: reporter)
      return ExitCode(for: error).rawValue
    }
  }

  /// Whether the command changed something that an automatic sync sends.
  private static func changed(_ command: any ParsableCommand.Type, savesBefore: Int, in context: CommandContext) -> Bool
  {
    switch command.autoSync {
    case .onSave: context.saves.count > savesBefore
    case .always: true
    case .never: false
    }
  }

  /// Prints text output: through the pager when it is longer than the terminal (see
  /// `PagerDecision`), directly otherwise or when the pager cannot be started.
  private static func show(_ text: String, json: Bool, in context: CommandContext, style: OutputStyle) throws {
    let text = style.portable(text)
    if let pager = PagerDecision.pager(
      for: text, json: json, terminal: context.terminal, command: context.settings.pager.value),
      context.pagerLauncher.launch(pager, text, context.pagerEnvironment) == .shown
    {
      return
    }
    try context.standardOutput.write(text)
  }

  /// Writes an output that streams: JSON and piped text as they are produced; text for a terminal
  /// through the pager when it is longer than the screen. Only a screenful and a line are laid out
  /// to find out: a shorter text is then printed as `show` prints it, a longer one is produced again
  /// straight into the pager, as it is read, and stops being read when the person quits.
  private static func stream(
    _ output: any StreamingOutput, json: Bool, in context: CommandContext, style: OutputStyle
  ) throws {
    var writer = StreamWriter(sink: context.standardOutput, style: json ? nil : style)
    guard !json else {
      try output.writeJSON(to: &writer)
      return try writer.finish()
    }
    if let (pager, height) = PagerDecision.paging(
      json: json, terminal: context.terminal, command: context.settings.pager.value)
    {
      let probe = LineLimitSink(limit: height)
      var probeWriter = StreamWriter(sink: probe, style: nil)
      do {
        try output.writeText(in: style, to: &probeWriter)
        try probeWriter.finish()
        return try show(probe.text, json: false, in: context, style: style)
      } catch LineLimitSink.Overflow.overflow {
        let outcome = try context.pagerLauncher.stream(pager, context.pagerEnvironment) { sink in
          var pagerWriter = StreamWriter(sink: sink, style: style)
          try output.writeText(in: style, to: &pagerWriter)
          try pagerWriter.finish()
        }
        if outcome == .shown { return }
      }
    }
    try output.writeText(in: style, to: &writer)
    try writer.finish()
  }

  private static func report(
    _ error: any Error, command: any ParsableCommand.Type, path: [String], context: CommandContext
  ) {
    let words = context.localizer
    // A declined question is the person's choice: said plainly, without "Error: ".
    let isError = (error as? CommandFailure)?.isError ?? true
    // Line by line: some messages (an import's list of invalid places) run over several lines.
    let text = SafeText.cleanLines(words.describe(error))
    var message = (isError ? words(.errorPrefix, text) : text) + "\n"
    if error is UsageError {
      if case .unknownCommand = error as? UsageError {
        message += words(.errorSeeHelp) + "\n"
      } else {
        let help = HelpOutput(command: command, path: path)
        let invocation = (["landmarks"] + path).joined(separator: " ")
        message += words(.errorUsageLine, help.usage(command.configuration, invocation: invocation)) + "\n"
        message += words(.errorSeeHelpFor, (["landmarks", "help"] + path).joined(separator: " ")) + "\n"
      }
    }
    let unicode = OutputStyle.allowsUnicode(context.environment)
    if context.terminal.errorIsTerminal {
      message = wrapped(message, width: OutputStyle(context: context, choice: .never).width)
    }
    try? context.standardError.write(unicode ? message : ASCIIFallback.apply(message))
  }

  /// A line (or lines) for standard error, in `style`'s symbols: when standard error is a
  /// terminal, wrapped to its width, as translations make every message longer or shorter than
  /// the English.
  private static func forStandardError(_ text: String, style: OutputStyle, in context: CommandContext) -> String {
    style.portable(wrapped(text + "\n", width: style.width, onTerminal: context.terminal.errorIsTerminal))
  }

  /// `text`'s lines wrapped to `width` when `onTerminal`, each continuation as indented as its line.
  private static func wrapped(_ text: String, width: Int, onTerminal: Bool = true) -> String {
    guard onTerminal else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let indent = line.prefix { $0 == " " }.count
      let lines = Formatting.wrap(String(line.dropFirst(indent)), width: width - indent)
      return lines.isEmpty
        ? String(line) : lines.map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
