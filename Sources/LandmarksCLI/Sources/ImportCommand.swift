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
    abstract: .importAbstract,
    discussion: [.init(.importDiscussion)],
    arguments: [
      ArgumentDefinition(
        name: "file", arity: .required, help: .importArgumentFile, kind: .file)
    ],
    options: [
      .option(
        "name", value: "source", kind: .text, help: .importOptionName),
      .option(
        "format", value: "format", kind: .choices(formats),
        help: .importOptionFormat),
      .option("continent", value: "continent", kind: .continent, help: .importOptionContinent),
      .flag("skip-invalid", help: .importOptionSkipInvalid),
      .json,
    ],
    examples: [
      .init(arguments: "import saved-places.json --name starred", explanation: .importExample1),
      .init(arguments: "import parks.csv --continent europe", explanation: .importExample2),
      .init(arguments: "import cities15000.txt --name cities", explanation: .importExample3),
      .init(arguments: "import - --name trips", explanation: .importExample4),
    ]
  )

  /// The formats `--format` names.
  static let formats = ["geojson", "csv", "kml", "geonames"]

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
    format = try arguments.value(
      "format", expecting: ValueKind.choices(Self.formats).choicesPhrase ?? .init(.expectedNonEmpty)
    ) {
      ImportFormat(rawValue: $0.lowercased())
    }
    continent = try arguments.value("continent", expecting: LocalizedText(.expectedContinent)) {
      Continent(parsing: $0) ?? LocalizedInput.continent($0)
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
    let (handle, size) = try Self.openInput(file, words: context.localizer)
    defer { if file != "-" { try? handle.close() } }
    var input = FileInput(handle: handle)
    let prefix = try PrefixedInput.readPrefix(of: &input, count: ImportFormat.detectionPrefixLength)
    let fileExtension = file == "-" ? nil : URL(fileURLWithPath: file).pathExtension
    if let refusal = ImportFormat.refusal(prefix: prefix, fileExtension: fileExtension) { throw refusal }
    guard let format = format ?? ImportFormat.detect(prefix: prefix, fileExtension: fileExtension) else {
      throw ImportError.unrecognizedFormat(
        reason: Localizer.english(prefix.isEmpty ? .importFileEmpty : .importNotRecognised))
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
  static func openInput(_ path: String, words: Localizer = .english) throws -> (FileHandle, Int?) {
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
      let key: L10nKey = info.st_mode & S_IFMT == S_IFDIR ? .importIsFolder : .importNotRegular
      throw SourceError.cannotOpen(path: path, reason: words(key))
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
    let words = style.localizer
    let name = SafeText.clean(source)
    var lines: [String] = []
    if outcome.count == 0 && outcome.matched > 0 && outcome.updated == 0 {
      lines.append(words(.importNothingToAdd, outcome.matched))
    } else {
      lines.append(
        words(
          .importImported, words(.countLandmarks, outcome.count), name, format.rawValue, outcome.added,
          outcome.updated, outcome.removedIDs.count))
      if outcome.matched > 0 {
        lines.append(words(.importMatched, outcome.matched))
      }
    }
    if outcome.skipped > 0 {
      lines.append(words(.importSkipped, outcome.skipped))
      lines += outcome.report.problems.map {
        "  " + SafeText.clean(words(.errorImportProblem, words.place($0.location), $0.reason))
      }
      if outcome.skipped > outcome.report.problems.count {
        lines.append("  " + words(.errorImportMore, outcome.skipped - outcome.report.problems.count))
      }
    }
    if outcome.report.withoutPointCount > 0 {
      lines.append(words(.importWithoutPoint, outcome.report.withoutPointCount))
    }
    if outcome.report.cleanedPlaceCount > 0 {
      lines.append(
        words(
          .importCleaned, outcome.report.cleanedCharacterCount,
          words(.countPlaces, outcome.report.cleanedPlaceCount)))
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
