import Foundation

/// The `ScalarFoldTable` of `TextFolding.fold`, which any thread may call: one fold at a time.
final class SharedScalarFoldTable: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private let table = ScalarFoldTable()

  /// The one shared table of the process.
  static let shared = SharedScalarFoldTable()

  /// `ScalarFoldTable.fold(text)`, waiting for any other thread folding.
  func fold(_ text: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return table.fold(text)
  }
}
