import Foundation
import LandmarksIndex

/// Settles an import's slug requests as they come back from their sort, a group of competing names
/// at a time (see `SlugGroup`), each group in file order: a place the replaced source had keeps its
/// slug when no other landmark took it since; the rest get the plain slug, then with the country,
/// then numbered. Each request's sort tie is the order its place was added, which `matches`
/// answers by.
///
/// Everything a request needs is kept in this value and read as bytes: the million requests of an
/// import pass through `take` one by one.
struct SlugSettler {
  private let builder: IndexBuilder
  private let previous: CatalogSource?
  private let matches: ReplacementMatches
  private var taken: TakenSlugs
  /// The current group's key.
  private let groupKey = SlugBytes()
  /// The first request of the current group, kept until the group turns out to have more.
  private let first = SlugBytes()
  /// The slug the first request's place had in the replaced source, if any.
  private var firstEarlier: UInt32?
  private var groupSize = 0
  /// The encoded requests of a group of more than one, one after another (see `Request`).
  private var groupBytes: [UInt8] = []
  private var group: [Request] = []
  /// The group's requests that did not keep the replaced source's slug, by index in `group`.
  private var pending: [Int] = []
  /// Groups settled since the replaced source's mapped pages were last let go.
  private var groupsSinceRelease = 0
  /// Requests taken and not yet settled, when a source is replaced: their bytes, one after
  /// another, and where each lies (see `take`).
  private var waitingBytes: [UInt8] = []
  private var waiting: [Waiting] = []
  /// The replaced source's slug handle of each waiting request.
  private var waitingHandles: [UInt32?] = []

  /// A request taken and not yet settled: its key and payload in `waitingBytes`, and its tie.
  private struct Waiting {
    var keyStart: Int
    var keyCount: Int
    var payloadCount: Int
    var tie: UInt64
  }

  /// How many requests wait to be settled together.
  private static let waitingLimit = 256

  /// One request of a group: where its encoding lies in `groupBytes`, and the slug its place had
  /// in the replaced source.
  private struct Request {
    var start: Int
    var count: Int
    var earlierSlug: UInt32?
  }

  /// A settler of the requests of an import into `builder` whose ids matched the `previous` source's
  /// as `matches` says, keeping clear of the slugs `taken`.
  init(builder: IndexBuilder, previous: CatalogSource?, matches: ReplacementMatches, taken: TakenSlugs) {
    self.builder = builder
    self.previous = previous
    self.matches = matches
    self.taken = taken
  }

  /// The first bytes of the replaced source's records read ahead of settling (see `take`).
  private(set) var touchedSum: UInt8 = 0

  /// Groups settled between lettings go of the replaced source's mapped pages: each costs the
  /// faults that bring back the pages still needed.
  private static let groupsBetweenReleases = 1 << 16

  /// Takes the next request from the sort; settles the group before it when this one starts another.
  ///
  /// When a source is replaced, requests wait and are settled a few hundred at a time: the slug
  /// each place had is found by the order it was added, which the sort's order scatters over a
  /// table of a million, and then read from the replaced index's records, scattered too. Looked up
  /// in a loop of their own, those reads overlap one another; between the settling of one group and
  /// the next, each would wait on memory alone.
  mutating func take(_ entry: SortEntry, assigner: inout SlugAssigner, kept: inout KeptSlugs) throws {
    guard previous != nil else {
      try take(key: entry.key, payload: entry.payload, earlier: nil, assigner: &assigner, kept: &kept)
      return
    }
    waiting.append(
      Waiting(
        keyStart: waitingBytes.count, keyCount: entry.key.count, payloadCount: entry.payload.count, tie: entry.tie))
    waitingBytes.append(contentsOf: entry.key)
    waitingBytes.append(contentsOf: entry.payload)
    if waiting.count == Self.waitingLimit { try settleWaiting(assigner: &assigner, kept: &kept) }
  }

  /// Settles the last group.
  mutating func finish(assigner: inout SlugAssigner, kept: inout KeptSlugs) throws {
    try settleWaiting(assigner: &assigner, kept: &kept)
    if groupSize > 0 { try settle(assigner: &assigner, kept: &kept) }
  }

