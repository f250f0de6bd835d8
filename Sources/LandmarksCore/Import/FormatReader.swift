/// The reader of one format over an `ErasedInput`, as one non-generic type.
///
/// A generic reader stored as `any PlaceReader` is called through a witness shared by every input
/// type, so none of its byte loops would be specialised; this type's witness is concrete.
struct FormatReader: PlaceReader {
  private enum Reader {
    case geojson(GeoJSONReader<ErasedInput>)
    case csv(CSVReader<ErasedInput>)
    case geonames(GeoNamesReader<ErasedInput>)
  }

  private var reader: Reader

  /// Reads `input` as `format`.
  init(format: ImportFormat, input: ErasedInput) {
    switch format {
    case .geojson: reader = .geojson(GeoJSONReader(input))
    case .csv: reader = .csv(CSVReader(input))
    case .geonames: reader = .geonames(GeoNamesReader(input))
    }
  }

  mutating func next() throws -> ImportRecord? {
    switch reader {
    case .geojson(var inner):
      defer { reader = .geojson(inner) }
      return try inner.next()
    case .csv(var inner):
      defer { reader = .csv(inner) }
      return try inner.next()
    case .geonames(var inner):
      defer { reader = .geonames(inner) }
      return try inner.next()
    }
  }
}
