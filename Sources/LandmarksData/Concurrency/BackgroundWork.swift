import Foundation

/// Work running on its own thread, whose result (or error) the starting thread waits for: the
/// second core takes part of an import while the first reads the file or settles slugs.
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  // Written once, before `done` is signalled; read only after waiting on it.
  private var outcome: Result<Value, any Error>?

  /// Starts `body` on a new thread.
  public init(_ body: @escaping @Sendable () throws -> Value) {
    let thread = Thread { [self] in
      outcome = Result { try body() }
      done.signal()
    }
    // Sorting and merging recurse a little; a roomy stack costs only address space.
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Work already done on the calling thread.
  public init(finished: Result<Value, any Error>) {
    outcome = finished
    done.signal()
  }

  /// Waits for the work to end and returns what it did.
  public func wait() -> Result<Value, any Error> {
    done.wait()
    done.signal()
    return outcome ?? .failure(CancellationError())
  }
}

/// A value handed from one thread to another that does not use it meanwhile: the handing over is
/// what makes sharing it safe, which the compiler cannot see.
public struct Handoff<Value>: @unchecked Sendable {
  /// The value.
  public let value: Value

  /// Wraps `value`.
  public init(value: Value) {
    self.value = value
  }
}
