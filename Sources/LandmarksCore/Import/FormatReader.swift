/// The reader of one format over an `ErasedInput`, as one non-generic type.
///
/// A generic reader stored as `any PlaceReader` is called through a witness shared by every input
/// type, so none of its byte loops would be specialised; this type's witness is concrete. The
/// readers are optional stored properties, mutated in place: moving one out of an enum to call it
/// would share its buffers and copy them on every write.
struct FormatReader: PlaceReader {
  private var geojson: GeoJSONReader<ErasedInput>?
  private var csv: CSVReader<ErasedInput>?
  private var geonames: GeoNamesReader<ErasedInput>?

  /// Reads `input` as `format`.
  init(format: ImportFormat, input: ErasedInput) {
    switch format {
    case .geojson: geojson = GeoJSONReader(input)
    case .csv: csv = CSVReader(input)
    case .geonames: geonames = GeoNamesReader(input)
    }
  }

  mutating func next() throws -> ImportRecord? {
    if geojson != nil { return try geojson?.next() ?? nil }
    if csv != nil { return try csv?.next() ?? nil }
    return try geonames?.next() ?? nil
  }
}
