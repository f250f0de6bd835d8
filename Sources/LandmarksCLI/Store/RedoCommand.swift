import LandmarksCore

/// `landmarks redo`: re-applies what `undo` reverted, as a new, dated change.
struct RedoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "redo",
    abstract: "Re-apply the change undo reverted last.",
    discussion: """
      Repeated, it walks forward again through what undo reverted. A new change ends the chain: \
      what was undone before it can no longer be redone. With nothing to redo it exits with status 1.
      """,
    examples: [.init(arguments: "redo", explanation: "Put back what the last undo reverted.")]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try? context.loadCatalog()
    let (step, before, after) = try context.store.redo(on: context.now())
    return try JournalStepOutput(step: step, before: before, after: after, catalog: catalog)
  }
}
