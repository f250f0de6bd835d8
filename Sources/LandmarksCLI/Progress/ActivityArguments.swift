import LandmarksCore
import LandmarksModels

/// The `LANDMARK ACTIVITY... | --all` arguments that `mark` and `unmark` share.
struct ActivityArguments: Sendable {
  /// The landmark as typed.
  let landmark: String
  /// The activities named, in canonical order, each once.
  let activities: [Activity]
  /// Every positional as typed, to suggest them in the right order.
  private let positionals: [String]
  /// An unknown activity after a first argument that is itself an activity: perhaps the landmark
  /// came last (`mark photo fuji`). Only the catalog can tell, so the error waits for `apply`.
  private let misplacedError: UsageError?

  static let arguments: [ArgumentDefinition] = [
    .landmark,
    .init(
      name: "activity", arity: .zeroOrMore,
      help: .activityArgumentActivity,
      kind: .activity),
  ]

  static let allFlag = OptionDefinition.flag("all", help: .activityOptionAll)

  init(_ arguments: ParsedArguments) throws {
    positionals = arguments.positionals
    landmark = arguments.positionals.first ?? ""
    let names = arguments.positionals.dropFirst()
    let all = arguments.flag("all")
    if all && !names.isEmpty {
      throw UsageError.conflict(LocalizedText(.activityAllAndNamed))
    }
    if !all && names.isEmpty {
      throw UsageError.missingArgument(name: "<activity>...", alternative: "--all")
    }
    var chosen = Set<Activity>()
    var misplacedError: UsageError?
    for name in names {
      if let activity = Self.activity(name) {
        chosen.insert(activity)
        continue
      }
      let error = Self.unknownActivity(name)
      guard Self.activity(landmark) != nil else { throw error }
      if misplacedError == nil { misplacedError = error }
    }
    self.misplacedError = misplacedError
    activities = all ? Activity.allCases : Activity.allCases.filter(chosen.contains)
  }

  /// The activity `text` names: as the commands document it, or in any of the interface's languages.
  private static func activity(_ text: String) -> Activity? {
    Activity(parsing: text) ?? LocalizedInput.activity(text)
  }

  /// An unknown activity, with the nearest spellings and all four.
  private static func unknownActivity(_ name: String) -> UsageError {
    let known = Activity.allCases.map(\.shortName).joined(separator: ", ")
    let ids = Activity.allCases.map(\.rawValue).joined(separator: ", ")
    return UsageError.unknownValue(
      option: "<activity>", value: name, suggestions: Activity.nearestSpellings(to: name).map { "'\($0)'" },
      hint: LocalizedText(.activityHint, [.text(known), .text(ids)]))
  }

  /// The landmark, once arguments given in the wrong order are ruled out: when the first is not
  /// a landmark but a later one is, the error shows the command line meant.
  private func resolveLandmark(in catalog: Catalog, command: String) throws -> Landmark {
    guard let misplacedError else { return try catalog.resolve(landmark) }
    if (try? catalog.resolve(landmark)) != nil { throw misplacedError }
    let laterLandmark = positionals.dropFirst().firstIndex {
      Self.activity($0) == nil && (try? catalog.resolve($0)) != nil
    }
    guard let position = laterLandmark else { throw misplacedError }
    var reordered = positionals
    let found = reordered.remove(at: position)
    let line = Excerpt.of(
      (["landmarks", command, found] + reordered).map(Self.shellWord).joined(separator: " "), limit: 200)
    throw UsageError.conflict(
      LocalizedText(.activityMisplaced, [.text(Excerpt.of(landmark)), .text(Excerpt.of(found)), .text(line)]))
  }

  /// `word` as it would be typed in a shell: quoted when it holds spaces or quotes.
  private static func shellWord(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { !" \t'\"\\$`!*?;&|<>()[]{}#~".unicodeScalars.contains($0) }
    return plain && !word.isEmpty ? word : "\"" + word.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}

extension ActivityArguments {
  /// Marks (or unmarks) the activities at the landmark in one locked update, and reports the
  /// change with the badges it awarded or took back.
  func apply(marking: Bool, in context: CommandContext) throws -> ActivityChangeOutput {
    let catalog = try context.loadCatalog()
    let landmark = try resolveLandmark(in: catalog, command: marking ? "mark" : "unmark")
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
      earned: try BadgeRules.newlyEarned(in: catalog, before: before, after: after),
      lost: try BadgeRules.lost(in: catalog, before: before, after: after))
  }
}
