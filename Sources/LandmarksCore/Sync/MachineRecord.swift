import Foundation
import LandmarksJSON

/// One imported source as a sync manifest lists it: enough for another machine to tell whether it
/// has the same file, and nothing of this machine's folders or of the places themselves.
package struct SourceManifest: Hashable, Sendable {
  /// The source's name (`import --name`).
  package let name: String
  /// The format it was read as (`geojson`, `csv`, `kml`, `geonames`).
  package let format: String
  /// The name of the file it was read from, without its folder (`-` for standard input).
  package let file: String
  /// SHA-256 of the saved copy of that file; nil when the copy cannot be read.
  package let checksum: String?
  /// How many landmarks it holds.
  package let landmarks: Int

  /// Creates an entry.
  package init(name: String, format: String, file: String, checksum: String?, landmarks: Int) {
    self.name = name
    self.format = format
    self.file = file
    self.checksum = checksum
    self.landmarks = landmarks
  }

  /// The manifest of `registry`'s sources in `location`, hashing each saved copy not found in
  /// `checksums` (by source folder) and recording it there; entries for folders gone are dropped.
  package static func list(
    _ registry: SourceRegistry, in location: StoreLocation, checksums: inout [String: String]
  ) -> [SourceManifest] {
    var kept: [String: String] = [:]
    let manifest = registry.sources.map { entry -> SourceManifest in
      var checksum = checksums[entry.folder]
      if checksum == nil, let format = ImportFormat(rawValue: entry.format) {
        let copy = location.sourcesFolder.appendingPathComponent(entry.folder)
          .appendingPathComponent(SourceLibrary.copyName(for: format))
        checksum = SHA256.hexDigest(ofFileAt: copy.path)
      }
      if let checksum { kept[entry.folder] = checksum }
      let file = entry.file == "-" ? "-" : URL(fileURLWithPath: entry.file).lastPathComponent
      return SourceManifest(
        name: entry.name, format: entry.format, file: file, checksum: checksum, landmarks: entry.count)
    }
    checksums = kept
    return manifest
  }
}

