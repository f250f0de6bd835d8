/// The bounds a scan keeps to, so a hostile or broken file cannot exhaust memory or the stack.
public struct JSONLimits: Sendable, Hashable {
  /// The deepest nesting accepted.
  public let depth: Int
  /// The longest number literal, in bytes.
  public let numberBytes: Int
  /// The largest single string, in bytes.
  public let stringBytes: Int

  /// Limits far above anything the tool's own files hold.
  public init(depth: Int = 64, numberBytes: Int = 64, stringBytes: Int = 1 << 20) {
    self.depth = depth
    self.numberBytes = numberBytes
    self.stringBytes = stringBytes
  }
}
