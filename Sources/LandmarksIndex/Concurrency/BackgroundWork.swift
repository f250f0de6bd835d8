import Foundation

/// Work running on its own thread, whose result (or error) the starting thread waits for: the
/// second core takes part of an import while the first reads the file or settles slugs.
package final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  // Written once, before `done` is signalled; read only after waiting on it.
  private var outcome: Result<Value, any Error>?

  /// Starts `body` on a new thread.
  package init(_ body: @escaping @Sendable () throws -> Value) {
    let thread = Thread { [self] in
      outcome = Result { try body() }
      done.signal()
    }
    // Sorting and merging recurse a little; a roomy stack costs only address space.
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Work already done on the calling thread.
  package init(finished: Result<Value, any Error>) {
    outcome = finished
    done.signal()
  }

  /// Waits for the work to end and returns what it did.
  package func wait() -> Result<Value, any Error> {
    done.wait()
    done.signal()
    return outcome ?? .failure(CancellationError())
  }
}

/// A value handed from one thread to another that does not use it meanwhile: the handing over is
/// what makes sharing it safe, which the compiler cannot see.
package struct Handoff<Value>: @unchecked Sendable {
  /// What is handed over; only the receiving thread touches it from then on.
  package let value: Value

  /// Wraps `value`.
  package init(value: Value) {
    self.value = value
  }
}
