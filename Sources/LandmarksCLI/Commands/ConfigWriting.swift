/// A command that changes the config file: it refuses a damaged one (exit 65) instead of
/// being warned about it and running on the defaults.
protocol ConfigWriting: ParsableCommand {}
