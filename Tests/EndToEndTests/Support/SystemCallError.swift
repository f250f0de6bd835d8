/// A C library call that failed while a test set up a child process, with the `errno` it left.
struct SystemCallError: Error, CustomStringConvertible {
  /// The call, such as `posix_spawn`.
  let call: String
  /// The error number it reported.
  let code: Int32

  var description: String { "\(call) failed with error \(code)" }
}
