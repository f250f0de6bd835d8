/// A setting's value and where it came from.
struct Setting<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The value in force.
  let value: Value
  /// Which of flag, variable, config, convention or default decided it.
  let source: SettingSource
}