/// What one machine puts in the shared place: `machines/MACHINE-ID.json`.
///
/// In git mode it is the machine's manifest (the export of the state is the repository's
/// `state.json`); in folder mode it also carries the machine's journal-free state, as each
/// machine writes only its own file there.
package struct MachineRecord: Hashable, Sendable {
  /// The format this build writes; a file of a higher one is refused, never misread.
  package static let currentFormat = 1
  /// The member that marks such a file and holds its format.
  static let formatKey = "landmarksSync"

  /// The machine's id.
  package let machine: String
  /// The machine's host name, for people to tell machines apart.
  package let host: String
  /// When the machine last sent a change.
  package let sentAt: Date
  /// The sources imported there.
  package let sources: [SourceManifest]
  /// The machine's state without its journal; in folder mode only.
  package let state: UserState?

  /// Creates a record.
  package init(machine: String, host: String, sentAt: Date, sources: [SourceManifest], state: UserState?) {
    self.machine = machine
    self.host = host
    self.sentAt = sentAt
    self.sources = sources
    self.state = state
  }

  /// The file name of a machine's record.
  package static func fileName(for machine: String) -> String { machine + ".json" }

  /// The file's bytes.
  package func encoded() -> Data {
    var members: [JSONMember] = [
      JSONMember(key: Self.formatKey, value: .integer(Self.currentFormat)),
      JSONMember(key: "machine", value: .string(machine)),
      JSONMember(key: "host", value: .string(host)),
      JSONMember(key: "sentAt", value: .string(StateCoding.text(of: sentAt))),
      JSONMember(key: "sources", value: .array(sources.map(Self.value(of:)))),
    ]
    if let state { members.append(JSONMember(key: "state", value: StateCoding.value(of: state))) }
    return Data(JSONWriter.document(.object(members)))
  }

  private static func value(of source: SourceManifest) -> JSONValue {
    .object([
      JSONMember(key: "name", value: .string(source.name)),
      JSONMember(key: "format", value: .string(source.format)),
      JSONMember(key: "file", value: .string(source.file)),
      JSONMember(key: "checksum", value: .nullable(source.checksum.map { "sha256:" + $0 })),
      JSONMember(key: "landmarks", value: .integer(source.landmarks)),
    ])
  }

  /// Reads a record; `file` and `remote` name it in errors, which refuse a damaged record or one
  /// of a newer format (or holding a state of a newer schema).
  package static func decode(_ data: Data, file: String, remote: String) throws -> MachineRecord {
    let document: JSONValue
    do {
      document = try JSONValue.parse([UInt8](data))
    } catch let error as JSONError {
      throw SyncError.damagedRemote(remote: remote, file: file, reason: "it is not valid JSON (\(error))")
    }
    return try decode(document: document, file: file, remote: remote)
  }

  /// Reads a record already parsed.
  static func decode(document: JSONValue, file: String, remote: String) throws -> MachineRecord {
    do {
      let root = try JSONObjectReader(document, at: .root)
      let format = try root.integer(formatKey)
      guard format <= currentFormat else {
        throw SyncError.newerRemote(remote: remote, file: file, found: format, supported: currentFormat)
      }
      let machine = try root.text("machine")
      guard SyncSetup.isMachineID(machine[...]) else {
        throw SyncError.damagedRemote(remote: remote, file: file, reason: "its machine id is not 32 hexadecimal digits")
      }
      guard let sentAt = StateCoding.date(fromText: try root.text("sentAt")) else {
        throw SyncError.damagedRemote(remote: remote, file: file, reason: "its sentAt is not a time")
      }
      let sources = try root.elements("sources").enumerated().map { index, element in
        let source = try JSONObjectReader(element, at: root.path.appending("sources").appending(index: index))
        var checksum = try source.optionalText("checksum")
        if let text = checksum {
          guard text.hasPrefix("sha256:") else {
            throw JSONError.shape(path: source.path.appending("checksum"), reason: "expected sha256:HEX")
          }
          checksum = String(text.dropFirst("sha256:".count))
        }
        return SourceManifest(
          name: try source.text("name"), format: try source.text("format"), file: try source.text("file"),
          checksum: checksum, landmarks: try source.integer("landmarks"))
      }
      let state = try root.present("state").map { try SyncFiles.state(document: $0, file: file, remote: remote) }
      return MachineRecord(
        machine: machine, host: try root.text("host"), sentAt: sentAt, sources: sources, state: state)
    } catch let error as JSONError {
      throw SyncError.damagedRemote(
        remote: remote, file: file, reason: "it does not have the shape of a record: \(error)")
    }
  }

  /// Two versions of one machine's record as one: the later one's manifest, the two states joined;
  /// the same whichever is `self`.
  package func joined(with other: MachineRecord) -> MachineRecord {
    let order = UserState.compareTimes(sentAt, other.sentAt)
    let newer: MachineRecord
    switch order {
    case .orderedAscending: newer = other
    case .orderedDescending: newer = self
    case .orderedSame:
      // Equal times: the record whose bytes sort first, so both orders agree.
      newer = encoded().lexicographicallyPrecedes(other.encoded()) ? self : other
    }
    let state: UserState? =
      switch (self.state, other.state) {
      case (let mine?, let theirs?): mine.merged(with: theirs)
      case (let mine?, nil): mine
      case (nil, let theirs): theirs
      }
    return MachineRecord(
      machine: newer.machine, host: newer.host, sentAt: newer.sentAt, sources: newer.sources, state: state)
  }
}

/// Reading what another machine wrote, with its faults named as the remote's.
package enum SyncFiles {
  /// A store document (the git export) from `data`; a damaged or newer one is the remote's fault.
  package static func state(_ data: Data, file: String, remote: String) throws -> UserState {
    do {
      return try StateCoding.decode(data, path: file)
    } catch let error as StoreError {
      throw remoteError(error, file: file, remote: remote)
    }
  }

  /// A store document already parsed.
  static func state(document: JSONValue, file: String, remote: String) throws -> UserState {
    do {
      return try StateCoding.decode(document: document, path: file)
    } catch let error as StoreError {
      throw remoteError(error, file: file, remote: remote)
    }
  }

  /// A store error met reading the remote's files, as the sync reports it.
  private static func remoteError(_ error: StoreError, file: String, remote: String) -> SyncError {
    switch error {
    case .newerSchema(_, let found, let supported):
      .newerRemote(remote: remote, file: file, found: found, supported: supported)
    case .damaged(_, let reason):
      .damagedRemote(remote: remote, file: file, reason: reason)
    default:
      .damagedRemote(remote: remote, file: file, reason: error.errorDescription ?? "it cannot be read")
    }
  }

  /// The journal-free bytes a state is sent as: the store's own format, with an empty journal, so
  /// that `landmarks merge` reads it too.
  package static func exported(_ state: UserState) throws -> Data {
    try StateCoding.encode(state.withoutJournal)
  }
}

extension UserState {
  /// This state without the undo journal: what leaves this machine (each keeps its own history).
  package var withoutJournal: UserState {
    var copy = self
    copy.journal = []
    return copy
  }
}
