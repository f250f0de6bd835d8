import Foundation

/// Reads the ISO 8601 times this tool's files hold, `YYYY-MM-DDTHH:MM:SSZ` and
/// `YYYY-MM-DDTHH:MM:SS.sssZ`, by arithmetic.
///
/// A format style sets up a Gregorian calendar and looks up the current time zone on first use,
/// which outweighed everything else a command did to read a small file of sources or a store. Text
/// in any other spelling is left to Foundation by the callers, which this reading agrees with.
package enum ISOTime {
  /// The time `text` names when it is spelled exactly as above (UTC, three decimals or none) and
  /// names a real moment from 1601 to 9999; `nil` for anything else.
  package static func date(fromUTCText text: String) -> Date? {
    var text = text
    return text.withUTF8 { bytes -> Date? in
      guard bytes.count == 20 || bytes.count == 24, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
        bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
        bytes[bytes.count - 1] == UInt8(ascii: "Z"), bytes.count == 20 || bytes[19] == UInt8(ascii: ".")
      else { return nil }
      func number(_ range: Range<Int>) -> Int64? {
        var value: Int64 = 0
        for byte in bytes[range] {
          guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
          value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return value
      }
      guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
        let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
        let millisecond = bytes.count == 24 ? number(20..<23) : 0,
        (1601...9999).contains(year), (1...12).contains(month), day >= 1, day <= daysIn(month: month, of: year),
        hour < 24, minute < 60, second < 60
      else { return nil }
      let seconds = daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
      return Date(timeIntervalSince1970: Double(seconds * 1_000 + millisecond) / 1_000)
    }
  }

  /// The length of a month in the Gregorian calendar.
  private static func daysIn(month: Int64, of year: Int64) -> Int64 {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The Gregorian date `days` after 1970-01-01 (Howard Hinnant's civil_from_days), the inverse of
  /// `daysSince1970`: how the store and the interface write dates without a calendar.
  package static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Days from 1970-01-01 to a Gregorian date (Howard Hinnant's days_from_civil), for years from 1.
  private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
