import LandmarksCore

/// Output too large to hold as one string, such as `list` of a million landmarks: written as it is
/// produced, so memory stays flat and `landmarks list | head` returns at once. `LandmarksApp` writes
/// it through these methods instead of `text(in:)` and `json`.
protocol StreamingOutput: CommandOutput {
  /// Writes the text for standard output, line by line, laid out in `style`.
  func writeText(in style: OutputStyle, to writer: inout StreamWriter) throws
  /// Writes the JSON form, byte for byte what `JSONOutput.encode` makes of the whole value.
  func writeJSON(to writer: inout StreamWriter) throws
}

extension StreamingOutput {
  /// A streaming output streams.
  var streaming: (any StreamingOutput)? { self }

  /// The whole text at once, for callers that want a string; a failure part way through (a
  /// damaged index) ends the text where it happened.
  func text(in style: OutputStyle) -> String {
    let buffer = BufferSink()
    var writer = StreamWriter(sink: buffer, style: nil)
    try? writeText(in: style, to: &writer)
    try? writer.finish()
    return buffer.text
  }
}
