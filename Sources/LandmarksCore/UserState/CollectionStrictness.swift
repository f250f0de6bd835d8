/// How closely typed text must fit a collection for a command to act on it.
///
/// Every command resolves a collection through `UserState.collection(named:strictness:)`; this is
/// the one knob. Both levels refuse to choose among several collections that fit equally well.
public enum CollectionStrictness: Sendable, Hashable {
  /// The name itself, regardless of case, accents and emoji variation selectors, or the
  /// collection's id (in full, or a unique prefix of at least 8 of its characters). For commands
  /// that delete, rename or take landmarks out, where acting on a guess would lose something.
  case exact
  /// Anything `exact` takes, and also a name that fits only once emoji and punctuation are
  /// dropped, or one that the text begins, when just one collection fits. For commands that read
  /// a collection or add to it.
  case loose
}
