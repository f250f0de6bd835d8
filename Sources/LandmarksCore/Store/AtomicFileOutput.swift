import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file `AtomicFile.stream` is filling, for its body to write to; of no use after it returns.
package struct AtomicFileOutput: Sendable {
  /// The temporary's descriptor, open for writing.
  let descriptor: Int32
  /// The file it will become, for messages.
  let path: String

  /// Appends `text`'s UTF-8 to the file.
  package func write(_ text: String) throws {
    var text = text
    if let failure = text.withUTF8({ writeFully(UnsafeRawBufferPointer($0), to: descriptor) }) {
      throw StoreError.cannotWrite(path: path, reason: String(cString: strerror(failure)))
    }
  }
}
