#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes every byte of `bytes` to `descriptor`: at `offset` when one is given (`pwrite`, which
/// leaves the file position alone), else at the file's position. Returns nil once all is
/// written, else the `errno` that stopped it, for the caller to report in its own error.
///
/// A short write goes on from where it stopped. A write a signal interrupted (EINTR), or that a
/// descriptor left non-blocking by whoever started us refused for now (EAGAIN), is tried again:
/// neither says anything is wrong with the file.
package func writeFully(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int? = nil) -> Int32? {
  guard let start = bytes.baseAddress else { return nil }
  var done = 0
  while done < bytes.count {
    let written: Int
    if let offset {
      written = pwrite(descriptor, start + done, bytes.count - done, off_t(offset + done))
    } else {
      written = write(descriptor, start + done, bytes.count - done)
    }
    if written < 0 {
      let failure = errno
      if failure == EINTR || failure == EAGAIN { continue }
      return failure
    }
    done += written
  }
  return nil
}
