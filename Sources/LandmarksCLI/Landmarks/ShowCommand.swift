import Foundation
import LandmarksCore
import LandmarksModels

/// `landmarks show LANDMARK`: the detail view with the inspector's facts and the user's side.
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "show",
    abstract: "Show a landmark: description, facts, your progress and collections.",
    discussion: """
      A landmark is named by its id (1016), its slug (mount-fuji), its name or another name in \
      any case and without accents (mount fuji, 富士山, ayers rock), or a unique start of a word \
      of its name (fuji).
      """,
    arguments: [.landmark],
    options: [.flag("no-map", help: "Leave out the locator map (drawn on terminals 80 columns or wider)."), .json],
    examples: [
      .init(arguments: "show fuji", explanation: "Mount Fuji's detail."),
      .init(arguments: "show \"ayers rock\"", explanation: "Uluru, by its other name."),
      .init(arguments: "show 1016 --json", explanation: "One landmark as a JSON object."),
    ]
  )

  let landmark: String
  /// Whether the locator map may be drawn: not with `--no-map`, and never for `--json`.
  let wantsMap: Bool

  init(arguments: ParsedArguments) throws {
    landmark = arguments.positionals.first ?? ""
    wantsMap = !arguments.flag("no-map") && !arguments.flag("json")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    // A landmark whose source was removed is still in the user's history: say what it was.
    if let id = Int(landmark.trimmingBlanks()), try catalog.owner(ofID: id) == nil,
      let removed = catalog.removedLandmarks[id]
    {
      return RemovedLandmarkOutput(removed: removed, done: (try? context.loadState())?.doneActivities(at: id) ?? [])
    }
    let resolved = try catalog.resolve(landmark)
    var detail = try LandmarkDetail(resolved, catalog: catalog, context: context)
    // The land mask is decoded only when the map will be seen: a wide terminal.
    let width = OutputStyle(context: context, choice: .never).width
    if wantsMap && context.terminal.outputIsTerminal && width >= LocatorMap.minimumWidth {
      detail.locatorMap = try LocatorMap(landmark: resolved, mask: LandMask.builtIn())
    }
    return detail
  }
}

/// A landmark's detail view: its facts as the app's inspector shows them, then the user's side.
struct LandmarkDetail: CommandOutput {
  /// The user's side of one activity.
  struct ActivityLine: Encodable, Sendable {
    let activity: Activity
    let done: Bool
    let changedAt: Date?
    let firstCompletedAt: Date?
  }

  /// The user's side, added to the landmark's JSON under `progress`.
  struct Progress: Encodable, Sendable {
    let activities: [ActivityLine]
    let badgeEarned: Bool?
    let favorite: Bool
    let collections: [String]
  }

  private struct Extra: Encodable, Sendable {
    let progress: Progress
  }

  let landmark: Landmark
  /// The country's name, from the catalog's country table.
  let countryName: String?
  let progress: Progress
  let badgeStack: BadgeStack?
  /// The locator map under the facts; `nil` when piped, too narrow, or `--no-map`.
  var locatorMap: LocatorMap?

  /// Gathers the detail of `landmark` with the user's side from the store.
  init(_ landmark: Landmark, catalog: Catalog, context: CommandContext) throws {
    let state = try context.loadState()
    self.landmark = landmark
    countryName = catalog.countries.country(landmark.country)?.name
    progress = Progress(
      activities: Activity.allCases.map { activity in
        let record = state.record(of: activity, at: landmark.id)
        return ActivityLine(
          activity: activity, done: record?.done ?? false, changedAt: record?.changedAt,
          firstCompletedAt: record?.firstCompletedAt)
      },
      badgeEarned: BadgeRules.status(of: landmark, in: state)?.isEarned,
      favorite: state.favorites.contains(landmark.id),
      collections: state.collections(containing: landmark.id).filter { !$0.isFavorites }.map(\.name.value)
    )
    badgeStack = try BadgeStack(catalog: catalog, state: state)
  }

  var json: (any Encodable & Sendable)? { LandmarkJSON(landmark: landmark, extra: Extra(progress: progress)) }

