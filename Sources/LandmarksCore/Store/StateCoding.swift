import Foundation
import LandmarksJSON

/// The store's file format: pretty JSON with sorted keys and ISO 8601 times, so diffs read well,
/// mapped to and from `UserState` by hand through the one JSON module.
///
/// By hand rather than through `Codable`: a decoder makes the runtime look up conformances for
/// every generic type the models' synthesized `init(from:)` names, which was most of what reading a
/// small store cost each command; and a damaged file's message can name the place in it.
enum StateCoding {
  /// ISO 8601 in UTC with milliseconds: a later merge orders changes by these times, and whole
  /// seconds would tie a mark and an unmark made in the same second.
  static let preciseTime = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  /// The file's bytes for `state`, ending in a line break.
  static func encode(_ state: UserState) throws -> Data {
    Data(JSONWriter.document(value(of: state)))
  }

  /// Reads a store file, refusing one that is empty, damaged, of a newer schema, or whose content
  /// breaks an invariant; a damaged file's message names where in it the damage is.
  static func decode(_ data: Data, path: String) throws -> UserState {
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw StoreError.damaged(path: path, reason: "the file is empty (a write may have been cut short)")
    }
    let document: JSONValue
    do {
      document = try JSONValue.parse([UInt8](data))
    } catch let error as JSONError {
      throw StoreError.damaged(path: path, reason: "it is not valid JSON (\(error))")
    }
    return try decode(document: document, path: path)
  }

  /// Reads a store's document already parsed (a store file's, or one a sync file carries inside),
  /// refusing one that is damaged, of a newer schema, or whose content breaks an invariant.
  static func decode(document: JSONValue, path: String) throws -> UserState {
    let state: UserState
    do {
      let root = try JSONObjectReader(document, at: .root)
      // The version first: a newer schema is refused before the rest is read, never called damage.
      guard let version = try root.optionalInteger("schemaVersion") else {
        throw StoreError.damaged(path: path, reason: "it has no schemaVersion")
      }
      guard version <= UserState.currentSchemaVersion else {
        throw StoreError.newerSchema(path: path, found: version, supported: UserState.currentSchemaVersion)
      }
      guard version >= 1 else {
        throw StoreError.damaged(path: path, reason: "schemaVersion \(version) is not a version landmarks wrote")
      }
      state = try userState(root, version: version)
    } catch let error as JSONError {
      throw StoreError.damaged(path: path, reason: "it does not have the shape of a store: \(error)")
    }
    if let violation = state.invariantViolation() {
      throw StoreError.damaged(path: path, reason: violation)
    }
    return state
  }
}

extension StateCoding {
  /// A time as the store file holds it: whole milliseconds since 1970, rounded to the nearest.
  ///
  /// The formatter alone truncates, and a time it parses can sit a hair below the millisecond it
  /// read, so every save moved such times back a millisecond (up to twice). Rounding here and
  /// snapping on read make writing what was read give the same text, which a merge relies on to
  /// see a copy it has already folded in as unchanged.
  static func milliseconds(_ date: Date) -> Int64? {
    let value = (date.timeIntervalSince1970 * 1000).rounded()
    // Years 1 to 9999 are all a file can spell; anything else has no millisecond form here.
    guard value.isFinite, value.magnitude < 3e14 else { return nil }
    return Int64(value)
  }

  /// The text the store writes for a time: ISO 8601 in UTC with exactly three decimals.
  ///
  /// Written by arithmetic from 1601 on, as `ISOTime` reads it: a format style's first use sets
  /// up a calendar and looks up generic types at run time, which outweighed the rest of saving a
  /// change. Earlier and later times, which no one marks, go to Foundation.
  static func text(of date: Date) -> String {
    guard let milliseconds = milliseconds(date) else { return date.formatted(preciseTime) }
    return utcText(milliseconds: milliseconds, separated: true) ?? formattedText(milliseconds: milliseconds)
  }

  /// `YYYY-MM-DDTHH:MM:SS.sssZ`, or with `separated` false `YYYYMMDDTHHMMSS.sssZ` (the backups'
  /// names), for a time from 1601 to 9999; nil for any other.
  static func utcText(milliseconds: Int64, separated: Bool) -> String? {
    let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = ISOTime.civilDate(daysSince1970: days)
    guard (1601...9999).contains(year) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    func append(_ value: Int64, digits: Int) {
      var divisor: Int64 = 1
      for _ in 1..<digits { divisor *= 10 }
      while divisor > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8((value / divisor) % 10))
        divisor /= 10
      }
    }
    func separator(_ character: Unicode.Scalar) {
      if separated { bytes.append(UInt8(ascii: character)) }
    }
    append(year, digits: 4)
    separator("-")
    append(month, digits: 2)
    separator("-")
    append(day, digits: 2)
    bytes.append(UInt8(ascii: "T"))
    append(secondOfDay / 3600, digits: 2)
    separator(":")
    append(secondOfDay / 60 % 60, digits: 2)
    separator(":")
    append(secondOfDay % 60, digits: 2)
    bytes.append(UInt8(ascii: "."))
    append(milliseconds - seconds * 1000, digits: 3)
    bytes.append(UInt8(ascii: "Z"))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text(of:)` through Foundation's format style, for the times `utcText` does not spell.
  static func formattedText(milliseconds: Int64) -> String {
    let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
    let fraction = milliseconds - seconds * 1000
    let whole = Date(timeIntervalSince1970: Double(seconds)).formatted(.iso8601)
    let digits = String(fraction)
    return whole.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
  }

  /// A parsed time moved onto the millisecond its text names.
  static func snapped(_ date: Date) -> Date {
    guard let milliseconds = milliseconds(date) else { return date }
    return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// The time a store's text names: ISO 8601 with or without fractional seconds, snapped to the
  /// millisecond; `nil` for any other text.
  ///
  /// The form the store writes is read by arithmetic: a format style sets up a calendar and looks
  /// up the current time zone, which outweighs the rest of reading a small store. Any other text
  /// goes to Foundation.
  static func date(fromText text: String) -> Date? {
    writtenDate(text) ?? parsedDate(text)
  }

  /// The time `text` names, parsed by Foundation and snapped: for any text the writer did not write.
  static func parsedDate(_ text: String) -> Date? {
    guard let date = (try? preciseTime.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text)) else { return nil }
    return snapped(date)
  }

  /// The time `text` names when it is spelled exactly as the store writes times,
  /// `YYYY-MM-DDTHH:MM:SS.sssZ` (or without the milliseconds, as early files have them), and
  /// names a real moment from 1601 on; `nil` for anything else, which `parsedDate` then judges.
  /// Both readings land on the same millisecond, so they give the same `Date`.
  static func writtenDate(_ text: String) -> Date? {
    ISOTime.date(fromUTCText: text)
  }
}
