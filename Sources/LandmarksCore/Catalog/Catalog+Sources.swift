import Foundation
import LandmarksIndex
import LandmarksModels

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

  /// How many records a pass reads from a source between handing its pages back (see
  /// `CatalogIndex.releaseResidentPages`): a few megabytes of the file, whatever its size.
  static let recordsBetweenReleases = 1 << 15

  /// Calls `body` with each landmark passing `filter`, in display order, without holding them all:
  /// what `export` and `list` of a large catalog stream from.
  public func forEachLandmark(matching filter: LandmarkFilter, _ body: (Landmark) throws -> Void) throws {
    try merge(try landmarkStreams(matching: filter), filter: RecordFilter(filter), limit: nil, body)
  }

  /// The landmarks on `continent` at `range` of its display order — the order `forEachLandmark`
  /// gives — without reading the positions before them: what a row of a million cards shows when
  /// it is entered at its end.
  ///
  /// Each catalog's run of the continent is sorted by the display key, so the first position of
  /// the range splits every run in two; the split is found by binary search on the keys, and only
  /// `range.count` landmarks are decoded.
  public func landmarks(on continent: Continent, in range: Range<Int>) throws -> [Landmark] {
    let streams = try landmarkStreams(matching: LandmarkFilter(continents: [continent]))
    guard !range.isEmpty else { return [] }
    let starts = try reporting { try Self.split(streams, before: range.lowerBound) }
    let resumed = zip(streams, starts).map { stream, start in
      LandmarkStream(
        index: stream.index,
        runs: stream.runs.map {
          LandmarkStream.Run(continent: $0.continent, order: $0.order, positions: start..<$0.positions.upperBound)
        },
        passesEveryPosition: true)
    }
    var result: [Landmark] = []
    result.reserveCapacity(range.count)
    try merge(resumed, filter: RecordFilter(LandmarkFilter()), limit: range.count) { result.append($0) }
    return result
  }

  /// Where each stream's single run is cut so that exactly `target` positions of all runs, the
  /// first in display order, come before the cuts.
  ///
  /// The merge breaks a tie between equal keys in favour of the earlier stream, so the order is
  /// the key, then the stream. Each step takes the middle of the widest remaining range as a pivot
  /// and counts by binary search how many positions of every run precede it: the cuts lie on the
  /// pivot's side that `target` asks for, and the widest range halves.
  static func split(_ streams: [LandmarkStream], before target: Int) throws -> [Int] {
    let runs = streams.map { $0.runs.first?.positions ?? 0..<0 }
    var low = runs.map(\.lowerBound)
    var high = runs.map(\.upperBound)
    func key(_ stream: Int, _ position: Int) throws -> LandmarkStream.Key {
      let index = streams[stream].index
      return LandmarkStream.Key(
        order: 0, name: try index.foldedNameBytes(at: position), id: try index.id(at: position))
    }
    while let widest = low.indices.max(by: { high[$0] - low[$0] < high[$1] - low[$1] }),
      high[widest] > low[widest]
    {
      let middle = (low[widest] + high[widest]) / 2
      let pivot = try key(widest, middle)
      var cuts = low
      for stream in runs.indices {
        if stream == widest {
          cuts[stream] = middle
          continue
        }
        // The first position in [low, high) that does not come before the pivot.
        var lower = low[stream]
        var upper = high[stream]
        while lower < upper {
          let probe = (lower + upper) / 2
          let probed = try key(stream, probe)
          let before = probed.precedes(pivot) || (stream < widest && !pivot.precedes(probed))
          if before { lower = probe + 1 } else { upper = probe }
        }
        cuts[stream] = lower
      }
      let preceding = zip(cuts, runs).reduce(0) { $0 + $1.0 - $1.1.lowerBound }
      if preceding == target { return cuts }
      if preceding < target {
        low = cuts
        low[widest] = middle + 1
      } else {
        high = cuts
      }
    }
    return low
  }

  /// Calls `body` with the landmarks of `streams` that pass `filter`, merged into display order,
  /// stopping after `limit` of them when one is given.
  ///
  /// Heads are compared by their folded names' bytes in place, and a record is decoded only once it
  /// has passed the filter on its own fields. Memory stays flat: the pages of a source already read
  /// are handed back as the pass goes.
  private func merge(
    _ streams: [LandmarkStream], filter records: RecordFilter, limit: Int?, _ body: (Landmark) throws -> Void
  ) throws {
    var streams = streams
    var remaining = limit ?? Int.max
    var untilRelease = Self.recordsBetweenReleases
    /// Counts one record read from `index`; hands pages back now and then.
    func counted(_ index: CatalogIndex) {
      untilRelease -= 1
      if untilRelease == 0 {
        untilRelease = Self.recordsBetweenReleases
        index.releaseResidentPages()
      }
    }
    /// The head's landmark if it passes the filter, read on the stream's own fields first.
    func passingHead(of stream: LandmarkStream) throws -> Landmark? {
      let index = stream.index
      defer { counted(index) }
      guard try stream.passesEveryPosition || records.passes(index, at: stream.position) else { return nil }
      return try reporting { try index.landmark(at: stream.position) }
    }
    defer {
      for stream in streams { stream.index.releaseResidentPages() }
    }
    guard remaining > 0 else { return }
    // One catalog alone is already in display order: nothing to compare.
    if streams.count == 1 {
      var stream = streams[0]
      while stream.head != nil {
        if let landmark = try reporting({ try passingHead(of: stream) }) {
          try body(landmark)
          remaining -= 1
          if remaining == 0 { return }
        }
        stream.advance()
      }
      return
    }
    func key(_ stream: LandmarkStream) throws -> LandmarkStream.Key? {
      guard let run = stream.head else { return nil }
      return LandmarkStream.Key(
        order: run.order, name: try stream.index.foldedNameBytes(at: stream.position),
        id: try stream.index.id(at: stream.position))
    }
    var heads = try reporting { try streams.map(key) }
    while true {
      var best: Int?
      for (stream, head) in heads.enumerated() {
        guard let head else { continue }
        if let current = best, let currentHead = heads[current], !head.precedes(currentHead) { continue }
        best = stream
      }
      guard let chosen = best else { return }
      if let landmark = try reporting({ try passingHead(of: streams[chosen]) }) {
        try body(landmark)
        remaining -= 1
        if remaining == 0 { return }
      }
      streams[chosen].advance()
      heads[chosen] = try reporting { try key(streams[chosen]) }
    }
  }

  /// How many landmarks pass `filter` on each continent, in display order, continents with none left
  /// out: the counts `list` heads its sections with before streaming them.
  ///
  /// With only continents and sources asked for, each count is the length of a run of an index,
  /// found by binary search; other criteria read just the record fields they test (the id, the
  /// country, the kinds), never a whole landmark.
  public func sectionCounts(matching filter: LandmarkFilter) throws -> [(continent: Continent, count: Int)] {
    let records = RecordFilter(filter)
    var counts = Array(repeating: 0, count: Continent.allCases.count)
    try reporting {
      for stream in try landmarkStreams(matching: filter) {
        let index = stream.index
        for run in stream.runs {
          if stream.passesEveryPosition {
            counts[run.order] += run.positions.count
            continue
          }
          for position in run.positions {
            if try records.passes(index, at: position) { counts[run.order] += 1 }
            if position % Self.recordsBetweenReleases == 0 { index.releaseResidentPages() }
          }
        }
        if !stream.passesEveryPosition { index.releaseResidentPages() }
      }
    }
    return zip(Continent.allCases, counts).compactMap { $1 > 0 ? ($0, $1) : nil }
  }

  /// The largest id among the catalogs `filter` reads from, or `nil` when they hold none: how wide
  /// a column of their ids can get, read from the indexes' id tables.
  public func largestID(matching filter: LandmarkFilter) throws -> Int? {
    try reporting {
      var largest: Int?
      for stream in try landmarkStreams(matching: filter) {
        if let found = try stream.index.largestID() { largest = max(largest ?? found, found) }
      }
      return largest
    }
  }

  /// The catalogs `filter` reads from, each limited to the runs of positions it can pass: the
  /// built-in catalog first, then the sources in the registry's order.
  func landmarkStreams(matching filter: LandmarkFilter) throws -> [LandmarkStream] {
    let wanted = Continent.allCases.enumerated().filter { filter.continents.isEmpty || filter.continents.contains($1) }
    // A continent's place in the sample's order, read from `allCases`: a dictionary's type would
    // cost a conformance lookup at run time for seven entries.
    func order(_ continent: Continent) -> Int { Continent.allCases.firstIndex(of: continent) ?? 0 }
    let records = RecordFilter(filter)
    var streams: [LandmarkStream] = []
    try reporting {
      for source in allSources where filter.sources.isEmpty || filter.sources.contains(source.name) {
        let index = source.index
        var runs: [LandmarkStream.Run] = []
        if let ids = filter.ids, ids.count <= index.count / 16 {
          // A few ids (favorites, a collection) are looked up rather than scanned for.
          for position in try ids.compactMap({ try index.position(ofID: $0) }).sorted() {
            let continent = try index.continent(at: position)
            guard filter.continents.isEmpty || filter.continents.contains(continent) else { continue }
            runs.append(
              LandmarkStream.Run(continent: continent, order: order(continent), positions: position..<position + 1))
          }
        } else {
          for (place, continent) in wanted {
            runs.append(
              LandmarkStream.Run(continent: continent, order: place, positions: try index.positions(on: continent)))
          }
        }
        streams.append(LandmarkStream(index: index, runs: runs, passesEveryPosition: records.keepsEverything))
      }
    }
    return streams
  }

  /// The landmarks with a name in which `text` starts a word, each once, built-in first, each with
  /// the first of its names that does.
  func wordPrefixMatches(of text: String) throws -> [(landmark: Landmark, name: String)] {
    let folded = TextFolding.fold(text)
    // Plain word starts are read from the folded names; only a miss among the built-in landmarks
    // asks their search index, which alone knows abbreviated spellings such as "mt fuji".
    var builtIn = try wordPrefixMatches(ofFolded: folded, in: builtInSource)
    if builtIn.isEmpty { builtIn = try reporting { try searchIndex().wordPrefixMatches(of: text) } }
    guard !sources.isEmpty, !folded.isEmpty else { return builtIn }
    let candidates = try reporting {
      var candidates: [Landmark] = []
      for source in sources {
        for position in try source.index.positions(withWordPrefix: folded, limit: Self.candidateLimit) {
          candidates.append(try source.landmark(at: position))
        }
      }
      return candidates
    }
    return try builtIn + SearchIndex(Self.folded(candidates), countries: countries).wordPrefixMatches(of: text)
  }

  /// The landmarks of `source` with a name in which `folded` starts a word, each with the first
  /// such name, read from the names folded when the index was written.
  private func wordPrefixMatches(ofFolded folded: String, in source: CatalogSource) throws -> [(
    landmark: Landmark, name: String
  )] {
    guard !folded.isEmpty else { return [] }
    return try reporting {
      try source.index.positions(withWordPrefix: folded).compactMap { position in
        let landmark = try source.landmark(at: position)
        let originals = [landmark.name] + landmark.alternateNames
        for (original, name) in zip(originals, try source.index.foldedNames(at: position))
        where name.hasPrefix(folded) || name.contains(" " + folded) {
          return (landmark, original)
        }
        return nil
      }
    }
  }

  /// The search indexes over the built-in landmarks and over each source's candidates for
  /// `query`, which `SearchIndex.search(_:in:limit:)` ranks together.
  ///
  /// A candidate is read once, whichever lookups find it, in display order (see
  /// `CatalogIndex.searchRecords(at:)`); a landmark an earlier source holds is left out. Only the
  /// fields a search matches and ranks by are read, with its names as the index folded them; its
  /// landmark is decoded only when it is returned.
  func searchParts(candidatesFor query: String) throws -> [SearchIndex] {
    let folded = TextFolding.fold(query)
    guard !folded.isEmpty else { return [try searchIndex()] }
    var parts = [try searchIndex(for: folded)]
    var seen = Set<Int>()
    let filter = SearchLetterFilter(folded: folded)
    let words = folded.split(separator: " ").map(String.init)
    try reporting {
      for (number, source) in sources.enumerated() {
        let index = source.index
        var taken: [Int] = []
        func take(_ positions: [Int]) {
          taken += positions
        }
        take(try index.positions(named: folded, prefix: true, limit: Self.candidateLimit))
        take(try index.positions(withWordPrefix: folded, limit: Self.candidateLimit))
        // A typo in one word of several: names with another of the query's words as typed.
        for word in words where words.count > 1 && word.count >= 2 {
          take(try index.positions(withWordPrefix: word, limit: Self.typoCandidateLimit))
        }
        // Typos: words that share the query word's first letters (three for longer words).
        for word in words where word.count >= 3 {
          let stem = String(word.prefix(word.count >= 6 ? 3 : 2))
          take(try index.positions(withWordPrefix: stem, limit: Self.typoCandidateLimit))
        }
        let records = try index.searchRecords(at: CatalogIndex.uniqueSorted(taken))
        // An index holds each id once: only the ids of earlier sources are looked for, and only
        // a source that has later ones keeps its own.
        let isLast = number == sources.count - 1
        parts.append(
          try SearchIndex(records: records, countries: countries, filter: filter) { id in
            if isLast { return seen.isEmpty || !seen.contains(id) }
            return seen.insert(id).inserted
          })
      }
    }
    return parts
  }

  /// Landmarks with their names folded, as `SearchIndex` takes them.
  static func folded(_ landmarks: [Landmark]) -> [(landmark: Landmark, names: [String])] {
    landmarks.map { ($0, ([$0.name] + $0.alternateNames).map(TextFolding.fold)) }
  }
}
