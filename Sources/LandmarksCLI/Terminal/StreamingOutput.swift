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

/// Text of a streamed output on its way to a sink, in chunks of about 64 KB: one write per chunk
/// rather than per line, and never more than a chunk held.
struct StreamWriter {
  private var chunks: ChunkedOutput
  /// The style lines are made portable in (`OutputStyle.portable`), or `nil` to write them as given.
  private let style: OutputStyle?

  /// A writer to `sink`; with `style`, each line is made portable for the terminal as it goes,
  /// as `LandmarksApp` does to whole texts.
  init(sink: any OutputSink, style: OutputStyle?) {
    chunks = ChunkedOutput(sink: { try sink.write($0) })
    self.style = style
  }

  /// Writes one line and its line end.
  mutating func line(_ text: String) throws {
    try chunks.write(style.map { $0.portable(text) } ?? text)
    try chunks.write("\n")
  }

  /// Writes `text` as it is (JSON, which is ASCII-safe and never made portable).
  mutating func write(_ text: String) throws {
    try chunks.write(text)
  }

  /// Hands over what is still buffered; the output is complete.
  mutating func finish() throws {
    try chunks.flush()
  }
}
