/// Which of a landmark's texts a search query matched, so a hit can say why it was found.
public enum MatchField: String, Hashable, Sendable, CaseIterable, Codable {
  /// The landmark's English name.
  case name
  /// One of its local, former or other names.
  case alternateName
  /// A place in its location line, such as "Kyoto", or the whole line.
  case location
  /// Its country, by name or ISO code.
  case country

  /// Names say what a landmark is; places only say where it is, so they rank below names.
  public var isName: Bool { self == .name || self == .alternateName }
}
