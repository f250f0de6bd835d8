/// Which setting chose the data folder, so `doctor` can say why the data lives where it does.
public enum StoreOrigin: String, Hashable, Sendable {
  /// `$LANDMARKS_HOME` was set.
  case landmarksHome = "LANDMARKS_HOME"
  /// `$XDG_DATA_HOME` was set (to an absolute path) and `$LANDMARKS_HOME` was not.
  case xdgDataHome = "XDG_DATA_HOME"
  /// Neither was set: the folder is under the home folder.
  case home = "HOME"
  /// The folder was given directly, by a caller rather than the environment.
  case given
}
