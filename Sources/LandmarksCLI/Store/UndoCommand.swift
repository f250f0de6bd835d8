import Foundation
import LandmarksCore

/// `landmarks undo [--list]`: reverts the last change as a new, dated change.
struct UndoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "undo",
    abstract: .undoAbstract,
    discussion: [.init(.undoDiscussion, [.integer(UserState.journalLimit)])],
    options: [.flag("list", help: .undoOptionList), .json],
    examples: [
      .init(arguments: "undo", explanation: .undoExample1),
      .init(arguments: "undo --list", explanation: .undoExample2),
    ]
  )

  let listOnly: Bool

  init(arguments: ParsedArguments) throws {
    listOnly = arguments.flag("list")
    if arguments.flag("json") && !listOnly {
      throw UsageError.conflict(LocalizedText(.undoJsonWithoutList))
    }
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try? context.loadCatalog()
    if listOnly {
      let state = try context.loadState()
      let entries = state.undoableEntries
      return UndoListOutput(
        entries: entries, summary: JournalSummary(catalog: catalog, state: state), timeZone: context.timeZone,
        notes: entries.isEmpty ? [context.tr(.undoNothingYet)] : [])
    }
    let store = context.store
    let (step, before, after) = try store.undo(on: context.now())
    var notes: [String] = []
    if let imported = store.sourcesChangedAt(), imported > step.entry.at {
      notes.append(context.tr(.undoImportNotUndone))
    }
    return try JournalStepOutput(
      step: step, before: before, after: after, catalog: catalog, notes: notes)
  }
}

/// `undo --list`: the changes that can be undone, newest first, each with its time.
struct UndoListOutput: CommandOutput {
  /// One change that can be undone.
  struct Item: Encodable, Sendable {
    /// When the change was made.
    let at: Date
    /// What it did, in a sentence.
    let summary: String
  }

  /// The changes, newest first.
  let entries: [JournalEntry]
  /// Says what each did.
  let summary: JournalSummary
  /// The zone times are shown in.
  let timeZone: TimeZone

  func text(in style: OutputStyle) -> String {
    let words = style.localizer
    return entries.map {
      Formatting.time($0.at, in: timeZone, words: words) + "  " + summary.sentence(for: $0.operations, in: words) + "\n"
    }.joined()
  }

  /// In English, as every `--json` is, so scripts read the same in every locale.
  var json: (any Encodable & Sendable)? {
    entries.map { Item(at: $0.at, summary: summary.sentence(for: $0.operations, in: .english)) }
  }

  let notes: [String]
}

/// `landmarks redo`: re-applies what `undo` reverted, as a new, dated change.
struct RedoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "redo",
    abstract: .redoAbstract,
    discussion: [.init(.redoDiscussion)],
    examples: [.init(arguments: "redo", explanation: .redoExample1)]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try? context.loadCatalog()
    let (step, before, after) = try context.store.redo(on: context.now())
    return try JournalStepOutput(step: step, before: before, after: after, catalog: catalog)
  }
}

/// What `undo` or `redo` did: one sentence, then the badges it took back or awarded.
struct JournalStepOutput: CommandOutput {
  /// The operations applied, and what names them.
  let applied: [JournalOperation]
  let summary: JournalSummary
  /// Badges earned by the step.
  let earned: [BadgeStatus]
  /// Badges no longer earned after the step.
  let lost: [BadgeStatus]
  var notes: [String] = []

  /// Describes `step`, which turned `before` into `after`; badges need the catalog.
  init(step: JournalStep, before: UserState, after: UserState, catalog: Catalog?, notes: [String] = []) throws {
    applied = step.applied
    summary = JournalSummary(catalog: catalog, state: after)
    earned = try catalog.map { try BadgeRules.newlyEarned(in: $0, before: before, after: after) } ?? []
    lost = try catalog.map { try BadgeRules.lost(in: $0, before: before, after: after) } ?? []
    self.notes = notes
  }

  func text(in style: OutputStyle) -> String {
    let lines =
      [summary.sentence(for: applied, in: style.localizer)]
      + BadgeChangeLines.lines(earned: earned, lost: lost, in: style)
    return lines.map { $0 + "\n" }.joined()
  }
}
