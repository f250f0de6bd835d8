import Foundation
import LandmarksCore
import LandmarksModels

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `landmarks import FILE`: reads places from GeoJSON, CSV, KML or a GeoNames dump into a named source.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "import",
    abstract: "Import places from a GeoJSON, CSV, KML or GeoNames file as a source.",
    discussion: """
      The format is recognised from the content (or named with --format): GeoJSON Point features \
      (Google Takeout's saved places too), CSV with a header row naming name, latitude and \
      longitude columns (comma, semicolon or tab), KML placemarks with points (Google My Maps, \
      Google Earth; routes and areas are skipped and counted; unzip a KMZ first), or a GeoNames \
      dump. Every place gets a stable \
      id from the source's name and its own id (or its name and position), so importing the \
      same source again updates it in place: places no longer in the file are removed, and your \
      marks, favorites and collections keep pointing at the rest. A file this tool exported \
      imports back with its ids; landmarks already here are matched, not added. An invalid \
      place refuses the whole file unless --skip-invalid is given. Use '-' to read standard input.
      """,
    arguments: [
      ArgumentDefinition(
        name: "file", arity: .required, help: "The file to import, or '-' for standard input.", kind: .file)
    ],
    options: [
      .option(
        "name", value: "source", kind: .text, help: "The source's name (default: the file's name without extension)."),
      .option(
        "format", value: "format", kind: .choices(["geojson", "csv", "kml", "geonames"]),
        help: "geojson, csv, kml or geonames, when the content does not say."),
      .option("continent", value: "continent", kind: .continent, help: "The continent for places nothing else places."),
      .flag("skip-invalid", help: "Import the valid places and report the others, instead of refusing the file."),
      .json,
    ],
    examples: [
      .init(arguments: "import saved-places.json --name starred", explanation: "Google Takeout's starred places."),
      .init(arguments: "import parks.csv --continent europe", explanation: "A CSV list; unplaced rows go to Europe."),
      .init(arguments: "import cities15000.txt --name cities", explanation: "A GeoNames dump of cities."),
      .init(arguments: "import - --name trips", explanation: "Read standard input (curl … | landmarks import -)."),
    ]
  )

  /// The imported sources travel in a sync's manifest: an automatic sync sends the change.
  static var autoSync: AutoSyncTrigger { .always }

  let file: String
  let name: String?
  let format: ImportFormat?
  let continent: Continent?
  let skipInvalid: Bool

  init(arguments: ParsedArguments) throws {
    file = arguments.positionals.first ?? ""
    name = arguments.value("name")
    format = try arguments.value("format", expecting: "geojson, csv, kml or geonames") {
      ImportFormat(rawValue: $0.lowercased())
    }
    continent = try arguments.value("continent", expecting: "a continent such as Europe or EU") {
      Continent(parsing: $0)
    }
    skipInvalid = arguments.flag("skip-invalid")
  }

  /// The source name a file gets without `--name`: its base name without the extension.
  static func defaultName(for file: String) -> String {
    guard file != "-" else { return "stdin" }
    let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    return base.isEmpty ? "source" : base
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let source = name ?? Self.defaultName(for: file)
    let (handle, size) = try Self.openInput(file)
    defer { if file != "-" { try? handle.close() } }
    var input = FileInput(handle: handle)
    let prefix = try PrefixedInput.readPrefix(of: &input, count: ImportFormat.detectionPrefixLength)
    let fileExtension = file == "-" ? nil : URL(fileURLWithPath: file).pathExtension
    if let refusal = ImportFormat.refusal(prefix: prefix, fileExtension: fileExtension) { throw refusal }
    guard let format = format ?? ImportFormat.detect(prefix: prefix, fileExtension: fileExtension) else {
      throw ImportError.unrecognizedFormat(
        reason: prefix.isEmpty ? "the file is empty" : "the content is not recognised")
    }
    let catalog = try context.loadCatalog()
    let progress = ImportProgress(context: context, totalBytes: size)
    let outcome = try SourceLibrary(store: context.store).importPlaces(
      from: PrefixedInput(prefix: prefix, base: input), format: format,
      options: ImportOptions(source: source, fallbackContinent: continent, skipInvalid: skipInvalid),
      file: file == "-" ? "-" : URL(fileURLWithPath: file).standardizedFileURL.path, catalog: catalog,
      now: context.now(), onBytes: { progress.update(bytes: $0) })
    progress.finish()
    return ImportOutput(source: source, file: file, format: format, outcome: outcome)
  }

  /// Opens `path` for reading (`-` is standard input) with its size when it is a regular file;
  /// a folder, FIFO or device named by path is refused, so an import never hangs or reads forever.
  static func openInput(_ path: String) throws -> (FileHandle, Int?) {
    if path == "-" { return (FileHandle.standardInput, nil) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw SourceError.cannotOpen(path: path, reason: String(cString: strerror(errno))) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw SourceError.cannotOpen(path: path, reason: reason)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
      throw SourceError.cannotOpen(path: path, reason: "it is \(kind); use '-' to read standard input")
    }
    // Regular files ignore O_NONBLOCK, which only kept a FIFO from blocking the open itself.
    return (FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), Int(info.st_size))
  }
}

