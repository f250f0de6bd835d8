/// `map --svg`: the picture on standard output, or a note saying where it was written.
struct SVGOutput: CommandOutput {
  /// The document for standard output; empty when it went to a file.
  let document: String
  let notes: [String]
  let warnings: [String]

  func text(in style: OutputStyle) -> String { document }
}
