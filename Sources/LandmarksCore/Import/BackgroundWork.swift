import Foundation

/// Work running on its own thread, whose result (or error) the starting thread waits for: the
/// second core takes part of an import while the first reads the file.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  // Written once by the worker before it signals `done`; read only after waiting on it.
  private var outcome: Result<Value, any Error>?

  /// Starts `body` on a new thread.
  init(_ body: @escaping @Sendable () throws -> Value) {
    let thread = Thread { [self] in
      outcome = Result { try body() }
      done.signal()
    }
    // The sorts and merges recurse a little; a roomy stack costs only address space.
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Waits for the work to end and returns what it did.
  func wait() -> Result<Value, any Error> {
    done.wait()
    done.signal()
    return outcome ?? .failure(CancellationError())
  }
}

/// A value handed from one thread to another that does not use it meanwhile: the handing over is
/// what makes sharing it safe, which the compiler cannot see.
struct Handoff<Value>: @unchecked Sendable {
  /// The value.
  let value: Value
}
