/// A language the interface speaks: English, the source, and the sample app's other languages.
enum Language: String, CaseIterable, Sendable, Hashable {
  case en, de, ja, ar, he, th

  /// Where the language's texts are in the compiled tables (their order is the build's, which a
  /// test holds to this list).
  var tableIndex: Int {
    switch self {
    case .en: 0
    case .de: 1
    case .ja: 2
    case .ar: 3
    case .he: 4
    case .th: 5
    }
  }

  /// Written right to left: the interface keeps such text in logical order and adds no
  /// directional marks, as the terminal's own bidi handling (or none) shows it.
  var isRightToLeft: Bool { self == .ar || self == .he }

  /// The language a locale or language name names: `de_AT.UTF-8`, `de-AT`, `de`, `ja_JP@x`;
  /// `iw` is the old code for Hebrew. `nil` for C, POSIX and any language the interface lacks.
  init?(localeName name: String) {
    // language[_TERRITORY][.codeset][@modifier]; BCP 47's `de-AT` is read too.
    let code = name.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }.lowercased()
    switch code {
    case "iw": self = .he
    default:
      guard let language = Language(rawValue: code) else { return nil }
      self = language
    }
  }
}
