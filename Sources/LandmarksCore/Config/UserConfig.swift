/// The settings saved in the config file: known keys, checked, and any others kept as they
/// were, so a file written by a newer version loses nothing when an older one changes it.
public struct UserConfig: Sendable, Equatable {
  /// Every key in the file and its value.
  public private(set) var values: [String: String]

  /// A config holding `values`, unchecked; `ConfigFile` checks what it reads.
  public init(values: [String: String] = [:]) {
    self.values = values
  }

  /// The value saved for `key`, if any.
  public subscript(key: ConfigKey) -> String? {
    values[key.rawValue]
  }

  /// Saves `value` for `key`; the caller has normalised it.
  public mutating func set(_ key: ConfigKey, to value: String) {
    values[key.rawValue] = value
  }

  /// Forgets `key`; returns whether it was set.
  @discardableResult
  public mutating func unset(_ key: ConfigKey) -> Bool {
    values.removeValue(forKey: key.rawValue) != nil
  }
}
