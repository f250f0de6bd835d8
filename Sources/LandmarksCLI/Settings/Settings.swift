import LandmarksCore

/// The defaults a person sets once, as resolved for one run: flag > `LANDMARKS_*` variable >
/// config file > `NO_COLOR`, `PAGER`, `LC_*` > default.
struct Settings: Sendable, Equatable {
  /// `--color`, `LANDMARKS_COLOR`, `color`, `NO_COLOR` (never), auto.
  var color: Setting<ColorChoice>
  /// `--units`, `LANDMARKS_UNITS`, `units`, the locale, metric.
  var units: Setting<UnitSystem>
  /// The pager command, `nil` when paging is off: `--no-pager`, `LANDMARKS_PAGER`, `pager`,
  /// `PAGER`, `less -FRX`.
  var pager: Setting<String?>
  /// The featured landmark as typed or saved; `nil` for the catalog's own:
  /// `LANDMARKS_FEATURED`, `featured`.
  var featured: Setting<String?>
  /// Whether the explorer animates: `LANDMARKS_MOTION`, `motion`, full.
  var motion: Setting<Motion>
  /// Whether the explorer takes the mouse: `mouse`, on (`browse --no-mouse` turns it off).
  var mouse: Setting<Bool>

  /// The pager used when nothing names one: `-F` quits when the text fits, `-R` shows colour,
  /// `-X` leaves the text on the screen.
  static let defaultPager = "less -FRX"

  /// Every setting at its default, for contexts built without a run (tests, `live()`).
  static let defaults = Settings(
    color: Setting(value: .auto, source: .builtIn), units: Setting(value: .metric, source: .builtIn),
    pager: Setting(value: defaultPager, source: .builtIn), featured: Setting(value: nil, source: .builtIn),
    motion: Setting(value: .full, source: .builtIn), mouse: Setting(value: true, source: .builtIn))
}

/// Whether the explorer animates; the keys never wait for an animation either way.
enum Motion: String, Sendable, Equatable {
  /// Badges bud out of the stack's toggle and merge back; an earned badge grows in.
  case full
  /// Everything appears at once.
  case reduced
}
