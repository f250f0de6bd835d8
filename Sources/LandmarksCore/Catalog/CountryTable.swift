import Foundation
import LandmarksModels

/// Looks countries up by alpha-2 code, alpha-3 code, name, or a common non-ISO alias.
public struct CountryTable: Sendable {
  /// Codes people type that ISO 3166 only reserves: the United Kingdom's UK and the EU's EL for
  /// Greece. Neither is any country's alpha-2 code, so reading them as the country is safe.
  public static let aliases: [String: String] = ["UK": "GB", "EL": "GR"]

  /// Every country, in alpha-2 order.
  public var countries: [Country] { rows.countries }

  /// The countries and their folded names, sorted by alpha-2 code.
  private struct Rows: Sendable {
    var countries: [Country] = []
    var foldedNames: [String] = []
  }

  /// Where the rows come from: given, or the table the build compiled, read on first use so a
  /// command that names no country (`list`, `map`, `badges`) never parses 250 lines.
  private enum Origin: Sendable {
    case given(Rows)
    case compiled(String)
  }

  private let origin: Origin
  private let compiledRows = CatalogCache<Rows>()

  private var rows: Rows {
    switch origin {
    case .given(let rows): rows
    case .compiled(let text): compiledRows.value { Self.rows(ofCompiled: text) }
    }
  }
  /// Codes, names and aliases to countries, built on the first lookup that is not a plain code:
  /// showing one landmark asks for one alpha-2 code and should not pay for 750 keys.
  private let keys = CatalogCache<Keys>()

  /// The keys' table, in a struct of its own: the cache's type then names no dictionary, whose
  /// generic type would cost a conformance lookup when every run builds the country table.
  private struct Keys: Sendable {
    let table: [String: Country]
  }

  /// Builds the table from a list of countries.
  public init(countries: [Country]) {
    self.init(countries: countries, foldedNames: countries.map { TextFolding.fold($0.name) })
  }

  /// Builds the table from countries whose names are already folded (`foldedNames[i]` for
  /// `countries[i]`), as the build leaves them.
  init(countries: [Country], foldedNames: [String]) {
    let sorted = zip(countries, foldedNames).sorted { $0.0.alpha2 < $1.0.alpha2 }
    origin = .given(Rows(countries: sorted.map(\.0), foldedNames: sorted.map(\.1)))
  }

  /// The table of the build's tab-separated lines (see `builtIn()`), parsed on first use.
  private init(compiled text: String) {
    origin = .compiled(text)
  }

