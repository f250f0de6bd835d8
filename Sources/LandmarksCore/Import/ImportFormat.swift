/// The file formats an import reads.
public enum ImportFormat: String, CaseIterable, Sendable, Hashable {
  /// RFC 7946 GeoJSON: a FeatureCollection of Point features (Google Takeout's saved places too).
  case geojson
  /// RFC 4180 CSV with a header row, comma-, semicolon- or tab-separated.
  case csv
  /// A GeoNames dump: 19 tab-separated columns, no header (`cities15000.txt`, `allCountries.txt`).
  case geonames
  /// KML 2.2: Placemarks with Points (Google My Maps, Google Earth), in Documents and Folders.
  case kml
}

extension ImportFormat {
  /// How many leading bytes `detect` needs to see.
  public static let detectionPrefixLength = 64 * 1024

  /// The format of a file from its first bytes and, where they leave it open, its extension.
  ///
  /// `{` first means GeoJSON; `<` first with a root element `kml` means KML; a first line of 19
  /// tab-separated columns starting with a number means a GeoNames dump; a first line with `,`,
  /// `;` or TAB means CSV with a header row.
  public static func detect(prefix: [UInt8], fileExtension: String? = nil) -> ImportFormat? {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let content = bytes.drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
    if content.first == UInt8(ascii: "{") { return .geojson }
    if content.first == UInt8(ascii: "<") {
      // Other XML (GPX, say) is no format read here, unless the extension says KML.
      if rootElement(content) == "kml" { return .kml }
      return fileExtension.flatMap(byExtension) == .kml ? .kml : nil
    }
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
    case "kml": return .kml
    default: return nil
    }
  }

  /// Why a file cannot be read as any format, whatever `--format` says: a zip archive (a KMZ is
  /// one), which must be unzipped first. `nil` for anything else.
  public static func refusal(prefix: [UInt8], fileExtension: String? = nil) -> ImportError? {
    let isKMZ = fileExtension?.lowercased().drop(while: { $0 == "." }) == "kmz"
    if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) || isKMZ { return .zipArchive(isKMZ: isKMZ) }
    return nil
  }

  /// The local name of the first element of an XML text, past its declaration, comments,
  /// processing instructions and DOCTYPE; `nil` when the prefix holds none.
  static func rootElement(_ text: ArraySlice<UInt8>) -> String? {
    var rest = text
    while let open = rest.firstIndex(of: UInt8(ascii: "<")) {
      rest = rest[rest.index(after: open)...]
      guard let first = rest.first else { return nil }
      if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
        // A comment may hold '>' before its end; declarations and DOCTYPEs end at the first.
        let isComment = rest.starts(with: Array("!--".utf8))
        guard let end = isComment ? range(of: Array("-->".utf8), in: rest) : rest.firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        rest = rest[end...]
        continue
      }
      let name = rest.prefix(while: { $0 > 0x20 && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") })
      let local = name.split(separator: UInt8(ascii: ":")).last.map { String(decoding: $0, as: UTF8.self) }
      return local
    }
    return nil
  }

  /// Where `needle` starts in `haystack`.
  private static func range(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> ArraySlice<UInt8>.Index? {
    var index = haystack.startIndex
    while index < haystack.endIndex {
      if haystack[index...].starts(with: needle) { return index }
      index += 1
    }
    return nil
  }
}
