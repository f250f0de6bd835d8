import LandmarksCore
import LandmarksModels

/// The words the catalog's closed vocabularies are shown with: continents, activities, kinds,
/// badge symbols and colours. What is typed stays the same in every language; these are only
/// what people read (and, for continents, kinds and activities, may type as well, see
/// `LocalizedInput`).
extension Localizer {
  /// A continent's name: "Asia", "Asien", "アジア".
  func name(of continent: Continent) -> String {
    self(Self.key(of: continent))
  }

  /// The key of a continent's name.
  static func key(of continent: Continent) -> L10nKey {
    switch continent {
    case .asia: .continentAS
    case .africa: .continentAF
    case .antarctica: .continentAN
    case .australiaOceania: .continentOC
    case .europe: .continentEU
    case .northAmerica: .continentNA
    case .southAmerica: .continentSA
    }
  }

  /// An activity's title, as the app labels it: "Take a photo".
  func title(of activity: Activity) -> String {
    switch activity {
    case .takePhoto: self(.activityTakePhotoTitle)
    case .readDescription: self(.activityReadDescriptionTitle)
    case .findNature: self(.activityFindNatureTitle)
    case .drawSketch: self(.activityDrawSketchTitle)
    }
  }

  /// An activity inside a sentence: "take a photo".
  func phrase(of activity: Activity) -> String {
    switch activity {
    case .takePhoto: self(.activityTakePhotoPhrase)
    case .readDescription: self(.activityReadDescriptionPhrase)
    case .findNature: self(.activityFindNaturePhrase)
    case .drawSketch: self(.activityDrawSketchPhrase)
    }
  }

  /// An activity in one word: "photo".
  func shortName(of activity: Activity) -> String {
    self(Self.shortKey(of: activity))
  }

  /// The key of an activity's one word.
  static func shortKey(of activity: Activity) -> L10nKey {
    switch activity {
    case .takePhoto: .activityTakePhotoShort
    case .readDescription: .activityReadDescriptionShort
    case .findNature: .activityFindNatureShort
    case .drawSketch: .activityDrawSketchShort
    }
  }

  /// A kind's word: the catalog's own kinds in this language, an imported one as it came.
  func name(of kind: LandmarkKind) -> String {
    InterfaceTable.key(named: "kind." + kind.rawValue).map { self($0) } ?? kind.rawValue
  }

  /// Kinds as a comma-separated list.
  func names(of kinds: [LandmarkKind]) -> String {
    kinds.map(name(of:)).concatenated(separator: self(.listSeparator))
  }

  /// A badge symbol's word: "mountain".
  func name(of symbol: BadgeSymbol) -> String {
    InterfaceTable.key(named: "symbol." + symbol.rawValue).map { self($0) } ?? symbol.rawValue
  }

  /// A badge colour's word: "blue".
  func name(of color: BadgeColor) -> String {
    InterfaceTable.key(named: "color." + color.rawValue).map { self($0) } ?? color.rawValue
  }
}
