/// What a landmark is: a kebab-case word from an open vocabulary.
///
/// The built-in catalog uses the `known` kinds; imports bring others (`tea-house`, `ski-resort`)
/// that must be kept, shown and filtered by, so this is a struct over its raw value rather than a
/// closed enum. Known kinds encode, decode and parse exactly as they always did.
public struct LandmarkKind: RawRepresentable, CaseIterable, Codable, Hashable, Sendable, Comparable {
  /// The kind's kebab-case name, such as `rock-formation`.
  public let rawValue: String

  /// Wraps any kind name; imported data outside the known vocabulary is kept as it is.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  // Natural
  /// A mountain.
  public static let mountain = LandmarkKind(rawValue: "mountain")
  /// A volcano.
  public static let volcano = LandmarkKind(rawValue: "volcano")
  /// A glacier.
  public static let glacier = LandmarkKind(rawValue: "glacier")
  /// A desert.
  public static let desert = LandmarkKind(rawValue: "desert")
  /// Sand dunes.
  public static let dunes = LandmarkKind(rawValue: "dunes")
  /// A canyon.
  public static let canyon = LandmarkKind(rawValue: "canyon")
  /// A valley.
  public static let valley = LandmarkKind(rawValue: "valley")
  /// A cave.
  public static let cave = LandmarkKind(rawValue: "cave")
  /// A rock formation.
  public static let rockFormation = LandmarkKind(rawValue: "rock-formation")
  /// A cliff.
  public static let cliff = LandmarkKind(rawValue: "cliff")
  /// A coast.
  public static let coast = LandmarkKind(rawValue: "coast")
  /// A beach.
  public static let beach = LandmarkKind(rawValue: "beach")
  /// An island.
  public static let island = LandmarkKind(rawValue: "island")
  /// A reef.
  public static let reef = LandmarkKind(rawValue: "reef")
  /// A lake.
  public static let lake = LandmarkKind(rawValue: "lake")
  /// A river.
  public static let river = LandmarkKind(rawValue: "river")
  /// A waterfall.
  public static let waterfall = LandmarkKind(rawValue: "waterfall")
  /// Hot springs, geysers, fumaroles.
  public static let geothermal = LandmarkKind(rawValue: "geothermal")
  /// A forest.
  public static let forest = LandmarkKind(rawValue: "forest")
  /// A rainforest.
  public static let rainforest = LandmarkKind(rawValue: "rainforest")
  /// A grassland.
  public static let grassland = LandmarkKind(rawValue: "grassland")
  /// A wetland.
  public static let wetland = LandmarkKind(rawValue: "wetland")
  /// A salt flat.
  public static let saltFlat = LandmarkKind(rawValue: "salt-flat")
  /// A fjord.
  public static let fjord = LandmarkKind(rawValue: "fjord")
  /// A bay.
  public static let bay = LandmarkKind(rawValue: "bay")
  /// A national park.
  public static let nationalPark = LandmarkKind(rawValue: "national-park")
  /// A place known for its wildlife.
  public static let wildlife = LandmarkKind(rawValue: "wildlife")
  // Built
  /// A temple.
  public static let temple = LandmarkKind(rawValue: "temple")
  /// A church.
  public static let church = LandmarkKind(rawValue: "church")
  /// A mosque.
  public static let mosque = LandmarkKind(rawValue: "mosque")
  /// A monastery.
  public static let monastery = LandmarkKind(rawValue: "monastery")
  /// A palace.
  public static let palace = LandmarkKind(rawValue: "palace")
  /// A castle.
  public static let castle = LandmarkKind(rawValue: "castle")
  /// A fortress.
  public static let fortress = LandmarkKind(rawValue: "fortress")
  /// A wall.
  public static let wall = LandmarkKind(rawValue: "wall")
  /// A tower.
  public static let tower = LandmarkKind(rawValue: "tower")
  /// A bridge.
  public static let bridge = LandmarkKind(rawValue: "bridge")
  /// A monument.
  public static let monument = LandmarkKind(rawValue: "monument")
  /// A statue.
  public static let statue = LandmarkKind(rawValue: "statue")
  /// Ruins.
  public static let ruins = LandmarkKind(rawValue: "ruins")
  /// An archaeological site.
  public static let archaeologicalSite = LandmarkKind(rawValue: "archaeological-site")
  /// A tomb.
  public static let tomb = LandmarkKind(rawValue: "tomb")
  /// A city.
  public static let city = LandmarkKind(rawValue: "city")
  /// A skyscraper.
  public static let skyscraper = LandmarkKind(rawValue: "skyscraper")
  /// A canal.
  public static let canal = LandmarkKind(rawValue: "canal")
  /// A garden.
  public static let garden = LandmarkKind(rawValue: "garden")
  /// A lighthouse.
  public static let lighthouse = LandmarkKind(rawValue: "lighthouse")
  /// A research station.
  public static let researchStation = LandmarkKind(rawValue: "research-station")

