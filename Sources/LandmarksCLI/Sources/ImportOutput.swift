import LandmarksCore

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
    let name = SafeText.clean(source)
    var lines: [String] = []
    if outcome.count == 0 && outcome.matched > 0 && outcome.updated == 0 {
      lines.append(
        "Nothing to add: \(Formatting.count(outcome.matched, "landmark")) \(outcome.matched == 1 ? "is" : "are") "
          + "already in the catalog.")
    } else {
      lines.append(
        "Imported \(Formatting.count(outcome.count, "landmark")) as source '\(name)' (\(format.rawValue)): "
          + "\(outcome.added) added, \(outcome.updated) updated, \(outcome.removedIDs.count) removed.")
      if outcome.matched > 0 {
        lines.append("\(Formatting.count(outcome.matched, "place")) matched landmarks already in the catalog.")
      }
    }
    if outcome.skipped > 0 {
      lines.append("Skipped \(Formatting.count(outcome.skipped, "invalid place")):")
      lines += outcome.report.problems.map { "  " + SafeText.clean($0.description) }
      if outcome.skipped > outcome.report.problems.count {
        lines.append("  … and \(outcome.skipped - outcome.report.problems.count) more")
      }
    }
    if outcome.report.cleanedPlaceCount > 0 {
      lines.append(
        "Removed \(outcome.report.cleanedCharacterCount) control or bidi characters from "
          + "the text of \(Formatting.count(outcome.report.cleanedPlaceCount, "place")).")
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
