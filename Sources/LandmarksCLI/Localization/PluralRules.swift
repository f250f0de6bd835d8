/// A CLDR plural category, in the order the compiled tables keep a plural key's forms.
enum PluralCategory: Int, CaseIterable, Sendable {
  case zero, one, two, few, many, other

  /// The category's CLDR name.
  var name: String {
    switch self {
    case .zero: "zero"
    case .one: "one"
    case .two: "two"
    case .few: "few"
    case .many: "many"
    case .other: "other"
    }
  }
}

/// CLDR's cardinal plural rules for the interface's languages, for whole numbers (every count the
/// tool prints is one): German and English one/other, Japanese and Thai other only, Hebrew
/// one/two/other, Arabic zero/one/two/few/many/other. A test holds them to the categories the
/// packed CLDR data (`Resources/Localization/cldr.txt`) records for 0 to 200.
enum PluralRules {
  /// The category of the whole number `count` in `language`.
  static func category(of count: Int, in language: Language) -> PluralCategory {
    let n = count.magnitude
    switch language {
    case .en, .de: return n == 1 ? .one : .other
    case .ja, .th: return .other
    case .he:
      switch n {
      case 1: return .one
      case 2: return .two
      default: return .other
      }
    case .ar:
      switch (n, n % 100) {
      case (0, _): return .zero
      case (1, _): return .one
      case (2, _): return .two
      case (_, 3...10): return .few
      case (_, 11...99): return .many
      default: return .other
      }
    }
  }

  /// The categories `language` uses, as CLDR lists them.
  static func categories(of language: Language) -> [PluralCategory] {
    switch language {
    case .en, .de: [.one, .other]
    case .ja, .th: [.other]
    case .he: [.one, .two, .other]
    case .ar: [.zero, .one, .two, .few, .many, .other]
    }
  }
}