  /// The country with this alpha-2 or alpha-3 code, name or alias, in any case.
  public func country(_ text: String) -> Country? {
    // The common case, a stored code such as "JP", is a binary search with no keys to build.
    if text.utf8.count == 2, text.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) {
      // A command that asks once reads one line of the build's table; once the rows are parsed
      // (a search asks for the country of every landmark it ranks), they serve.
      if case .compiled(let table) = origin, compiledRows.existing == nil {
        if let row = Self.compiledRow(alpha2: text, in: table) { return row.country }
      } else {
        let rows = rows
        if let position = Self.position(ofAlpha2: text, in: rows.countries) { return rows.countries[position] }
      }
    }
    let table = keys.value { Keys(table: makeKeys()) }.table
    return table[text.lowercased()] ?? table[TextFolding.fold(text)]
  }

  /// The country with this code, as `country(_:)` finds it, with its folded name as
  /// `foldedName(alpha2:)` gives it: one line of the build's table read for a stored code until
  /// the rows are parsed, so a search of a few candidates parses only their countries.
  func countryAndFoldedName(_ code: String) -> (country: Country, folded: String?)? {
    if case .compiled(let table) = origin, compiledRows.existing == nil, code.utf8.count == 2,
      code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }),
      let row = Self.compiledRow(alpha2: code, in: table)
    {
      return (row.country, row.folded)
    }
    guard let country = country(code) else { return nil }
    return (country, foldedName(alpha2: country.alpha2))
  }

  /// The folded name of the country with this alpha-2 code, as the table keeps it, so a search
  /// does not fold the same country name once for every landmark in it.
  func foldedName(alpha2: String) -> String? {
    // A search asks this for every landmark it ranks: the rows, parsed once, serve them all.
    let rows = rows
    return Self.position(ofAlpha2: alpha2, in: rows.countries).map { rows.foldedNames[$0] }
  }

  /// Where the country with this alpha-2 code sits in `countries`: a binary search, as they are
  /// sorted by it.
  private static func position(ofAlpha2 code: String, in countries: [Country]) -> Int? {
    var low = 0
    var high = countries.count
    while low < high {
      let middle = (low + high) / 2
      let candidate = countries[middle].alpha2
      if candidate == code { return middle }
      if candidate < code { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  private func makeKeys() -> [String: Country] {
    var keys: [String: Country] = [:]
    keys.reserveCapacity(countries.count * 3 + Self.aliases.count)
    let rows = rows
    for (country, folded) in zip(rows.countries, rows.foldedNames) {
      keys[country.alpha2.lowercased()] = country
      keys[country.alpha3.lowercased()] = country
      if keys[folded] == nil { keys[folded] = country }
    }
    for (alias, alpha2) in Self.aliases where keys[alias.lowercased()] == nil {
      keys[alias.lowercased()] = keys[alpha2.lowercased()]
    }
    return keys
  }

  /// Up to `limit` countries close to a mistyped `text`, nearest first, each with the spelling that
  /// matched: a code for code-like text (`JPA` → `JPN`), else a name (`Icelnd` → `Iceland`).
  public func nearest(to text: String, limit: Int = 3) -> [(country: Country, spelling: String)] {
    let key = text.trimmingBlanks()
    var spellings: [String: Country] = [:]
    // A two- or three-letter text is a code; near codes of another length are noise.
    if key.count <= 3 {
      for country in countries { spellings[key.count == 2 ? country.alpha2 : country.alpha3] = country }
    }
    // Names are matched even for short text, so `ice` still finds Iceland by its start.
    for country in countries where spellings[country.name] == nil { spellings[country.name] = country }
    return NearestNames.nearest(to: key, among: Array(spellings.keys), limit: limit).compactMap { spelling in
      spellings[spelling].map { ($0, spelling) }
    }
  }

  /// The country table compiled into the binary from `Resources/countries.json`, which the build
  /// turned into tab-separated lines with the names already folded; parsed on first use.
  public static func builtIn() throws -> CountryTable {
    CountryTable(compiled: embeddedCountryTable)
  }

  /// The row of the build's lines (sorted by alpha-2 code) for the code `alpha2`, with its folded
  /// name: a binary search over the lines, reading only the one it finds, so showing a landmark
  /// parses one country.
  private static func compiledRow(alpha2: String, in table: String) -> (country: Country, folded: String)? {
    var table = table
    let code = Array(alpha2.utf8)
    return table.withUTF8 { bytes -> (country: Country, folded: String)? in
      // `low` and `high` are always the starts of lines (or the end); the search ends on the
      // line that holds the code, or when no line is left between them.
      var low = 0
      var high = bytes.count
      while low < high {
        var start = (low + high) / 2
        while start > low, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        let key = bytes[start..<min(start + code.count, end)]
        if key.elementsEqual(code), start + code.count < end, bytes[start + code.count] == 0x09 {
          return row(of: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        if key.lexicographicallyPrecedes(code) { low = end + 1 } else { high = start }
      }
      return nil
    }
  }

  /// The country of one of the build's lines, with its folded name; nil when it is malformed.
  private static func row(of line: UnsafeBufferPointer<UInt8>) -> (country: Country, folded: String)? {
    // Cut at the tabs by hand: a search reads the rows of dozens of countries, and a split would
    // make an array of the fields and another of their strings for each.
    var fields = ("", "", "", "", "")
    var count = 0
    var start = 0
    for offset in 0...line.count where offset == line.count || line[offset] == 0x09 {
      let field = String(decoding: UnsafeBufferPointer(rebasing: line[start..<offset]), as: UTF8.self)
      switch count {
      case 0: fields.0 = field
      case 1: fields.1 = field
      case 2: fields.2 = field
      case 3: fields.3 = field
      case 4: fields.4 = field
      default: return nil
      }
      count += 1
      start = offset + 1
    }
    guard count == 5, let continent = Continent(code: fields.3) else { return nil }
    return (Country(alpha2: fields.0, alpha3: fields.1, name: fields.2, continent: continent), fields.4)
  }

  /// The rows of the build's lines — alpha-2, alpha-3, name, continent code, folded name — sorted
  /// by code; a malformed line is left out (a test holds the compiled table to `countries.json`).
  private static func rows(ofCompiled text: String) -> Rows {
    var rows = Rows()
    rows.countries.reserveCapacity(256)
    rows.foldedNames.reserveCapacity(256)
    var text = text
    // Fields are cut from the UTF-8 by offsets: a tab or a line break is one byte, never part of
    // another scalar, and strings made straight from bytes skip the index arithmetic of substrings.
    text.withUTF8 { bytes in
      var fields: [String] = []
      var start = 0
      for offset in 0...bytes.count {
        let byte: UInt8 = offset < bytes.count ? bytes[offset] : 0x0A
        guard byte == 0x09 || byte == 0x0A else { continue }
        fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
        start = offset + 1
        guard byte == 0x0A else { continue }
        if fields.count == 5, let continent = Continent(code: fields[3]) {
          rows.countries.append(Country(alpha2: fields[0], alpha3: fields[1], name: fields[2], continent: continent))
          rows.foldedNames.append(fields[4])
        }
        fields.removeAll(keepingCapacity: true)
      }
    }
    let sorted = zip(rows.countries, rows.foldedNames).sorted { $0.0.alpha2 < $1.0.alpha2 }
    return Rows(countries: sorted.map(\.0), foldedNames: sorted.map(\.1))
  }

}
