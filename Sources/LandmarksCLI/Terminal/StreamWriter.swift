import LandmarksCore

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
