import Foundation

/// Counts the changes the store has saved during a run, so a failure to print afterwards can say
/// that the change itself was kept (a script must not retry a `collections create` that worked).
public final class SaveRecorder: Sendable {
  private let saved = Locked(0)

  /// A recorder that has seen no save.
  public init() {}

  /// Notes one saved change; the store calls this after the new file is in place.
  public func recordSave() {
    saved.withLock { $0 += 1 }
  }

  /// How many changes were saved so far; compare before and after a run, as the context may
  /// serve several runs in tests.
  public var count: Int {
    saved.withLock { $0 }
  }
}
