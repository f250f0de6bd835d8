/// The file formats an import reads.
public enum ImportFormat: String, CaseIterable, Sendable, Hashable {
  /// RFC 7946 GeoJSON: a FeatureCollection of Point features (Google Takeout's saved places too).
  case geojson
  /// RFC 4180 CSV with a header row, comma-, semicolon- or tab-separated.
  case csv
  /// A GeoNames dump: 19 tab-separated columns, no header (`cities15000.txt`, `allCountries.txt`).
  case geonames
}

extension ImportFormat {
  /// How many leading bytes `detect` needs to see.
  public static let detectionPrefixLength = 64 * 1024

  /// The format of a file from its first bytes and, where they leave it open, its extension.
  ///
  /// `{` first means GeoJSON; a first line of 19 tab-separated columns starting with a number means
  /// a GeoNames dump; a first line with `,`, `;` or TAB means CSV with a header row.
  public static func detect(prefix: [UInt8], fileExtension: String? = nil) -> ImportFormat? {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let content = bytes.drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
    if content.first == UInt8(ascii: "{") { return .geojson }
    let firstLine = bytes.prefix(while: { $0 != 0x0A && $0 != 0x0D })
    let columns = firstLine.split(separator: 0x09, omittingEmptySubsequences: false)
    if columns.count == 19, let id = columns.first, !id.isEmpty,
      id.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    {
      return .geonames
    }
    if firstLine.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") || $0 == 0x09 }) {
      return .csv
    }
    return fileExtension.flatMap(byExtension)
  }

  /// The format a file extension names, such as `geojson` or `.CSV`.
  public static func byExtension(_ fileExtension: String) -> ImportFormat? {
    let key = fileExtension.lowercased().drop(while: { $0 == "." })
    switch key {
    case "geojson", "json": return .geojson
    case "csv", "tsv": return .csv
    case "txt": return .geonames
    default: return nil
    }
  }
}
