/// The file formats an import reads.
public enum ImportFormat: String, CaseIterable, Sendable, Hashable {
  /// RFC 7946 GeoJSON: a FeatureCollection of Point features (Google Takeout's saved places too).
  case geojson
  /// RFC 4180 CSV with a header row, comma-, semicolon- or tab-separated.
  case csv
  /// A GeoNames dump: 19 tab-separated columns, no header (`cities15000.txt`, `allCountries.txt`).
  case geonames
}