  /// Takes the waiting requests in order, their earlier slugs and records looked up first.
  private mutating func settleWaiting(assigner: inout SlugAssigner, kept: inout KeptSlugs) throws {
    guard !waiting.isEmpty else { return }
    waitingHandles.removeAll(keepingCapacity: true)
    for request in waiting {
      waitingHandles.append(matches.earlierSlug(ofPlaceAdded: Int(truncatingIfNeeded: request.tie)))
    }
    if let index = previous?.index {
      var touched: UInt8 = 0
      for handle in waitingHandles {
        if let handle { touched &+= index.firstByte(ofRecordAt: Int(handle)) }
      }
      // Kept, so that the reads are not dropped as unused.
      touchedSum &+= touched
    }
    // Moved out while they are read: settling changes the rest of this value.
    var requests: [Waiting] = []
    var bytes: [UInt8] = []
    var handles: [UInt32?] = []
    swap(&requests, &waiting)
    swap(&bytes, &waitingBytes)
    swap(&handles, &waitingHandles)
    defer {
      requests.removeAll(keepingCapacity: true)
      bytes.removeAll(keepingCapacity: true)
      swap(&requests, &waiting)
      swap(&bytes, &waitingBytes)
      swap(&handles, &waitingHandles)
    }
    try bytes.withUnsafeBytes { bytes in
      for (index, request) in requests.enumerated() {
        let keyEnd = request.keyStart + request.keyCount
        let key = UnsafeRawBufferPointer(rebasing: bytes[request.keyStart..<keyEnd])
        let payload = UnsafeRawBufferPointer(rebasing: bytes[keyEnd..<(keyEnd + request.payloadCount)])
        try take(key: key, payload: payload, earlier: handles[index], assigner: &assigner, kept: &kept)
      }
    }
  }

  /// Takes one request, whose place had the slug `earlier` in the replaced source (nil when new).
  private mutating func take(
    key: UnsafeRawBufferPointer, payload: UnsafeRawBufferPointer, earlier: UInt32?, assigner: inout SlugAssigner,
    kept: inout KeptSlugs
  ) throws {
    if groupSize > 0, !Self.same(key, groupKey.bytes) { try settle(assigner: &assigner, kept: &kept) }
    if groupSize == 0 {
      groupKey.set(key)
      taken.enterGroup(key)
      kept.enterGroup(key)
      first.set(payload)
      firstEarlier = earlier
    } else {
      if groupSize == 1 { append(first.bytes, earlier: firstEarlier) }
      append(payload, earlier: earlier)
    }
    groupSize += 1
  }

  private static func same(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
    return memcmp(left, right, lhs.count) == 0
  }

  private mutating func append(_ payload: UnsafeRawBufferPointer, earlier: UInt32?) {
    group.append(Request(start: groupBytes.count, count: payload.count, earlierSlug: earlier))
    groupBytes.append(contentsOf: payload)
  }

  private mutating func settle(assigner: inout SlugAssigner, kept: inout KeptSlugs) throws {
    defer {
      // Most groups are settled without filling these: emptying an empty array still costs a
      // uniqueness check and a call for each.
      if !group.isEmpty {
        group.removeAll(keepingCapacity: true)
        groupBytes.removeAll(keepingCapacity: true)
      }
      groupSize = 0
      // The replaced source's slugs are read all over its file, whose pages would otherwise stay
      // in this process's memory beside the new index's sorts: they are let go now and then.
      if let previous {
        groupsSinceRelease += 1
        if groupsSinceRelease == Self.groupsBetweenReleases {
          groupsSinceRelease = 0
          previous.index.releaseResidentPages()
        }
      }
    }
    // Most groups are one place, settled straight from the sort's bytes: a new one whose plain slug
    // is free, or one the replaced source had that keeps its slug.
    if groupSize == 1, let fast = SlugRequest.FastView(first.bytes) {
      if let earlierSlug = firstEarlier, let previous {
        let slug = try previous.index.slugBytes(atOffset: earlierSlug)
        if !taken.contains(slug) {
          try builder.setSlug(bytes: slug, at: fast.position)
          return
        }
      } else if !taken.contains(fast.base) && (previous == nil || !kept.isKept(fast.base, taken: taken)) {
        try builder.setSlug(bytes: fast.base, at: fast.position)
        return
      }
    }
    if groupSize == 1 { append(first.bytes, earlier: firstEarlier) }
    assigner.reset()
    pending.removeAll(keepingCapacity: true)
    // A copy of the array's reference: read while `kept` and the assigner change.
    let bytes = groupBytes
    try bytes.withUnsafeBytes { bytes in
      for (index, request) in group.enumerated() {
        if let earlierSlug = request.earlierSlug, let previous {
          let slug = try previous.index.slugBytes(atOffset: earlierSlug)
          if !taken.contains(slug) {
            try builder.setSlug(bytes: slug, at: try Self.view(request, in: bytes).position)
            continue
          }
        }
        pending.append(index)
      }
      let taken = self.taken
      let hasPrevious = previous != nil
      for index in pending {
        let view = try Self.view(group[index], in: bytes)
        try assigner.assign(
          base: view.base, suffix: view.suffix,
          isTakenElsewhere: { taken.contains($0) || (hasPrevious && kept.isKept($0, taken: taken)) }
        ) { slug in
          try builder.setSlug(bytes: slug, at: view.position)
        }
      }
    }
  }

