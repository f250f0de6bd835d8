import Foundation

/// A value computed once on first use and shared by copies of the catalog: every landmark of every
/// source is materialised only by the commands that need them all.
final class CatalogCache<Value: Sendable>: @unchecked Sendable {
  // Guarded by `lock`; the class is shared, never mutated outside `value(_:)`.
  private let lock = NSLock()
  private var stored: Value?

  /// The cached value, computing it with `make` the first time; a `make` that throws stores nothing,
  /// so the next call meets the same error.
  func value(_ make: () throws -> Value) rethrows -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored { return stored }
    let made = try make()
    stored = made
    return made
  }
}
