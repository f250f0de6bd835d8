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
  static func text(of date: Date) -> String {
    guard let milliseconds = milliseconds(date) else { return date.formatted(preciseTime) }
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
