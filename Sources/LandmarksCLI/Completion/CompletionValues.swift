import Foundation
import LandmarksCore
import LandmarksModels

/// The values of each `ValueKind` that fit what was typed so far, asked of the catalog and the
/// store as the commands themselves see them (imported landmarks included, once there are any).
struct CompletionValues {
  /// Where the catalog and the store come from.
  let context: CommandContext
  /// The language descriptions are in.
  var words: Localizer { context.localizer }

  /// The candidates for a value of `kind` starting like `prefix`; `earlier` are the positionals
  /// before it, which `help`'s command words need.
  ///
  /// A damaged store or source throws, as it does for every command: completion then prints no
  /// candidates and reports it on standard error, which the shell scripts discard, so the shell
  /// stays quiet and `landmarks __complete` run by hand says what is wrong.
  func candidates(for kind: ValueKind?, matching prefix: String, after earlier: [String]) throws
    -> [CompletionOutput.Candidate]
  {
    switch kind {
    case .landmark: return try landmarks(matching: prefix)
    case .collection: return try collections(matching: prefix)
    case .activity: return activities(matching: prefix)
    case .continent: return continents(matching: prefix)
    case .kind:
      return LandmarkKind.allCases.map(\.rawValue).sorted()
        .filter { Self.startsWord(of: $0, with: prefix) }
        .map { .init(value: $0) }
    case .country: return try countries(matching: prefix)
    case .color, .choices:
      return (kind?.choices ?? []).filter { $0.hasPrefix(prefix) }.map { .init(value: $0) }
    case .command: return commands(after: earlier, matching: prefix)
    case .file, .number, .text, nil: return []
    }
  }

  /// Slugs of the landmarks whose slug or id starts with `prefix`, then of those with a name
  /// word starting so (`fuj` → mount-fuji), then of those with another name doing so.
  private func landmarks(matching prefix: String) throws -> [CompletionOutput.Candidate] {
    let catalog = try context.loadCatalog()
    let lowered = prefix.lowercased()
    let key = TextFolding.fold(prefix)
    var bySlug: [Landmark] = []
    var byName: [Landmark] = []
    var byOtherName: [Landmark] = []
    for landmark in try catalog.landmarks {
      if landmark.slug.hasPrefix(lowered) || (!lowered.isEmpty && String(landmark.id).hasPrefix(lowered)) {
        bySlug.append(landmark)
      } else if key.isEmpty {
        continue
      } else if Self.startsWord(of: TextFolding.fold(landmark.name), withFolded: key) {
        byName.append(landmark)
      } else if landmark.alternateNames.contains(where: { Self.startsWord(of: TextFolding.fold($0), withFolded: key) })
        || (landmark.source == nil
          && LandmarkTranslations.names(ofID: landmark.id).contains { Self.startsWord(of: $0.folded, withFolded: key) })
      {
        byOtherName.append(landmark)
      }
    }
    return [bySlug, byName, byOtherName]
      .flatMap { $0.sorted { $0.slug < $1.slug } }
      .prefix(CompletionOutput.limit)
      .map { .init(value: $0.slug, description: words.name(of: $0)) }
  }

  /// Names of the live collections starting like `prefix`, or with a word that does.
  private func collections(matching prefix: String) throws -> [CompletionOutput.Candidate] {
    let state = try context.loadState()
    let lowered = prefix.lowercased()
    return state.liveCollections
      .filter { $0.name.value.lowercased().hasPrefix(lowered) || Self.startsWord(of: $0.name.value, with: prefix) }
      .map { .init(value: $0.name.value, description: words(.countLandmarks, $0.landmarkIDs.count)) }
  }

  /// The activities' one-word names, matched by any of their spellings or their title.
  private func activities(matching prefix: String) -> [CompletionOutput.Candidate] {
    let lowered = prefix.lowercased()
    return Activity.allCases
      .filter { activity in
        [activity.shortName, activity.rawValue.lowercased(), activity.kebabName].contains { $0.hasPrefix(lowered) }
          || Self.startsWord(of: activity.title, with: prefix)
      }
      .map { .init(value: $0.shortName, description: words.title(of: $0)) }
  }

  /// Continents as lowercase words (`north-america`), matched by name word or code.
  private func continents(matching prefix: String) -> [CompletionOutput.Candidate] {
    Continent.allCases
      .filter { Self.startsWord(of: $0.name, with: prefix) || $0.code.hasPrefix(prefix.uppercased()) }
      .map { continent in
        .init(
          value: TextFolding.fold(continent.name).replacingOccurrences(of: " ", with: "-"),
          description: words.name(of: continent))
      }
  }

  /// ISO codes of the catalog's countries: those whose alpha-2, then alpha-3, code starts like `prefix`; then, for three
  /// letters or more (two are read as a code), those with a word of the name that does.
  private func countries(matching prefix: String) throws -> [CompletionOutput.Candidate] {
    let catalog = try context.loadCatalog()
    let upper = prefix.uppercased()
    let countries = catalog.countries.countries.sorted { $0.alpha2 < $1.alpha2 }
    let byAlpha2 = countries.filter { $0.alpha2.hasPrefix(upper) }
    let byAlpha3 = countries.filter { $0.alpha3.hasPrefix(upper) }
    let byName = prefix.count < 3 ? [] : countries.filter { Self.startsWord(of: $0.name, with: prefix) }
    return (byAlpha2 + byAlpha3 + byName).map {
      .init(value: $0.alpha2, description: $0.name.trimmingBlanks())
    }
  }

  /// The subcommands of the command that `earlier` names, for `help collections cr`.
  private func commands(after earlier: [String], matching prefix: String) -> [CompletionOutput.Candidate] {
    var command: any ParsableCommand.Type = RootCommand.self
    for word in earlier {
      guard let next = command.configuration.subcommands.first(where: { $0.configuration.name == word }) else {
        return []
      }
      command = next
    }
    var candidates: [CompletionOutput.Candidate] = []
    for sub in command.configuration.subcommands where sub.configuration.name.hasPrefix(prefix) {
      candidates.append(
        CompletionOutput.Candidate(value: sub.configuration.name, description: words(sub.configuration.abstract)))
    }
    return candidates
  }

  /// Whether a word of `text` (folded) starts with `prefix` (folded); an empty prefix fits all.
  private static func startsWord(of text: String, with prefix: String) -> Bool {
    startsWord(of: TextFolding.fold(text), withFolded: TextFolding.fold(prefix))
  }

  /// `startsWord` for text and key already folded: a key of several words may span them.
  private static func startsWord(of folded: String, withFolded key: String) -> Bool {
    key.isEmpty || folded.hasPrefix(key) || folded.contains(" " + key)
  }
}
