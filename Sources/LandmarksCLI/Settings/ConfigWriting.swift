/// A command that changes the config file: it refuses a damaged one (exit 65) instead of
/// being warned about it and running on the defaults.
protocol ConfigWriting: ParsableCommand {}

extension ConfigWriting {
  /// Config writers say so through `ParsableCommand.writesConfig`.
  static var writesConfig: Bool { true }
}
