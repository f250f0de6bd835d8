/// Streams landmarks as GPX 1.1 waypoints, for GPS devices and map apps.
///
/// `name`, `cmt` (the location line), `desc`, `src` (the source) and `type` (the kinds) are standard
/// GPX; the landmark id, source and slug go in `extensions` under this tool's namespace.
package struct GPXWriter: ExportWriter {
  /// The namespace of this tool's `extensions` elements.
  package static let namespace = "urn:x-landmarks:gpx:1"

  private var output: ChunkedOutput
  private var started = false

  /// Writes to `sink` in chunks.
  package init(sink: @escaping (String) throws -> Void) {
    output = ChunkedOutput(sink: sink)
  }

  /// Writes one waypoint.
  package mutating func write(_ record: ExportRecord) throws {
    try start()
    var waypoint =
      "  <wpt lat=\"\(CoordinateFormat.decimal(record.latitude))\" lon=\"\(CoordinateFormat.decimal(record.longitude))\">\n"
    waypoint += Self.element("name", record.name)
    waypoint += Self.element("cmt", record.location)
    waypoint += Self.element("desc", record.description)
    waypoint += Self.element("src", record.source)
    waypoint += Self.element("type", record.kinds.isEmpty ? nil : record.kinds.joined(separator: ", "))
    waypoint += "    <extensions>\n"
    waypoint += "      <landmarks:id>\(record.id)</landmarks:id>\n"
    if let source = record.source {
      waypoint += "      <landmarks:source>\(XMLText.escaped(source))</landmarks:source>\n"
    }
    waypoint += "      <landmarks:slug>\(XMLText.escaped(record.slug))</landmarks:slug>\n"
    waypoint += "    </extensions>\n  </wpt>\n"
    try output.write(waypoint)
  }

  /// Closes the document and flushes.
  package mutating func finish() throws {
    try start()
    try output.write("</gpx>\n")
    try output.flush()
  }

  private mutating func start() throws {
    guard !started else { return }
    started = true
    try output.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<gpx version=\"1.1\" creator=\"landmarks\" xmlns=\"http://www.topografix.com/GPX/1/1\" "
        + "xmlns:landmarks=\"\(Self.namespace)\">\n")
  }

  private static func element(_ name: String, _ text: String?) -> String {
    guard let text, !text.isEmpty else { return "" }
    return "    <\(name)>\(XMLText.escaped(text))</\(name)>\n"
  }
}