  func text(in style: OutputStyle) -> String {
    var lines: [String] = []
    // Catalog text may come from an imported file: it is read only through the safe accessors.
    var title = landmark.safeName
    if !landmark.alternateNames.isEmpty {
      title += " (" + landmark.safeAlternateNames.joined(separator: ", ") + ")"
    }
    lines.append(style.bold(style.fit(title)))
    lines.append(style.fit("\(landmark.safeLocation) · \(landmark.continent.name)"))
    lines.append("")
    lines += style.prose(landmark.safeDescription)
    lines.append("")
    lines += facts(in: style)
    if let map = locatorMap?.lines(in: style), !map.isEmpty { lines += [""] + map }
    lines.append("")
    lines.append(style.bold("Your progress"))
    let titleWidth = Activity.allCases.map { DisplayWidth.of($0.title) }.max() ?? 0
    for line in progress.activities {
      var text = line.activity.title
      if line.done, let date = line.changedAt {
        text = DisplayWidth.pad(text, to: titleWidth) + "  done " + Formatting.time(date, in: style.timeZone)
      }
      let fitted = style.isTerminal ? DisplayWidth.truncate(text, to: style.width - 4) : text
      lines.append("  " + (line.done ? style.accent("✓", code: 32) : "·") + " " + fitted)
    }
    lines.append(label("Favorite") + (progress.favorite ? "yes" : "no"))
    let collections = progress.collections.map(SafeText.clean).joined(separator: ", ")
    lines.append(style.fit(label("Collections") + (collections.isEmpty ? "none" : collections)))
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The inspector's facts, one labelled row each. A row may lead with a coloured glyph (the
  /// badge's): every row is cut to the width first and coloured after, the same way.
  private func facts(in style: OutputStyle) -> [String] {
    var rows: [(label: String, glyph: String?, color: BadgeColor?, value: String)] = [
      ("Location", nil, nil, landmark.safeLocation),
      (
        "Country", nil, nil,
        countryName.map { "\(SafeText.clean($0)) (\(landmark.safeCountry))" } ?? landmark.safeCountry
      ),
      ("Coordinates", nil, nil, Formatting.coordinates(latitude: landmark.latitude, longitude: landmark.longitude)),
    ]
    if let elevation = Formatting.elevation(landmark.elevation, units: style.units) {
      rows.append(("Elevation", nil, nil, elevation))
    }
    if let area = landmark.areaKm2 { rows.append(("Area", nil, nil, Formatting.area(area, units: style.units))) }
    rows.append(("Kinds", nil, nil, landmark.kinds.map(\.rawValue).joined(separator: ", ")))
    if let badge = landmark.badge {
      let done = progress.activities.filter(\.done).count
      let state = progress.badgeEarned == true ? "earned" : "\(done)/\(Activity.allCases.count) done"
      rows.append(
        (
          "Badge", style.glyph(badge.symbol), badge.color,
          "\(badge.symbol.rawValue), \(badge.color.rawValue) — \(state)"
        ))
    } else {
      rows.append(("Badge", nil, nil, "none"))
    }
    rows.append(("Id", nil, nil, "\(landmark.id) · \(landmark.safeSlug)"))
    return rows.map { row in
      let leadWidth = row.glyph.map { DisplayWidth.of($0) + 1 } ?? 0
      let room = style.isTerminal ? style.width - DisplayWidth.of(label(row.label)) - leadWidth : Int.max
      let lead = row.glyph.map { glyph in (row.color.map { style.colored(glyph, $0) } ?? glyph) + " " } ?? ""
      return label(row.label) + lead + DisplayWidth.truncate(row.value, to: room)
    }
  }

  private func label(_ text: String) -> String {
    DisplayWidth.pad(text, to: 13)
  }
}

/// `show` of a landmark whose source was removed: what it was and what the user did there.
struct RemovedLandmarkOutput: CommandOutput {
  /// The keys of `show --json` for such a landmark.
  private struct Keys: Encodable, Sendable {
    let id: Int
    let name: String
    let source: String
    let removed: Bool
    let activities: [String]
  }

  let removed: RemovedLandmark
  let done: [Activity]

  var json: (any Encodable & Sendable)? {
    Keys(id: removed.id, name: removed.name, source: removed.source, removed: true, activities: done.map(\.rawValue))
  }

  func text(in style: OutputStyle) -> String {
    var lines = [
      "\(removed.id)  \(SafeText.clean(removed.name))",
      "A landmark from the removed source \(SafeText.clean(removed.source)); import it again to see it whole.",
    ]
    if !done.isEmpty {
      lines.append("Your activities there are kept: \(done.map(\.rawValue).joined(separator: ", ")).")
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
