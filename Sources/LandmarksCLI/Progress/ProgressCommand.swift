import LandmarksCore

/// `landmarks progress`: activities done and badges earned, by continent.
struct ProgressCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "progress",
    abstract: "Summarise activities done and badges earned, by continent.",
    options: [.json],
    examples: [
      .init(arguments: "progress", explanation: "A table of your progress on every continent."),
      .init(arguments: "progress --json", explanation: "The same figures as a JSON object."),
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
        "Not counted: activities at \(Formatting.count(landmarks.count, "landmark")) from the removed source "
          + "'\(SafeText.clean(source))'; import it again to count them.")
    }
    return output
  }
}
