/// What a reader yields for each record: a place, or why the record is not one.
public enum ImportRecord: Sendable, Hashable {
  /// A record that reads as a place.
  case place(ImportedPlace, ImportLocation)
  /// A record that cannot be imported; `--skip-invalid` may skip it, otherwise it refuses the file.
  case problem(ImportProblem)
}
