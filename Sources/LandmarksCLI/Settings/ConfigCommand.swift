import Foundation
import LandmarksCore

/// `landmarks config`: the defaults a person sets once, and where each value in force came from.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "config",
    abstract: "Show your saved defaults; set or unset colour, units, pager, featured landmark and the explorer's motion and mouse.",
    discussion: """
      The config file is $LANDMARKS_CONFIG, else $XDG_CONFIG_HOME/landmarks/config.json, else \
      ~/.config/landmarks/config.json. A value comes from the first of: an option (--color, \
      --units, --no-pager), a variable (LANDMARKS_COLOR, LANDMARKS_UNITS, LANDMARKS_PAGER, \
      LANDMARKS_FEATURED, LANDMARKS_MOTION), the config file, NO_COLOR, PAGER or the locale (LC_ALL, \
      LC_MEASUREMENT, LANG: imperial in the US, Liberia and Myanmar), and the default. \
      \(ConfigKey.summary)
      """,
    options: [.flag("explain", help: "Also show where each value comes from."), .json],
    examples: [
      .init(arguments: "config", explanation: "The values in force."),
      .init(arguments: "config --explain", explanation: "Where each one comes from."),
      .init(arguments: "config set units imperial", explanation: "Feet, square miles and miles from now on."),
      .init(arguments: "config unset units", explanation: "Back to the locale's units."),
    ],
    subcommands: [ConfigSetCommand.self, ConfigUnsetCommand.self]
  )

  let explain: Bool

  init(arguments: ParsedArguments) throws {
    explain = arguments.flag("explain")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let settings = context.settings
    // The featured landmark shows as its slug; with none set, or one that matches nothing
    // (a source removed since), the catalog's own.
    let catalog = try context.loadCatalog()
    let file = context.configLocation.file.path
    var featuredSource = settings.featured.source
    var notes: [String] = []
    if let text = settings.featured.value, (try? catalog.resolve(text)) == nil {
      notes.append(
        "Note: the featured landmark '\(SafeText.clean(Excerpt.of(text)))' (\(ConfigOutput.origin(featuredSource))) "
          + "matches no landmark; the catalog's own is shown instead.")
      featuredSource = .builtIn
    }
    let rows: [ConfigOutput.Row] = [
      .init(key: .color, value: settings.color.value.rawValue, source: settings.color.source),
      .init(key: .units, value: settings.units.value.rawValue, source: settings.units.source),
      .init(key: .pager, value: settings.pager.value ?? ConfigKey.pagerOff, source: settings.pager.source),
      .init(key: .featured, value: try catalog.featured?.slug ?? String(catalog.featuredID), source: featuredSource),
      .init(key: .motion, value: settings.motion.value.rawValue, source: settings.motion.source),
      .init(key: .mouse, value: settings.mouse.value ? "on" : "off", source: settings.mouse.source),
    ]
    return ConfigOutput(
      rows: rows, file: file, fileExists: FileManager.default.fileExists(atPath: file), explain: explain,
      notes: notes)
  }
}
