import Foundation
import LandmarksCore
import LandmarksModels

/// `landmarks show LANDMARK`: the detail view with the inspector's facts and the user's side.
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "show",
    abstract: .showAbstract,
    discussion: [.init(.showDiscussion)],
    arguments: [.landmark],
    options: [.flag("no-map", help: .showOptionNoMap), .json],
    examples: [
      .init(arguments: "show fuji", explanation: .showExample1),
      .init(arguments: "show \"ayers rock\"", explanation: .showExample2),
      .init(arguments: "show 1016 --json", explanation: .showExample3),
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
    let words = style.localizer
    var lines: [String] = []
    // Catalog text may come from an imported file: it is read only through the safe accessors.
    // The name in the reader's language first, the catalog's and the other names beside it.
    var title = words.name(of: landmark)
    let otherNames = words.otherNames(of: landmark)
    if !otherNames.isEmpty {
      title += " (" + otherNames.concatenated(separator: ", ") + ")"
    }
    lines.append(style.bold(style.fit(title)))
    lines.append(style.fit("\(words.location(of: landmark)) · \(words.name(of: landmark.continent))"))
    lines.append("")
    lines += style.prose(words.description(of: landmark))
    lines.append("")
    let labels = Labels(words)
    lines += facts(in: style, labels: labels)
    if let map = locatorMap?.lines(in: style), !map.isEmpty { lines += [""] + map }
    lines.append("")
    lines.append(style.bold(words(.showYourProgress)))
    let titleWidth = Activity.allCases.map { DisplayWidth.of(words.title(of: $0)) }.max() ?? 0
    for line in progress.activities {
      var text = words.title(of: line.activity)
      if line.done, let date = line.changedAt {
        text =
          DisplayWidth.pad(text, to: titleWidth) + "  "
          + words(.showDoneAt, Formatting.time(date, in: style.localZone, words: words))
      }
      let fitted = style.isTerminal ? DisplayWidth.truncate(text, to: style.width - 4) : text
      lines.append("  " + (line.done ? style.accent("✓", code: 32) : "·") + " " + fitted)
    }
    lines.append(labels.pad(words(.showFavorite)) + words(progress.favorite ? .wordYes : .wordNo))
    let collections = progress.collections.map(SafeText.clean).concatenated(separator: words(.listSeparator))
    lines.append(
      style.fit(labels.pad(words(.showCollections)) + (collections.isEmpty ? words(.wordNone) : collections)))
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.concatenated()
  }

  /// The labels of the facts, padded to the widest in the language (13 columns in English).
  private struct Labels {
    let width: Int

    init(_ words: Localizer) {
      let all: [L10nKey] = [
        .showLocation, .showCountry, .showCoordinates, .showElevation, .showArea, .showKinds, .showBadge, .showId,
        .showFavorite, .showCollections,
      ]
      width = (all.map { DisplayWidth.of(words($0)) }.max() ?? 0) + 2
    }

    func pad(_ label: String) -> String {
      DisplayWidth.pad(label, to: width)
    }
  }

  /// The inspector's facts, one labelled row each. A row may lead with a coloured glyph (the
  /// badge's): every row is cut to the width first and coloured after, the same way.
  private func facts(in style: OutputStyle, labels: Labels) -> [String] {
    let words = style.localizer
    var rows: [(label: L10nKey, glyph: String?, color: BadgeColor?, value: String)] = [
      (.showLocation, nil, nil, words.location(of: landmark)),
      (
        .showCountry, nil, nil,
        countryName.map {
          words(
            .showCountryValue, SafeText.clean(words.countryName(landmark.country, english: $0)), landmark.safeCountry)
        } ?? landmark.safeCountry
      ),
      (
        .showCoordinates, nil, nil,
        Formatting.coordinates(latitude: landmark.latitude, longitude: landmark.longitude, in: words)
      ),
    ]
    if let elevation = Formatting.elevation(landmark.elevation, units: style.units, in: words) {
      rows.append((.showElevation, nil, nil, elevation))
    }
    if let area = landmark.areaKm2 {
      rows.append((.showArea, nil, nil, Formatting.area(area, units: style.units, in: words)))
    }
    rows.append((.showKinds, nil, nil, words.names(of: landmark.kinds)))
    if let badge = landmark.badge {
      let done = progress.activities.filter(\.done).count
      let state =
        progress.badgeEarned == true ? words(.showBadgeEarned) : words(.showBadgeDone, done, Activity.allCases.count)
      rows.append(
        (
          .showBadge, style.glyph(badge.symbol), badge.color,
          words(.showBadgeValue, words.name(of: badge.symbol), words.name(of: badge.color), state)
        ))
    } else {
      rows.append((.showBadge, nil, nil, words(.wordNone)))
    }
    rows.append((.showId, nil, nil, "\(landmark.id) · \(landmark.safeSlug)"))
    return rows.map { row in
      let label = labels.pad(words(row.label))
      let leadWidth = row.glyph.map { DisplayWidth.of($0) + 1 } ?? 0
      let room = style.isTerminal ? style.width - DisplayWidth.of(label) - leadWidth : Int.max
      let lead = row.glyph.map { glyph in (row.color.map { style.colored(glyph, $0) } ?? glyph) + " " } ?? ""
      return label + lead + DisplayWidth.truncate(row.value, to: room)
    }
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
    let words = style.localizer
    var lines = [
      "\(removed.id)  \(SafeText.clean(removed.name))",
      words(.showRemovedSource, SafeText.clean(removed.source)),
    ]
    if !done.isEmpty {
      lines.append(words(.showRemovedActivities, done.map(\.rawValue).concatenated(separator: ", ")))
    }
    return lines.map { $0 + "\n" }.concatenated()
  }
}