  /// A request's fields, read in place from the group's bytes.
  private struct RequestView {
    /// The display position.
    let position: Int
    /// The plain slug's bytes.
    let base: UnsafeRawBufferPointer
    /// The country's suffix, if any.
    let suffix: UnsafeRawBufferPointer?
  }

  /// The fields of `request` (encoded as `SlugRequest` says), read from the group's bytes.
  private static func view(_ request: Request, in bytes: UnsafeRawBufferPointer) throws -> RequestView {
    guard request.start >= 0, request.count >= 0, request.start + request.count <= bytes.count else {
      throw IndexError.invalidInput(reason: "a slug request is cut short")
    }
    let payload = UnsafeRawBufferPointer(rebasing: bytes[request.start..<(request.start + request.count)])
    guard let fast = SlugRequest.FastView(payload) else {
      throw IndexError.invalidInput(reason: "a slug request is cut short")
    }
    // The view has checked that the suffix's length and bytes are there.
    let length = Int(payload[4])
    let suffix = length == 255 ? nil : UnsafeRawBufferPointer(rebasing: payload[5..<(5 + length)])
    return RequestView(position: fast.position, base: fast.base, suffix: suffix)
  }
}

/// The replaced source's slugs that places the file still holds keep: walked group by group as the
/// other sources' are (see `SlugRun`); read on first need: a file that only updates places never
/// asks.
struct KeptSlugs {
  private let previous: CatalogSource?
  private let matches: ReplacementMatches
  private var run: SlugRun?
  private var unavailable: Bool
  /// The current group's key, to start the run at when it is first read.
  private var key: [UInt8] = []

  /// The slugs of `previous` (none when nil) that `matches` says are still present.
  init(previous: CatalogSource?, matches: ReplacementMatches) {
    self.previous = previous
    self.matches = matches
    unavailable = previous == nil
  }

  /// Starts the slug group of `key` (groups come in ascending order of their keys).
  mutating func enterGroup(_ key: UnsafeRawBufferPointer) {
    guard previous != nil else { return }
    self.key.removeAll(keepingCapacity: true)
    self.key.append(contentsOf: key)
    guard run != nil else { return }
    do {
      try run?.move(to: key)
    } catch {
      run = nil
      unavailable = true
    }
  }

  /// Whether `slug` (a candidate of the current group) is kept by a place the replaced source had
  /// and the file still holds, and no other landmark in `taken` took it since.
  mutating func isKept(_ slug: UnsafeRawBufferPointer, taken: TakenSlugs) -> Bool {
    guard let previous else { return false }
    if run == nil, !unavailable {
      do {
        var fresh = try SlugRun(index: previous.index)
        try key.withUnsafeBytes { try fresh.move(to: $0) }
        run = fresh
      } catch {
        unavailable = true
      }
    }
    do {
      let position: Int?
      // Asked through the optional: binding a copy would retain its arrays for every candidate.
      if run?.covers(slug) == true {
        position = try run?.position(of: slug) ?? nil
      } else {
        position = try previous.index.position(ofSlug: String(decoding: slug, as: UTF8.self))
      }
      guard let position else { return false }
      return matches.stillPresent.contains(position) && !taken.contains(slug)
    } catch {
      // An index that cannot answer counts the slug as kept: never hand out a duplicate.
      return true
    }
  }
}
