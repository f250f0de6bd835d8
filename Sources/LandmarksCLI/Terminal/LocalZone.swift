import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The zone times are shown in: a given `TimeZone` (tests, `TZ`-independent runs), or the system's.
///
/// The system's offset is asked of the C library, which reads the zone's rules on first use:
/// Foundation's current zone first copies the whole environment and builds ICU's zone, a cost
/// larger than the rest of a `show` that prints one time.
struct LocalZone: Sendable {
  private let given: TimeZone?

  /// The system's zone.
  static let system = LocalZone(given: nil)

  /// A given zone.
  init(_ zone: TimeZone) {
    given = zone
  }

  private init(given: TimeZone?) {
    self.given = given
  }

  /// The zone as Foundation's value.
  var timeZone: TimeZone { given ?? .current }

  /// How many seconds the zone is ahead of UTC at `date`.
  func secondsFromGMT(for date: Date) -> Int {
    if let given { return given.secondsFromGMT(for: date) }
    let seconds = date.timeIntervalSince1970.rounded(.down)
    // Beyond what time_t and tm hold, the C library has no answer; Foundation still has one.
    guard seconds.isFinite, abs(seconds) < 1e14 else { return TimeZone.current.secondsFromGMT(for: date) }
    var time = time_t(seconds)
    var parts = tm()
    guard localtime_r(&time, &parts) != nil else { return TimeZone.current.secondsFromGMT(for: date) }
    return Int(parts.tm_gmtoff)
  }
}