/// What `import` did: counts of landmarks added, updated, removed, matched, skipped and cleaned.
struct ImportOutput: CommandOutput {
  /// The keys of `import --json`.
  private struct Summary: Encodable, Sendable {
    struct Problem: Encodable, Sendable {
      let location: String
      let reason: String
    }
    let source: String
    let file: String
    let format: String
    let count: Int
    let added: Int
    let updated: Int
    let removed: Int
    let matched: Int
    let skipped: Int
    let cleaned: Int
    let problems: [Problem]
  }

  let source: String
  let file: String
  let format: ImportFormat
  let outcome: ImportOutcome

  var json: (any Encodable & Sendable)? {
    Summary(
      source: source, file: file, format: format.rawValue, count: outcome.count, added: outcome.added,
      updated: outcome.updated, removed: outcome.removedIDs.count, matched: outcome.matched,
      skipped: outcome.skipped, cleaned: outcome.report.cleanedPlaceCount,
      problems: outcome.report.problems.map { .init(location: $0.location.description, reason: $0.reason) })
  }

  func text(in style: OutputStyle) -> String {
    let name = SafeText.clean(source)
    var lines: [String] = []
    if outcome.count == 0 && outcome.matched > 0 && outcome.updated == 0 {
      lines.append(
        "Nothing to add: \(Formatting.count(outcome.matched, "landmark")) \(outcome.matched == 1 ? "is" : "are") "
          + "already in the catalog.")
    } else {
      lines.append(
        "Imported \(Formatting.count(outcome.count, "landmark")) as source '\(name)' (\(format.rawValue)): "
          + "\(outcome.added) added, \(outcome.updated) updated, \(outcome.removedIDs.count) removed.")
      if outcome.matched > 0 {
        lines.append("\(Formatting.count(outcome.matched, "place")) matched landmarks already in the catalog.")
      }
    }
    if outcome.skipped > 0 {
      lines.append("Skipped \(Formatting.count(outcome.skipped, "invalid place")):")
      lines += outcome.report.problems.map { "  " + SafeText.clean($0.description) }
      if outcome.skipped > outcome.report.problems.count {
        lines.append("  … and \(outcome.skipped - outcome.report.problems.count) more")
      }
    }
    if outcome.report.withoutPointCount > 0 {
      let count = outcome.report.withoutPointCount
      lines.append(
        "\(Formatting.count(count, "placemark")) without a point (routes or areas) "
          + "\(count == 1 ? "was" : "were") skipped.")
    }
    if outcome.report.cleanedPlaceCount > 0 {
      lines.append(
        "Removed \(outcome.report.cleanedCharacterCount) control or bidi characters from "
          + "the text of \(Formatting.count(outcome.report.cleanedPlaceCount, "place")).")
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
