/// Streams landmarks as KML 2.2 placemarks, for the map apps people share lists in (Google My
/// Maps, Google Earth).
///
/// `name`, `description` and a `Point` are standard KML; the landmark id, source and the other
/// fields the GeoJSON export carries go in `ExtendedData` under the GeoJSON property names, so the
/// KML reader takes them back the same way. Each placemark points at a style of its badge colour.
package struct KMLWriter: ExportWriter {
  /// The KML 2.2 namespace.
  package static let namespace = "http://www.opengis.net/kml/2.2"

  private var output: ChunkedOutput
  private var started = false

  /// Writes to `sink` in chunks.
  package init(sink: @escaping (String) throws -> Void) {
    output = ChunkedOutput(sink: sink)
  }

  /// Writes one placemark.
  package mutating func write(_ record: ExportRecord) throws {
    try start()
    var placemark = "    <Placemark id=\"landmark-\(record.id)\">\n"
    placemark += Self.element("name", record.name)
    placemark += Self.element("description", record.description)
    placemark += "      <styleUrl>#\(KMLStyle.id(record.badgeColor))</styleUrl>\n"
    placemark += "      <ExtendedData>\n"
    placemark += Self.data("id", String(record.id))
    // Present even when empty: an empty source is the built-in catalog's, and its presence is what
    // tells the reader this file is ours and the id is a landmark id (as GeoJSON's null source).
    placemark += Self.data("source", record.source ?? "")
    placemark += Self.data("slug", record.slug)
    if !record.alternateNames.isEmpty {
      placemark += Self.data("alternateNames", record.alternateNames.joined(separator: ";"))
    }
    if let continent = record.continent { placemark += Self.data("continent", continent.name) }
    if let country = record.country { placemark += Self.data("country", country) }
    if let location = record.location { placemark += Self.data("location", location) }
    if !record.kinds.isEmpty { placemark += Self.data("kinds", record.kinds.joined(separator: ",")) }
    placemark += "      </ExtendedData>\n"
    placemark += "      <Point><coordinates>\(CoordinateFormat.decimal(record.longitude)),"
    placemark += "\(CoordinateFormat.decimal(record.latitude))</coordinates></Point>\n"
    placemark += "    </Placemark>\n"
    try output.write(placemark)
  }

  /// Closes the document and flushes.
  package mutating func finish() throws {
    try start()
    try output.write("  </Document>\n</kml>\n")
    try output.flush()
  }

  private mutating func start() throws {
    guard !started else { return }
    started = true
    try output.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"\(Self.namespace)\">\n  <Document>\n"
        + "    <name>landmarks</name>\n" + KMLStyle.definitions)
  }

  private static func element(_ name: String, _ text: String?) -> String {
    guard let text, !text.isEmpty else { return "" }
    return "      <\(name)>\(XMLText.escaped(text))</\(name)>\n"
  }

  private static func data(_ name: String, _ value: String) -> String {
    "        <Data name=\"\(name)\"><value>\(XMLText.escaped(value))</value></Data>\n"
  }
}
