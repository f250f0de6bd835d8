import Foundation

extension Catalog {
  /// How many index entries one lookup of a search or a word prefix reads from each source: enough
  /// for every real query, bounded so a one-letter query on a million landmarks stays instant.
  static let candidateLimit = 2_000
  /// How many entries sharing a query word's first letters are read per word, for typos: fewer, as
  /// these are guesses ranked below every certain hit.
  static let typoCandidateLimit = 500

  /// The landmarks passing `filter` from the built-in catalog and every source, merged into display
  /// order (continent, folded name as bytes, id). A continent filter reads only that continent's run
  /// of each index.
  func mergedLandmarks(matching filter: LandmarkFilter) throws -> [Landmark] {
    var result: [Landmark] = []
    try forEachLandmark(matching: filter) { result.append($0) }
    return result
  }

  /// Calls `body` with each landmark passing `filter`, in display order, without holding them all:
  /// what `export` and `list` of a large catalog stream from.
  public func forEachLandmark(matching filter: LandmarkFilter, _ body: (Landmark) throws -> Void) throws {
    var streams: [MergeStream] = []
    let wantsBuiltIn = filter.sources.isEmpty || filter.sources.contains(LandmarkFilter.builtInSource)
    if wantsBuiltIn {
      streams.append(
        MergeStream(
          positions: Array(builtInLandmarks.indices).filter {
            filter.continents.isEmpty || filter.continents.contains(builtInLandmarks[$0].continent)
          },
          key: { position in
            let landmark = builtInLandmarks[position]
            return (
              Continent.allCases.firstIndex(of: landmark.continent) ?? 0, Array(builtInFoldedNames[position].utf8),
              landmark.id
            )
          },
          landmark: { builtInLandmarks[$0] }))
    }
    for source in sources where filter.sources.isEmpty || filter.sources.contains(source.name) {
      var positions: [Int] = []
      if filter.continents.isEmpty {
        positions = Array(0..<source.index.count)
      } else {
        for continent in Continent.allCases where filter.continents.contains(continent) {
          positions += Array(try source.index.positions(on: continent))
        }
      }
      let index = source.index
      streams.append(
        MergeStream(
          positions: positions,
          key: { position in
            (
              Continent.allCases.firstIndex(of: try index.continent(at: position)) ?? 0,
              Array(try index.foldedName(at: position).utf8), try index.id(at: position)
            )
          },
          landmark: { try index.place(at: $0).landmark }))
    }
    var heads: [(continent: Int, name: [UInt8], id: Int)?] = try streams.map { try $0.headKey() }
    while true {
      var best: Int?
      for (stream, head) in heads.enumerated() {
        guard let head else { continue }
        guard let current = best, let currentHead = heads[current] else {
          best = stream
          continue
        }
        if Self.precedes(head, currentHead) { best = stream }
      }
      guard let chosen = best else { return }
      let landmark = try streams[chosen].take()
      heads[chosen] = try streams[chosen].headKey()
      if filter.matches(landmark) { try body(landmark) }
    }
  }

  private static func precedes(
    _ lhs: (continent: Int, name: [UInt8], id: Int), _ rhs: (continent: Int, name: [UInt8], id: Int)
  ) -> Bool {
    if lhs.continent != rhs.continent { return lhs.continent < rhs.continent }
    if lhs.name != rhs.name { return lhs.name.lexicographicallyPrecedes(rhs.name) }
    return lhs.id < rhs.id
  }

  /// The landmarks with a name in which `text` starts a word, each once, built-in first, each with
  /// the first of its names that does.
  func wordPrefixMatches(of text: String) -> [(landmark: Landmark, name: String)] {
    // Plain word starts are read from the folded names; only a miss asks the search index, which
    // alone knows abbreviated spellings such as "mt fuji".
    var builtIn = builtInWordPrefixMatches(of: TextFolding.fold(text))
    if builtIn.isEmpty { builtIn = searchIndex.wordPrefixMatches(of: text) }
    guard !sources.isEmpty else { return builtIn }
    let folded = TextFolding.fold(text)
    guard !folded.isEmpty else { return builtIn }
    var candidates: [Landmark] = []
    for source in sources {
      for position in (try? source.index.positions(withWordPrefix: folded, limit: Self.candidateLimit)) ?? [] {
        if let landmark = try? source.landmark(at: position) { candidates.append(landmark) }
      }
    }
    return builtIn + SearchIndex(Self.folded(candidates), countries: countries).wordPrefixMatches(of: text)
  }

  /// A search index over the built-in landmarks and the sources' candidates for `query`.
  func combinedIndex(candidatesFor query: String) -> SearchIndex {
    let folded = TextFolding.fold(query)
    var seen = Set<Int>()
    var candidates: [Landmark] = []
    var importance: [Int] = []
    func take(_ source: CatalogSource, _ positions: [Int]?) {
      for position in positions ?? [] {
        guard let place = try? source.index.place(at: position), seen.insert(place.landmark.id).inserted else {
          continue
        }
        candidates.append(place.landmark)
        importance.append(place.importance)
      }
    }
    if !folded.isEmpty {
      let words = folded.split(separator: " ").map(String.init)
      for source in sources {
        take(source, try? source.index.positions(named: folded, prefix: true, limit: Self.candidateLimit))
        take(source, try? source.index.positions(withWordPrefix: folded, limit: Self.candidateLimit))
        // A typo in one word of several: names with another of the query's words as typed.
        for word in words where words.count > 1 && word.count >= 2 {
          take(source, try? source.index.positions(withWordPrefix: word, limit: Self.typoCandidateLimit))
        }
        // Typos: words that share the query word's first letters (three for longer words).
        for word in words where word.count >= 3 {
          let stem = String(word.prefix(word.count >= 6 ? 3 : 2))
          take(source, try? source.index.positions(withWordPrefix: stem, limit: Self.typoCandidateLimit))
        }
      }
    }
    return SearchIndex(combining: [
      searchIndex, SearchIndex(Self.folded(candidates), countries: countries, importance: importance),
    ])
  }

  /// Landmarks with their names folded, as `SearchIndex` takes them.
  static func folded(_ landmarks: [Landmark]) -> [(landmark: Landmark, names: [String])] {
    landmarks.map { ($0, ([$0.name] + $0.alternateNames).map(TextFolding.fold)) }
  }
}

/// One sorted run of display positions being merged: its head's key and its landmarks.
private struct MergeStream {
  let positions: [Int]
  let key: (Int) throws -> (continent: Int, name: [UInt8], id: Int)
  let landmark: (Int) throws -> Landmark
  var next = 0

  init(
    positions: [Int], key: @escaping (Int) throws -> (continent: Int, name: [UInt8], id: Int),
    landmark: @escaping (Int) throws -> Landmark
  ) {
    self.positions = positions
    self.key = key
    self.landmark = landmark
  }

  func headKey() throws -> (continent: Int, name: [UInt8], id: Int)? {
    guard next < positions.count else { return nil }
    return try key(positions[next])
  }

  mutating func take() throws -> Landmark {
    defer { next += 1 }
    return try landmark(positions[next])
  }
}
