/// A positional argument a command takes.
struct ArgumentDefinition: Sendable, Hashable {
  /// How many values it takes.
  enum Arity: Sendable, Hashable {
    case required, optional, oneOrMore, zeroOrMore
  }

  /// The placeholder shown in usage lines, such as `landmark`.
  let name: String
  /// How many values it takes.
  let arity: Arity
  /// One line of help.
  let help: L10nKey
  /// Whether an empty value means something (clearing a description); otherwise it is refused.
  var allowsEmpty = false
  /// What the values name, for completion and the manual; `nil` until declared (a test asks
  /// every command to declare it).
  var kind: ValueKind? = nil

  /// The `LANDMARK` argument that many commands take.
  static let landmark = ArgumentDefinition(
    name: "landmark", arity: .required, help: .argumentLandmark, kind: .landmark)

  /// How the argument is written in usage lines.
  var synopsis: String {
    switch arity {
    case .required: "<\(name)>"
    case .optional: "[<\(name)>]"
    case .oneOrMore: "<\(name)>..."
    case .zeroOrMore: "[<\(name)>...]"
    }
  }
}
