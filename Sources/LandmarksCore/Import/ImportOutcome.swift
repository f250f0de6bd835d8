/// What an import produced: how many places the new source's index holds and what changed.
public struct ImportOutcome: Sendable {
  /// Places in the source's index.
  public var count: Int
  /// Places read, problems, text cleaned.
  public var report: ImportReport
  /// New landmarks.
  public var added = 0
  /// Landmarks the source already had, kept under the same id.
  public var updated = 0
  /// Landmarks the source had that the file no longer holds: removed with it.
  public var removedIDs: [Int] = []
  /// Places the catalog already holds under the same id in another source or the built-in catalog
  /// (this tool's own export imported back): matched, not added.
  public var matched = 0

  /// Places skipped as invalid (with `--skip-invalid`).
  public var skipped: Int { report.problemCount }

  /// Creates an outcome.
  public init(count: Int, report: ImportReport) {
    self.count = count
    self.report = report
  }
}
