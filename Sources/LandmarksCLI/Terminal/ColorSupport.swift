/// How much colour the output may use.
enum ColorSupport: Sendable, Hashable {
  /// Plain text: no escape sequences at all (pipes, `NO_COLOR`, dumb terminals).
  case none
  /// The 16 basic SGR colours every colour terminal understands.
  case basic16
  /// The xterm 256-colour palette.
  case ansi256
}
