import LandmarksJSON

/// A streaming reader of one import format: records come one at a time, so memory stays bounded.
package protocol PlaceReader {
  /// The next record, or `nil` at the end of the file.
  ///
  /// Throws `ImportError` for structural faults that stop reading altogether (invalid UTF-8,
  /// nesting too deep, broken syntax); a bad value in one record is a `.problem` instead.
  mutating func next() throws -> ImportRecord?

  /// Appends the next records to `records` until it holds `count` of them; false when the file
  /// ended first. The records read before a fault stay appended.
  mutating func append(to records: inout [ImportRecord], upTo count: Int) throws -> Bool
}

extension PlaceReader {
  /// Appends `next()`'s records; a requirement with a default so that, called through
  /// `any PlaceReader`, the loop runs inside the concrete reader and each record is moved from the
  /// parser into the array rather than passed out through the existential first.
  package mutating func append(to records: inout [ImportRecord], upTo count: Int) throws -> Bool {
    while records.count < count {
      guard let record = try next() else { return false }
      records.append(record)
    }
    return true
  }
}

/// What a reader yields for each record: a place, or why the record is not one.
package enum ImportRecord: Sendable, Hashable {
  /// A record that reads as a place.
  case place(ImportedPlace, ImportLocation)
  /// A record that cannot be imported; `--skip-invalid` may skip it, otherwise it refuses the file.
  case problem(ImportProblem)
  /// A record that is a route or an area (`geometry`, such as `LineString`), not a point: map
  /// exports mix them in, so they are skipped and counted rather than refusing the file.
  case withoutPoint(ImportLocation, geometry: String)
}

/// The reader of one format over an `ErasedInput`, as one non-generic type.
///
/// A generic reader stored as `any PlaceReader` is called through a witness shared by every input
/// type, so none of its byte loops would be specialised; this type's witness is concrete. The
/// readers are optional stored properties, mutated in place: moving one out of an enum to call it
/// would share its buffers and copy them on every write.
struct FormatReader: PlaceReader {
  private var geojson: GeoJSONReader?
  private var csv: CSVReader<ErasedInput>?
  private var geonames: GeoNamesReader<ErasedInput>?
  private var kml: KMLReader<ErasedInput>?

  /// Reads `input` as `format`.
  init(format: ImportFormat, input: ErasedInput) {
    switch format {
    case .geojson: geojson = GeoJSONReader(input)
    case .csv: csv = CSVReader(input)
    case .geonames: geonames = GeoNamesReader(input)
    case .kml: kml = KMLReader(input)
    }
  }

  mutating func next() throws -> ImportRecord? {
    if geojson != nil { return try geojson?.next() ?? nil }
    if csv != nil { return try csv?.next() ?? nil }
    if kml != nil { return try kml?.next() ?? nil }
    return try geonames?.next() ?? nil
  }

  mutating func append(to records: inout [ImportRecord], upTo count: Int) throws -> Bool {
    if geojson != nil { return try geojson?.append(to: &records, upTo: count) ?? false }
    if csv != nil { return try csv?.append(to: &records, upTo: count) ?? false }
    if kml != nil { return try kml?.append(to: &records, upTo: count) ?? false }
    return try geonames?.append(to: &records, upTo: count) ?? false
  }
}
