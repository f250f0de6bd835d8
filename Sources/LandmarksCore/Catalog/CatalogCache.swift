import Foundation

/// A value computed once on first use and shared by copies of the catalog: every landmark of every
/// source is materialised only by the commands that need them all.
final class CatalogCache<Value: Sendable>: @unchecked Sendable {
  // Guarded by `lock`; the class is shared, never mutated outside `value(_:)`.
  private let lock = NSLock()
  private var stored: Value?

  /// The cached value, computing it with `make` the first time.
  func value(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored { return stored }
    let made = make()
    stored = made
    return made
  }
}
