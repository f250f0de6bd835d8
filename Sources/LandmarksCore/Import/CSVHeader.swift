/// Which column of a CSV file holds what, from its header row's common spellings.
struct CSVHeader: Sendable, Hashable {
  /// The fields this tool reads.
  enum Field: String, CaseIterable, Sendable {
    case name, latitude, longitude, id, source, continent, country, location, description, kinds, alternateNames
    case population
  }

  /// The header spellings of each field, folded (lowercase, without spaces, `_` or `-`).
  private static let aliases: [String: Field] = [
    "name": .name, "title": .name, "placename": .name,
    "latitude": .latitude, "lat": .latitude, "y": .latitude,
    "longitude": .longitude, "lon": .longitude, "lng": .longitude, "long": .longitude, "x": .longitude,
    "id": .id, "identifier": .id, "source": .source,
    "continent": .continent,
    "country": .country, "countrycode": .country, "cc": .country, "iso2": .country, "iso3166": .country,
    "location": .location, "address": .location,
    "description": .description, "desc": .description, "notes": .description,
    "kinds": .kinds, "kind": .kinds, "category": .kinds, "categories": .kinds,
    "alternatenames": .alternateNames, "altnames": .alternateNames, "aliases": .alternateNames,
    "population": .population, "pop": .population,
  ]

  /// The column index of each field found.
  let columns: [Field: Int]
  /// The header's column names, for messages.
  let names: [String]

  /// Maps `names`; the first column with a field's spelling wins.
  init(_ names: [String]) {
    var columns: [Field: Int] = [:]
    for (index, name) in names.enumerated() {
      let key = TextFolding.fold(name).filter { $0 != " " }
      if let field = Self.aliases[key], columns[field] == nil { columns[field] = index }
    }
    self.columns = columns
    self.names = names
  }

  /// The required fields the header lacks.
  var missing: [Field] {
    [Field.name, .latitude, .longitude].filter { columns[$0] == nil }
  }

  /// The value of `field` in `record`, trimmed; `nil` when absent or blank.
  func value(_ field: Field, in record: [String]) -> String? {
    guard let index = columns[field], index < record.count else { return nil }
    return PlaceValidation.trimmed(record[index])
  }
}
