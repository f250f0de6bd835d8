/// The `--color` setting.
enum ColorChoice: String, Sendable, CaseIterable {
  /// Colour on a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
  case auto
  /// Colour even when piped.
  case always
  /// No colour.
  case never
}