  /// The vocabulary the built-in catalog uses, natural kinds first, then built ones.
  public static let known: [LandmarkKind] = [
    .mountain, .volcano, .glacier, .desert, .dunes, .canyon, .valley, .cave, .rockFormation, .cliff, .coast,
    .beach, .island, .reef, .lake, .river, .waterfall, .geothermal, .forest, .rainforest, .grassland, .wetland,
    .saltFlat, .fjord, .bay, .nationalPark, .wildlife,
    .temple, .church, .mosque, .monastery, .palace, .castle, .fortress, .wall, .tower, .bridge, .monument,
    .statue, .ruins, .archaeologicalSite, .tomb, .city, .skyscraper, .canal, .garden, .lighthouse,
    .researchStation,
  ]

  /// The known kinds: what help lists and what `--kind` suggests from.
  public static var allCases: [LandmarkKind] { known }

  /// True for a kind of the built-in vocabulary.
  public var isKnown: Bool { Self.known.contains(self) }

  /// True for the kinds that people built; an imported kind outside the vocabulary is neither.
  public var isBuilt: Bool {
    guard let index = Self.known.firstIndex(of: self), let firstBuilt = Self.known.firstIndex(of: .temple) else {
      return false
    }
    return index >= firstBuilt
  }

  /// Parses a known kind from its name in any case, with spaces or hyphens.
  public init?(parsing text: String) {
    let key = Self.key(text)
    // A plural names the same kind: "mountains", "beaches", "cities".
    let singulars = [
      key, Self.singular(of: key, dropping: "ies", adding: "y"), Self.singular(of: key, dropping: "es"),
      Self.singular(of: key, dropping: "s"),
    ]
    guard let kind = singulars.lazy.compactMap({ $0.flatMap(Self.knownKind(named:)) }).first else {
      return nil
    }
    self = kind
  }

  /// Parses a kind from its name, known or among `others` (imported kind names), singular or plural.
  public init?<S: Sequence>(parsing text: String, among others: S) where S.Element == String {
    if let known = LandmarkKind(parsing: text) {
      self = known
      return
    }
    let names = Set(others)
    let key = Self.key(text)
    let singulars = [
      key, Self.singular(of: key, dropping: "ies", adding: "y"), Self.singular(of: key, dropping: "es"),
      Self.singular(of: key, dropping: "s"),
    ]
    guard let name = singulars.lazy.compactMap({ $0 }).first(where: names.contains) else { return nil }
    self.init(rawValue: name)
  }

  /// Up to `limit` kind names close to a mistyped `text`, nearest first: `mountian` → `mountain`.
  public static func nearestNames(to text: String, limit: Int = 3, among others: [String] = []) -> [String] {
    NearestNames.nearest(to: key(text), among: known.map(\.rawValue) + others, limit: limit)
  }

  /// The lookup key of a typed kind: folded, spaces as hyphens.
  private static func key(_ text: String) -> String {
    TextFolding.fold(text).replacingOccurrences(of: " ", with: "-")
  }

  private static func knownKind(named name: String) -> LandmarkKind? {
    let kind = LandmarkKind(rawValue: name)
    return known.contains(kind) ? kind : nil
  }

  private static func singular(of word: String, dropping suffix: String, adding replacement: String = "")
    -> String?
  {
    word.hasSuffix(suffix) ? String(word.dropLast(suffix.count)) + replacement : nil
  }

  /// Orders alphabetically by name.
  public static func < (lhs: LandmarkKind, rhs: LandmarkKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
