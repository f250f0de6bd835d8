import Foundation

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
  static func date(fromText text: String) -> Date? {
    guard let date = (try? preciseTime.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text)) else { return nil }
    return snapped(date)
  }
}
