// Shared by the geojson, csv and geonames harnesses: reads every record of an input, then takes
// its places the way an import does (clean, place, number, name, index) and reads the index back.
@testable import LandmarksCore
@testable import LandmarksIndex
@testable import LandmarksJSON
@testable import LandmarksModels

/// Places imported places on continents; loaded once.
private let placement = (try? CountryTable.builtIn()).map(ContinentPlacement.init(countries:))

/// Chunk sizes the input is handed out in, chosen by the input's length so that every size is
/// tried and a chunk boundary falls everywhere: a reader must not care where one falls.
private let chunkSizes = [1, 2, 3, 5, 64, 4_096, 1 << 16]

/// The input as `MemoryInput` with a chunk size that depends on its length.
func fuzzInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> MemoryInput {
  MemoryInput(bytes: Array(UnsafeBufferPointer(start: start, count: count)), chunkSize: chunkSizes[count % 7])
}

/// Reads everything `reader` yields from `count` bytes and imports its places in memory.
///
/// Traps (a crash for libFuzzer) when a promise is broken: more records than bytes (a reader that
/// does not consume its input), cleaned text that could still drive a terminal, or an index built
/// from the places that does not read back.
func fuzzImport<Reader: PlaceReader>(_ reader: Reader, byteCount: Int) {
  var reader = reader
  var places: [IndexedPlace] = []
  var slugs = SlugAssigner(taken: [])
  var ids = Set<Int>()
  var report = ImportReport()
  var records = 0
  while true {
    let record: ImportRecord?
    do {
      record = try reader.next()
    } catch {
      _ = (error as? ImportError)?.errorDescription
      break
    }
    guard let record else { break }
    records += 1
    precondition(records <= byteCount + 1, "more records than bytes: the reader does not consume its input")
    switch record {
    case .problem(let problem):
      report.recordProblem(problem)
      _ = problem.description
    case .withoutPoint(let location, let geometry):
      report.recordWithoutPoint()
      _ = location.description + geometry
    case .place(let raw, let location):
      _ = location.description
      let (place, cleaned) = TextCleaning.place(raw)
      report.recordPlace(cleaned: cleaned)
      for text in [place.name, place.location ?? "", place.country ?? "", place.description ?? ""]
        + place.alternateNames + place.kinds
      {
        precondition(isInert(text), "cleaned text still holds a control, escape or bidi character")
      }
      guard PlaceValidation.problem(place) == nil, let placement,
        let placed = placement.place(place, fallback: .europe)
      else { continue }
      let id = place.exported?.id ?? LandmarkIdentity.id(source: "fuzz", place: place)
      guard ids.insert(id).inserted else { continue }
      let slug = slugs.assign(name: place.name, country: placed.country, id: id)
      let landmark = Landmark(
        id: id, slug: slug, name: place.name, alternateNames: place.alternateNames, continent: placed.continent,
        country: placed.country ?? "", location: place.location ?? "", latitude: place.latitude,
        longitude: place.longitude, kinds: place.kinds.compactMap(LandmarkKind.init(rawValue:)),
        description: place.description ?? "")
      places.append(
        IndexedPlace(landmark: landmark, kindNames: place.kinds, source: "fuzz", importance: place.importance ?? 0))
    }
  }
  guard !places.isEmpty else { return }
  let index: CatalogIndex
  do {
    index = try CatalogIndex(bytes: try IndexWriter.bytes(for: places), name: "fuzz")
  } catch {
    preconditionFailure("an index of valid places does not build or open: \(error)")
  }
  precondition(index.count == places.count, "the index lost places")
  for position in 0..<index.count {
    guard let read = try? index.place(at: position) else { preconditionFailure("record \(position) does not read") }
    precondition((try? index.position(ofID: read.landmark.id)) == position, "an id does not find its place")
    precondition((try? index.position(ofSlug: read.landmark.slug)) == position, "a slug does not find its place")
    if let folded = try? index.foldedName(at: position), !folded.isEmpty {
      precondition((try? index.positions(named: folded))?.contains(position) == true, "a name does not find its place")
    }
  }
}

/// True when `text` holds nothing that moves a cursor, starts an escape sequence or reorders text.
private func isInert(_ text: String) -> Bool {
  text.unicodeScalars.allSatisfy { scalar in
    switch scalar.value {
    case 0x0A: true  // descriptions keep line breaks; names have them turned into spaces
    case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: false
    default: true
    }
  }
}
