/// What `doctor` found of the imported sources' list.
public enum SourcesStatus: Hashable, Sendable {
  /// No `sources.json`: nothing imported.
  case none
  /// The sources the list names (possibly none).
  case listed([SourceSummary])
  /// The list is there but cannot be read; why.
  case unreadable(reason: String)
}
