import Foundation
import LandmarksCore

/// Saves the explorer's changes on a thread of its own, in order, so a store locked by another
/// writer never freezes the screen or delays a key. Each outcome is queued for the input loop,
/// which `wake` rouses.
final class BrowseWriter: @unchecked Sendable {
  /// What became of a change.
  enum Outcome: Sendable {
    /// Saved; the store's state after it, and what to say.
    case saved(BrowseChange, UserState, LocalizedText?)
    /// Not saved: the error to report.
    case failed(BrowseChange, any Error)
    /// Another process holds the lock; its pid when known.
    case waiting(Int32?)
  }

  private let condition = NSCondition()
  private var jobs: [(BrowseChange, Date)] = []
  private var outcomes: [Outcome] = []
  private var stopping = false
  private var thread: Thread?
  private let wake: @Sendable () -> Void
  private let makeStore: @Sendable (@escaping @Sendable (LockHolder?) -> Void) -> StateStore

  /// A writer saving through the store `makeStore` builds (given the lock-wait callback), calling
  /// `wake` after each outcome.
  init(
    makeStore: @escaping @Sendable (@escaping @Sendable (LockHolder?) -> Void) -> StateStore,
    wake: @escaping @Sendable () -> Void
  ) {
    self.makeStore = makeStore
    self.wake = wake
  }

  /// Whether changes are waiting to be saved.
  var isBusy: Bool {
    condition.lock()
    defer { condition.unlock() }
    return !jobs.isEmpty
  }

  /// Queues a change.
  func save(_ change: BrowseChange, on date: Date) {
    condition.lock()
    jobs.append((change, date))
    if thread == nil {
      let thread = Thread { [weak self] in self?.work() }
      thread.name = "landmarks browse writer"
      self.thread = thread
      thread.start()
    }
    condition.signal()
    condition.unlock()
  }

  /// The outcomes since the last call.
  func takeOutcomes() -> [Outcome] {
    condition.lock()
    defer { condition.unlock() }
    let taken = outcomes
    outcomes = []
    return taken
  }

  /// Waits for the changes queued so far to be saved, then stops the thread: quitting never
  /// drops a change the screen already showed.
  func finish() {
    condition.lock()
    stopping = true
    condition.broadcast()
    while !jobs.isEmpty && thread != nil { condition.wait() }
    condition.unlock()
  }

  private func work() {
    let store = makeStore { [weak self] holder in
      self?.post(.waiting(holder.map { Int32($0.pid) }))
    }
    while true {
      condition.lock()
      while jobs.isEmpty && !stopping { condition.wait() }
      guard let (change, date) = jobs.first else {
        thread = nil
        condition.broadcast()
        condition.unlock()
        return
      }
      condition.unlock()
      let outcome = Self.run(change, on: date, in: store)
      condition.lock()
      jobs.removeFirst()
      outcomes.append(outcome)
      condition.broadcast()
      condition.unlock()
      wake()
    }
  }

  private func post(_ outcome: Outcome) {
    condition.lock()
    outcomes.append(outcome)
    condition.unlock()
    wake()
  }

  /// Saves one change and reads the state back.
  static func run(_ change: BrowseChange, on date: Date, in store: StateStore) -> Outcome {
    do {
      let message: LocalizedText?
      switch change {
      case .undo:
        _ = try store.undo(on: date)
        message = LocalizedText(.browseUndone)
      case .redo:
        _ = try store.redo(on: date)
        message = LocalizedText(.browseRedone)
      default:
        message = try store.update { state in try change.apply(to: &state, on: date) }
      }
      return .saved(change, try store.load(), message)
    } catch {
      return .failed(change, error)
    }
  }
}
