import LandmarksCore
import LandmarksModels

/// `landmarks progress`: activities done and badges earned, by continent.
struct ProgressCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "progress",
    abstract: .progressAbstract,
    options: [.json],
    examples: [
      .init(arguments: "progress", explanation: .progressExample1),
      .init(arguments: "progress --json", explanation: .progressExample2),
    ]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let state = try context.loadState()
    var output = ProgressOutput(summary: try ProgressSummary(catalog: catalog, state: state))
    // Activities at landmarks of a removed source are kept, not counted: say so rather than hide them.
    let orphaned = try state.activities.keys.filter { try catalog.owner(ofID: $0) == nil }.compactMap {
      catalog.removedLandmarks[$0]
    }
    for (source, landmarks) in Dictionary(grouping: orphaned, by: \.source).sorted(by: { $0.key < $1.key }) {
      output.notes.append(
        context.tr(.progressNotCounted, context.tr(.countLandmarks, landmarks.count), SafeText.clean(source)))
    }
    return output
  }
}

/// The result of `progress`.
struct ProgressOutput: CommandOutput {
  let summary: ProgressSummary
  /// Remarks for standard error, such as activities at landmarks of a removed source.
  var notes: [String] = []

  var json: (any Encodable & Sendable)? { summary }

  /// A table by continent, header and total in bold. A narrow terminal loses the least telling
  /// columns first (Started, then Landmarks), then shortens the continents' names, and keeps the
  /// activity figures to the last.
  func text(in style: OutputStyle) -> String {
    let words = style.localizer
    let rows = summary.continents + [summary.total]
    func figures(_ header: String, _ value: (ProgressSummary.Row) -> String) -> [String] {
      [header] + rows.map(value)
    }
    let columns = [
      TableLayout.Column(
        cells: figures(words(.progressContinent)) { $0.continent.map(words.name(of:)) ?? words(.progressTotal) },
        dropRank: 0, shrink: (floor: 8, rank: 2)),
      TableLayout.Column(
        cells: figures(words(.progressLandmarks)) { String($0.landmarks) }, alignsRight: true, dropRank: 3),
      TableLayout.Column(
        cells: figures(words(.progressStarted)) { String($0.landmarksStarted) }, alignsRight: true, dropRank: 4),
      TableLayout.Column(
        cells: figures(words(.progressActivities)) { "\($0.activitiesDone)/\($0.activitiesTotal)" }, alignsRight: true,
        dropRank: 1),
      TableLayout.Column(
        cells: figures(words(.progressBadges)) { "\($0.badgesEarned)/\($0.badgesTotal)" }, alignsRight: true,
        dropRank: 2),
    ]
    let lines = TableLayout(columns: columns).lines(in: style)
    return lines.enumerated().map { index, line in
      (index == 0 || index == lines.count - 1 ? style.bold(line) : line) + "\n"
    }.joined()
  }
}
