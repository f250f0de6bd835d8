import LandmarksCore

/// The `LANDMARK ACTIVITY... | --all` arguments that `mark` and `unmark` share.
struct ActivityArguments: Sendable {
  /// The landmark as typed.
  let landmark: String
  /// The activities named, in canonical order, each once.
  let activities: [Activity]

  static let arguments: [ArgumentDefinition] = [
    .landmark,
    .init(
      name: "activity", arity: .zeroOrMore,
      help: "takePhoto, readDescription, findNature, drawSketch (or photo, read, nature, sketch)."),
  ]

  static let allFlag = OptionDefinition.flag("all", help: "All four activities.")

  init(_ arguments: ParsedArguments) throws {
    landmark = arguments.positionals.first ?? ""
    let names = arguments.positionals.dropFirst()
    let all = arguments.flag("all")
    if all && !names.isEmpty {
      throw UsageError.conflict("Name activities or give --all, not both.")
    }
    if !all && names.isEmpty {
      throw UsageError.missingArgument(name: "<activity>... or --all")
    }
    var chosen = Set<Activity>()
    for name in names {
      guard let activity = Activity(parsing: name) else {
        let known = Activity.allCases.map { "\($0.rawValue) (\($0.shortName))" }.joined(separator: ", ")
        throw UsageError.invalidValue(option: "<activity>", value: name, expected: "one of \(known)")
      }
      chosen.insert(activity)
    }
    activities = all ? Activity.allCases : Activity.allCases.filter(chosen.contains)
  }
}

extension ActivityArguments {
  /// Marks (or unmarks) the activities at the landmark in one locked update, and reports the
  /// change with the badges it awarded or took back.
  func apply(marking: Bool, in context: CommandContext) throws -> ActivityChangeOutput {
    let catalog = try context.loadCatalog()
    let landmark = try catalog.resolve(self.landmark)
    let now = context.now()
    let (before, after, changed) = try context.store.update { state in
      let before = state
      let changed =
        marking
        ? state.mark(activities, at: landmark.id, on: now)
        : state.unmark(activities, at: landmark.id, on: now)
      return (before, state, changed)
    }
    return ActivityChangeOutput(
      landmark: landmark, marking: marking, requested: activities, changed: changed,
      doneCount: after.doneActivities(at: landmark.id).count,
      earned: BadgeRules.newlyEarned(in: catalog, before: before, after: after),
      lost: BadgeRules.lost(in: catalog, before: before, after: after))
  }
}
