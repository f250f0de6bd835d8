import Foundation
import LandmarksCore

/// `landmarks export`: a selection of landmarks as GeoJSON, CSV, GPX or KML, for mapping tools.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "export",
    abstract: .exportAbstract,
    discussion: [.init(.exportDiscussion), LandmarkSelection.discussion],
    options: LandmarkSelection.options + [
      .option(
        "format", value: "format", kind: .choices(["geojson", "csv", "gpx", "kml"]),
        help: .exportOptionFormat),
      .option("output", short: "o", value: "file", kind: .file, help: .exportOptionOutput),
      .flag("force", help: .exportOptionForce),
    ],
    examples: [
      .init(arguments: "export -o landmarks.geojson", explanation: .exportExample1),
      .init(arguments: "export --continent europe --format csv", explanation: .exportExample2),
      .init(arguments: "export --favorites --format gpx -o favorites.gpx", explanation: .exportExample3),
      .init(arguments: "export --source starred", explanation: .exportExample4),
    ]
  )

  /// The formats `export` writes.
  enum Format: String, CaseIterable {
    case geojson, csv, gpx, kml

    /// The writer of this format.
    var writer: any ExportWriter.Type {
      switch self {
      case .geojson: GeoJSONWriter.self
      case .csv: CSVWriter.self
      case .gpx: GPXWriter.self
      case .kml: KMLWriter.self
      }
    }
  }

  let selection: LandmarkSelection
  let format: Format
  let output: String?
  let force: Bool

  init(arguments: ParsedArguments) throws {
    selection = try LandmarkSelection(arguments: arguments)
    format =
      try arguments.value(
        "format",
        expecting: ValueKind.choices(Format.allCases.map(\.rawValue)).choicesPhrase ?? .init(.expectedNonEmpty)
      ) {
        Format(rawValue: $0.lowercased())
      }
      ?? .geojson
    output = arguments.value("output")
    force = arguments.flag("force")
    if force && output == nil { throw UsageError.conflict(LocalizedText(.exportForceWithoutOutput)) }
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let filter = try selection.filter(in: catalog, state: Result { try context.loadState() })
    guard let output, output != "-" else {
      let sink = context.standardOutput
      let count = try write(catalog, filter, to: { try sink.write($0) })
      return MessageOutput(lines: [], notes: count == 0 ? [context.tr(.listNoMatch)] : [])
    }
    if !force && FileManager.default.fileExists(atPath: output) { throw SourceError.outputExists(path: output) }
    let count = try Self.writeAtomically(to: output) { sink in try write(catalog, filter, to: sink) }
    return MessageOutput(
      lines: [], notes: [context.tr(.exportExported, context.tr(.countLandmarks, count), SafeText.clean(output))])
  }

  /// Streams the selection through the writer of `format`; returns how many were written.
  private func write(_ catalog: Catalog, _ filter: LandmarkFilter, to sink: @escaping (String) throws -> Void) throws
    -> Int
  {
    try Self.write(catalog, filter, with: format.writer, to: sink)
  }

  /// Streams the selection through a `Writer`; returns how many were written.
  private static func write<Writer: ExportWriter>(
    _ catalog: Catalog, _ filter: LandmarkFilter, with _: Writer.Type, to sink: @escaping (String) throws -> Void
  ) throws -> Int {
    var writer = Writer(sink: sink)
    var count = 0
    try catalog.forEachLandmark(matching: filter) { landmark in
      try writer.write(ExportRecord(landmark, source: landmark.source))
      count += 1
    }
    try writer.finish()
    return count
  }

  /// Writes through `body` into a temporary file beside `path`, then renames it into place: a
  /// failed or killed export never leaves half a file under the name asked for. The file gets
  /// the permissions any new file gets under the umask: an export is meant to be shared.
  private static func writeAtomically(to path: String, _ body: (@escaping (String) throws -> Void) throws -> Int)
    throws -> Int
  {
    do {
      return try AtomicFile.stream(to: URL(fileURLWithPath: path), permissions: 0o666) { file in
        try body { try file.write($0) }
      }
    } catch StoreError.cannotCreate(_, let reason), StoreError.cannotWrite(_, let reason) {
      throw SourceError.cannotCreate(path: path, reason: reason)
    }
  }
}
