import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere a command's text goes: a file descriptor in the binary, a buffer in tests.
public protocol OutputSink: Sendable {
  /// Writes `text`; throws `OutputError.closed` once the reader has gone away.
  func write(_ text: String) throws
}
