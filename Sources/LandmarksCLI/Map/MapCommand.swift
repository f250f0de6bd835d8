import Foundation
import LandmarksCore

/// `landmarks map`: the selection on a braille map that fits the terminal, or one landmark with
/// its neighbours, or the same as an SVG picture.
struct MapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "map",
    abstract: .mapAbstract,
    discussion: [.init(.mapDiscussion), LandmarkSelection.discussion],
    arguments: [
      ArgumentDefinition(
        name: "landmark", arity: .optional, help: .mapArgumentLandmark, kind: .landmark)
    ],
    options: LandmarkSelection.options + [
      .option(
        "radius", value: "distance", kind: .number,
        help: .mapOptionRadius),
      .option(
        "width", value: "columns", kind: .number, help: .mapOptionWidth),
      .option("height", value: "rows", kind: .number, help: .mapOptionHeight),
      .flag("ascii", help: .mapOptionAscii),
      .option(
        "svg", value: "file", kind: .file, help: .mapOptionSvg),
      .flag("force", help: .mapOptionForce),
      .json,
    ],
    examples: [
      .init(arguments: "map", explanation: .mapExample1),
      .init(arguments: "map --continent europe", explanation: .mapExample2),
      .init(arguments: "map fuji", explanation: .mapExample3),
      .init(arguments: "map --svg world.svg", explanation: .mapExample4),
      .init(arguments: "map --country JP --json", explanation: .mapExample5),
    ]
  )

  /// A radius map's default reach, as the issue asks: a region around one landmark.
  static let defaultRadiusKm = 1_000.0

  let landmark: String?
  let selection: LandmarkSelection
  let radiusKm: Double
  let width: Int?
  let height: Int?
  let ascii: Bool
  let svg: String?
  let force: Bool
  let json: Bool

  init(arguments: ParsedArguments) throws {
    landmark = arguments.positionals.first
    selection = try LandmarkSelection(arguments: arguments)
    let radius = try arguments.value("radius", expecting: LocalizedText(.expectedMapRadius)) {
      DistanceText.kilometres($0).flatMap { (1...5_000).contains($0) ? $0 : nil }
    }
    if radius != nil && landmark == nil {
      throw UsageError.conflict(LocalizedText(.mapRadiusWithoutLandmark))
    }
    radiusKm = radius ?? Self.defaultRadiusKm
    width = try arguments.value("width", expecting: LocalizedText(.expectedMapWidth)) { text in
      Int(text).flatMap { (20...1_000).contains($0) ? $0 : nil }
    }
    height = try arguments.value("height", expecting: LocalizedText(.expectedMapHeight)) { text in
      Int(text).flatMap { (2...1_000).contains($0) ? $0 : nil }
    }
    ascii = arguments.flag("ascii")
    svg = arguments.value("svg")
    force = arguments.flag("force")
    json = arguments.flag("json")
    if svg != nil && json { throw UsageError.conflict(LocalizedText(.mapSvgWithJson)) }
    if force && svg == nil { throw UsageError.conflict(LocalizedText(.mapForceWithoutSvg)) }
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let loaded = Result { try context.loadState() }
    var warnings: [String] = []
    let words = context.localizer
    if case .failure(let error) = loaded { warnings.append(words(.warningPrefix, words.describe(error))) }
    let state = try? loaded.get()
    let centre = try landmark.map(catalog.resolve)
    var selected = try catalog.landmarks(matching: try selection.filter(in: catalog, state: loaded))
    var distances: [Int: Double] = [:]
    let frame: MapFrame?
    if let centre {
      for candidate in selected {
        distances[candidate.id] = GreatCircle.distanceKm(centre, candidate)
      }
      selected = selected.filter { $0.id != centre.id && (distances[$0.id] ?? .infinity) <= radiusKm }
        .sorted { (distances[$0.id] ?? 0, $0.id) < (distances[$1.id] ?? 0, $1.id) }
      selected.insert(centre, at: 0)
      distances[centre.id] = 0
      frame = MapFrame.around(Coordinate(centre), radiusKm: radiusKm)
    } else {
      frame = MapFrame.fitting(selected.map(Coordinate.init))
    }
    let highlighted = centre?.id ?? catalog.featuredID
    let markers = selected.map { landmark in
      MapMarker(
        landmark: landmark, status: MarkerStatus(landmark, state: state), isHighlighted: landmark.id == highlighted,
        distanceKm: centre == nil ? nil : distances[landmark.id])
    }
    let style = OutputStyle(context: context, choice: .never)
    if let svg {
      // Nothing selected still makes a valid picture: the empty world, with a note.
      let notes = frame == nil ? [words(.listNoMatch)] : []
      let title =
        centre.map {
          words(
            .mapSvgTitleAround, SafeText.clean($0.name), Formatting.distance(radiusKm, units: style.units, in: words))
        }
        ?? words(.mapSvgTitle, markers.count)
      let picture = MapSVG(
        frame: frame ?? .world, markers: markers, title: title, highlightRole: centre == nil ? .featured : .centre,
        words: words)
      let document = picture.document(mask: try LandMask.builtIn())
      guard svg != "-" else { return SVGOutput(document: document, notes: notes, warnings: warnings) }
      try Self.write(document, to: svg, force: force)
      return SVGOutput(
        document: "", notes: notes + [words(.mapWrote, words(.countLandmarks, markers.count), svg)],
        warnings: warnings)
    }
    guard let frame else {
      return MapOutput(
        map: nil, ascii: ascii, legendLines: 0, notes: [words(.listNoMatch)], warnings: warnings)
    }
    let screenRows = context.terminal.outputIsTerminal ? context.terminal.reportedHeight : nil
    let columns = width ?? style.width
    // On a terminal the map itself fits one screen with the command line above it; the legend
    // follows below it (at most one more screenful).
    let maxRows = screenRows.map { max(8, $0 - 2) }
    let viewport = MapViewport(frame: frame, columns: columns, rows: height, maxRows: maxRows)
    let mask = try LandMask.builtIn()
    let layout = MapLayout(viewport: viewport, markers: markers)
    let canvas = BrailleCanvas(viewport: viewport, land: viewport.landDots(in: mask))
    let role: MapHighlight = centre == nil ? .featured : .centre
    return MapOutput(
      map: MapText(layout: layout, canvas: canvas, highlightRole: role), ascii: ascii,
      legendLines: max(5, (screenRows ?? 24) - 2), notes: [], warnings: warnings)
  }

  /// Writes the picture, keeping an existing file unless `force`.
  private static func write(_ document: String, to path: String, force: Bool) throws {
    if !force && FileManager.default.fileExists(atPath: path) { throw MapError.fileExists(path: path) }
    do {
      try Data(document.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw MapError.cannotWrite(path: path, reason: error.localizedDescription)
    }
  }
}

