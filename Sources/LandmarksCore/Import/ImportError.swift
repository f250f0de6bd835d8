import Foundation

/// Why an import file is refused as a whole; nothing is added when any of these is thrown.
public enum ImportError: Error, Equatable, Sendable {
  /// Some places are invalid and `--skip-invalid` was not given: the first problems, then the count.
  case invalidPlaces(problems: [ImportProblem], count: Int)
  /// A structural fault that stops reading: broken syntax, invalid UTF-8, nesting or a value too big.
  case malformed(ImportLocation, reason: String)
  /// The file is none of the formats an import reads.
  case unrecognizedFormat(reason: String)
  /// Two places in the file would get the same landmark id (the same source id, or the same name at
  /// the same position).
  case duplicatePlace(id: Int, at: ImportLocation, firstAt: ImportLocation)
  /// A place's id is already taken by a landmark from another source.
  case idClash(id: Int, name: String, existingSource: String?)
  /// Reading the file failed part-way (an I/O error, not a fault in the data).
  case unreadable(reason: String)
  /// The file is a zip archive (a KMZ when `isKMZ`): its contents must be unzipped first.
  case zipArchive(isKMZ: Bool)
}

extension ImportError: LocalizedError {
  /// A sentence for people: what is wrong, where, and what to do next.
  public var errorDescription: String? {
    switch self {
    case .invalidPlaces(let problems, let count):
      let listed = problems.map { "  \($0)" }.joined(separator: "\n")
      let more = count > problems.count ? "\n  … and \(count - problems.count) more" : ""
      let noun = count == 1 ? "place is" : "places are"
      return "Nothing was imported: \(count) \(noun) invalid.\n\(listed)\(more)\n"
        + "Fix the file, or pass --skip-invalid to import the rest."
    case .malformed(let location, let reason):
      return "Nothing was imported: the file is damaged at \(location): \(reason)."
    case .unrecognizedFormat(let reason):
      return "Nothing was imported: \(reason). Use GeoJSON, CSV with a header row, KML or a GeoNames dump, "
        + "or name the format with --format geojson|csv|kml|geonames."
    case .duplicatePlace(let id, let location, let first):
      return "Nothing was imported: \(location) is the same place as \(first) (both would get id \(id)). "
        + "Give them distinct ids or remove one."
    case .idClash(let id, let name, let source):
      let owner = source.map { "source '\(Excerpt.of($0))'" } ?? "the built-in catalog"
      return "Nothing was imported: '\(Excerpt.of(name))' would get id \(id), which \(owner) already uses. "
        + "Import it under another --name."
    case .unreadable(let reason):
      return "Nothing was imported: the file could not be read: \(reason)."
    case .zipArchive(let isKMZ):
      // Reading zips would need a decompressor the binary does not carry; unzip does it well.
      return isKMZ
        ? "Nothing was imported: the file is a KMZ (a zipped KML). Unzip it first and import the doc.kml inside."
        : "Nothing was imported: the file is a zip archive. Unzip it first and import the file inside."
    }
  }
}
