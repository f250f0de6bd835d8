/// What `doctor` found at the store file's path.
public enum StoreFileStatus: Equatable, Sendable {
  /// No file yet: a new user, or one who has only read.
  case missing
  /// The file reads; the state it holds.
  case readable(UserState)
  /// The file is there but cannot be used; the error a command would report.
  case unusable(StoreError)
}
