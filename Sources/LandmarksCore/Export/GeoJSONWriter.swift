import LandmarksJSON

/// Streams landmarks as an RFC 7946 FeatureCollection of Points, one feature per line.
///
/// Each feature's `id` is the landmark id and `properties.source` its source (null for the built-in
/// catalog): the GeoJSON reader takes that pair back as the landmark's identity.
package struct GeoJSONWriter: ExportWriter {
  private var output: ChunkedOutput
  private var count = 0

  /// Writes to `sink` in chunks.
  package init(sink: @escaping (String) throws -> Void) {
    output = ChunkedOutput(sink: sink)
  }

  /// Writes one landmark.
  package mutating func write(_ record: ExportRecord) throws {
    try output.write(count == 0 ? "{\"type\":\"FeatureCollection\",\"features\":[\n" : ",\n")
    count += 1
    var feature = "{\"type\":\"Feature\",\"id\":\(record.id),\"geometry\":{\"type\":\"Point\",\"coordinates\":["
    feature += CoordinateFormat.decimal(record.longitude) + "," + CoordinateFormat.decimal(record.latitude)
    feature += "]},\"properties\":{\"name\":" + JSONWriter.quoted(record.name)
    feature += ",\"slug\":" + JSONWriter.quoted(record.slug)
    feature += ",\"source\":" + JSONWriter.quoted(record.source)
    feature += ",\"alternateNames\":" + Self.array(record.alternateNames)
    feature += ",\"continent\":" + JSONWriter.quoted(record.continent?.name)
    feature += ",\"country\":" + JSONWriter.quoted(record.country)
    feature += ",\"location\":" + JSONWriter.quoted(record.location)
    feature += ",\"description\":" + JSONWriter.quoted(record.description)
    feature += ",\"kinds\":" + Self.array(record.kinds) + "}}"
    try output.write(feature)
  }

  /// A JSON array of strings, on one line.
  private static func array(_ texts: [String]) -> String {
    "[" + texts.map { JSONWriter.quoted($0) }.joined(separator: ",") + "]"
  }

  /// Closes the collection (an empty one when nothing was written) and flushes.
  package mutating func finish() throws {
    try output.write(count == 0 ? "{\"type\":\"FeatureCollection\",\"features\":[]}\n" : "\n]}\n")
    try output.flush()
  }
}
