import LandmarksModels

/// Turns what import files say a place is into kind names: the core vocabulary where it fits
/// (`LandmarkKind`'s names), otherwise a folded kebab-case word that is kept as it is.
package enum KindMapping {
  /// `text` as a kind name: "Mountains" is `mountain`, "Ski Resort" is `ski-resort`; `nil` when empty.
  package static func normalize(_ text: String) -> String? {
    // Exports and most files already use the vocabulary's spelling: skip the folding.
    if LandmarkKind(rawValue: text).isKnown { return text }
    if let known = LandmarkKind(parsing: text) { return known.rawValue }
    let words = TextFolding.words(text)
    guard !words.isEmpty else { return nil }
    let kind = words.joined(separator: "-")
    // A kind is a short label; a paragraph in a kinds column is not one.
    return kind.count <= 40 ? kind : nil
  }

  /// The distinct kinds in a list such as "lake; volcano, Mountains|ski resort", in order.
  package static func kinds<S: Sequence>(_ texts: S) -> [String] where S.Element == String {
    var seen: Set<String> = []
    var result: [String] = []
    for text in texts {
      for part in text.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "|" }) {
        if let kind = normalize(String(part)), seen.insert(kind).inserted { result.append(kind) }
      }
    }
    return result
  }

  /// The kinds of a GeoNames feature class and code, such as `T` and `MT` (a mountain).
  package static func kinds(featureClass: String?, featureCode: String?) -> [String] {
    guard let featureClass, let featureCode else { return [] }
    if let kinds = geoNamesCodes["\(featureClass).\(featureCode)"] { return kinds }
    // Codes come in families: LK, LKS, LKN, LKO… are all lakes; PPLA2, PPLA3… are all towns.
    for family in geoNamesPrefixes where featureClass == family.featureClass && featureCode.hasPrefix(family.code) {
      return family.kinds
    }
    return []
  }

  /// The kinds that common OpenStreetMap tags such as `natural=peak` or `tourism=museum` describe.
  package static func kinds(osmTags tags: [String: String]) -> [String] {
    var result: [String] = []
    for key in osmKeys {
      guard let value = tags[key] else { continue }
      if let kinds = osmTags["\(key)=\(value)"] {
        result += kinds
      } else if key == "amenity", value == "place_of_worship" {
        result.append(worshipKind(religion: tags["religion"]))
      } else if let kinds = osmTags["\(key)=*"], value != "no" {
        result += kinds
      }
    }
    return kinds(result)
  }

  private static func worshipKind(religion: String?) -> String {
    switch religion {
    case "christian": "church"
    case "muslim": "mosque"
    default: "temple"
    }
  }

  /// The tag keys that `kinds(osmTags:)` reads, so callers can pass only those.
  static let osmTagKeys = osmKeys + ["religion"]

  /// The tag keys looked at, in the order their kinds are listed.
  private static let osmKeys = [
    "natural", "waterway", "water", "historic", "tourism", "amenity", "building", "man_made", "leisure", "boundary",
    "place",
  ]

  private static let osmTags: [String: [String]] = [
    "natural=peak": ["mountain"], "natural=volcano": ["volcano"], "natural=glacier": ["glacier"],
    "natural=cave_entrance": ["cave"], "natural=cliff": ["cliff"], "natural=beach": ["beach"],
    "natural=bay": ["bay"], "natural=fjord": ["fjord"], "natural=coastline": ["coast"], "natural=cape": ["coast"],
    "natural=wetland": ["wetland"], "natural=wood": ["forest"], "natural=grassland": ["grassland"],
    "natural=desert": ["desert"], "natural=dune": ["dunes"], "natural=sand": ["dunes"], "natural=reef": ["reef"],
    "natural=arch": ["rock-formation"], "natural=rock": ["rock-formation"], "natural=stone": ["rock-formation"],
    "natural=hot_spring": ["geothermal"], "natural=geyser": ["geothermal"], "natural=spring": ["spring"],
    "natural=valley": ["valley"], "natural=gorge": ["canyon"], "natural=canyon": ["canyon"],
    "natural=island": ["island"], "natural=islet": ["island"], "natural=water": ["lake"],
    "natural=saltpan": ["salt-flat"], "natural=ridge": ["mountain"], "natural=hill": ["hill"],
    "water=lake": ["lake"], "water=reservoir": ["lake"], "water=river": ["river"],
    "waterway=waterfall": ["waterfall"], "waterway=river": ["river"], "waterway=canal": ["canal"],
    "historic=castle": ["castle"], "historic=fort": ["fortress"], "historic=monument": ["monument"],
    "historic=memorial": ["monument"], "historic=ruins": ["ruins"],
    "historic=archaeological_site": ["archaeological-site"],
    "historic=tomb": ["tomb"], "historic=city_gate": ["wall"], "historic=citywalls": ["wall"],
    "historic=tower": ["tower"], "historic=church": ["church"], "historic=monastery": ["monastery"],
    "historic=palace": ["palace"], "historic=lighthouse": ["lighthouse"], "historic=wayside_shrine": ["temple"],
    "historic=*": ["historic-site"],
    "tourism=museum": ["museum"], "tourism=gallery": ["museum"], "tourism=viewpoint": ["viewpoint"],
    "tourism=zoo": ["wildlife"], "tourism=artwork": ["monument"], "tourism=theme_park": ["theme-park"],
    "tourism=attraction": ["attraction"],
    "building=church": ["church"], "building=cathedral": ["church"], "building=chapel": ["church"],
    "building=mosque": ["mosque"], "building=temple": ["temple"], "building=shrine": ["temple"],
    "building=monastery": ["monastery"], "building=palace": ["palace"], "building=castle": ["castle"],
    "building=tower": ["tower"], "building=bridge": ["bridge"],
    "man_made=lighthouse": ["lighthouse"], "man_made=tower": ["tower"], "man_made=bridge": ["bridge"],
    "man_made=dam": ["dam"], "man_made=observatory": ["observatory"],
    "leisure=park": ["park"], "leisure=garden": ["garden"], "leisure=nature_reserve": ["nature-reserve"],
    "boundary=national_park": ["national-park"], "boundary=protected_area": ["nature-reserve"],
    "place=city": ["city"], "place=town": ["town"], "place=village": ["village"], "place=island": ["island"],
    "place=islet": ["island"], "place=archipelago": ["island"],
  ]

  private static let geoNamesPrefixes: [(featureClass: String, code: String, kinds: [String])] = [
    ("H", "LK", ["lake"]), ("H", "STM", ["river"]), ("H", "GLCR", ["glacier"]), ("H", "FJD", ["fjord"]),
    ("H", "BAY", ["bay"]), ("H", "CNL", ["canal"]), ("H", "RF", ["reef"]), ("H", "FLLS", ["waterfall"]),
    ("T", "MT", ["mountain"]), ("T", "PK", ["mountain"]), ("T", "ISL", ["island"]), ("T", "BCH", ["beach"]),
    ("T", "HLL", ["hill"]), ("T", "VAL", ["valley"]), ("T", "CLF", ["cliff"]), ("T", "DSRT", ["desert"]),
    ("T", "RK", ["rock-formation"]), ("T", "CAVE", ["cave"]), ("T", "CNYN", ["canyon"]), ("T", "DUNE", ["dunes"]),
    ("P", "PPLA", ["city"]), ("P", "PPL", ["town"]), ("S", "PYR", ["monument", "tomb"]),
    ("V", "FRST", ["forest"]), ("A", "PCL", ["country"]), ("A", "ADM", ["region"]),
  ]

  private static let geoNamesCodes: [String: [String]] = [
    // Hydrographic
    "H.RSV": ["lake"], "H.PND": ["lake"], "H.LGN": ["lake"], "H.CRKT": ["river"], "H.GYSR": ["geothermal"],
    "H.SPNT": ["geothermal"], "H.SPNS": ["spring"], "H.SPNG": ["spring"], "H.MRSH": ["wetland"],
    "H.SWMP": ["wetland"], "H.BOG": ["wetland"], "H.WTLD": ["wetland"], "H.SBKH": ["salt-flat"],
    "H.SALT": ["salt-flat"], "H.COVE": ["bay"], "H.GULF": ["bay"], "H.CRNT": ["river"],
    // Terrain
    "T.VLC": ["volcano"], "T.CRTR": ["volcano"], "T.GRGE": ["canyon"], "T.ATOL": ["island", "reef"],
    "T.PAN": ["salt-flat"], "T.PLN": ["grassland"], "T.CAPE": ["coast"], "T.PT": ["coast"],
    "T.MESA": ["rock-formation"],
    "T.BUTE": ["rock-formation"], "T.ARCH": ["rock-formation"], "T.PASS": ["mountain-pass"],
    "T.PLAT": ["plateau"], "T.CRQ": ["mountain"], "T.SAND": ["dunes"], "T.ERG": ["dunes", "desert"],
    // Spots and buildings
    "S.CSTL": ["castle"], "S.FT": ["fortress"], "S.TMPL": ["temple"], "S.SHRN": ["temple"], "S.PGDA": ["temple"],
    "S.CH": ["church"], "S.CTRR": ["temple"], "S.MSQE": ["mosque"], "S.MSTY": ["monastery"], "S.CVNT": ["monastery"],
    "S.PAL": ["palace"], "S.TWR": ["tower"], "S.BDG": ["bridge"], "S.MNMT": ["monument"], "S.RUIN": ["ruins"],
    "S.ANS": ["archaeological-site", "ruins"], "S.TMB": ["tomb"], "S.GRVE": ["tomb"], "S.LTHSE": ["lighthouse"],
    "S.GDN": ["garden"], "S.MUS": ["museum"], "S.ZOO": ["wildlife"], "S.OBPT": ["viewpoint"],
    "S.OBS": ["observatory"], "S.WALL": ["wall"], "S.WALLA": ["wall", "ruins"], "S.STNR": ["research-station"],
    "S.HSTS": ["historic-site"], "S.AMTH": ["ruins"], "S.DAM": ["dam"], "S.CAVE": ["cave"], "S.SQR": ["square"],
    // Parks, populated places, vegetation
    "L.PRK": ["park"], "L.RESN": ["nature-reserve"], "L.RESF": ["forest"], "L.RESW": ["wildlife"],
    "L.RES": ["nature-reserve"], "P.PPLC": ["capital", "city"], "P.PPLG": ["city"], "P.PPLH": ["ruins"],
    "P.PPLQ": ["ruins"], "P.PPLW": ["ruins"], "V.GRSLD": ["grassland"], "V.TUND": ["grassland"],
  ]
}