/// `landmarks map`: the map, its legend below, or a note when nothing is selected.
struct MapOutput: CommandOutput {
  /// The placed markers and the land; `nil` when the selection is empty.
  let map: MapText?
  /// Draw with ASCII even where the terminal shows Unicode (`--ascii`).
  let ascii: Bool
  /// At most this many legend lines: one screenful.
  let legendLines: Int
  let notes: [String]
  let warnings: [String]

  var json: (any Encodable & Sendable)? { MapJSON(layout: map?.layout) }

  func text(in style: OutputStyle) -> String {
    guard let map else { return "" }
    let style =
      ascii
      ? OutputStyle(
        colors: style.colors, width: style.width, isTerminal: style.isTerminal, zone: style.localZone,
        unicode: false,
        units: style.units, localizer: style.localizer)
      : style
    let lines = map.mapLines(in: style) + map.legendLines(in: style, maxLines: legendLines)
    return lines.map { $0 + "\n" }.joined()
  }
}

/// `map --svg`: the picture on standard output, or a note saying where it was written.
struct SVGOutput: CommandOutput {
  /// The document for standard output; empty when it went to a file.
  let document: String
  let notes: [String]
  let warnings: [String]

  func text(in style: OutputStyle) -> String { document }
}

/// What can go wrong writing a map to a file.
public enum MapError: Error, Equatable, Sendable {
  /// The file exists and `--force` was not given (exit 73).
  case fileExists(path: String)
  /// The file could not be written (exit 73).
  case cannotWrite(path: String, reason: String)
}

extension MapError: LocalizedError {
  /// A sentence for people, in English (the command line prints it in its language, see
  /// `Localizer.describe`).
  public var errorDescription: String? { Localizer.english.describe(self) }
}
