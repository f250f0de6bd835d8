import Foundation
import Testing

@testable import LandmarksCore

/// A file comes in chunks that put it back together byte for byte, and a read that fails says why.
@Suite("Reading an import file in chunks")
struct FileInputTests {
  /// A file of `bytes` in a fresh folder, opened for reading.
  private func opened(_ bytes: [UInt8]) throws -> (FileHandle, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("places.geojson")
    try Data(bytes).write(to: file)
    return (try FileHandle(forReadingFrom: file), folder)
  }

  @Test("chunks of a file, whatever their size, are the file", arguments: [1, 7, 4096, 1 << 20])
  func chunksMakeTheFile(chunkSize: Int) throws {
    let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let (handle, folder) = try opened(bytes)
    defer {
      try? handle.close()
      try? FileManager.default.removeItem(at: folder)
    }
    var input = FileInput(handle: handle, chunkSize: chunkSize)
    var read: [UInt8] = []
    var chunks = 0
    while let chunk = try input.nextChunk() {
      #expect(!chunk.isEmpty && chunk.count <= chunkSize)
      read += chunk
      chunks += 1
    }
    #expect(read == bytes)
    #expect(chunks == (bytes.count + chunkSize - 1) / chunkSize)
    #expect(try input.nextChunk() == nil)
  }

  @Test("an empty file has no chunks")
  func emptyFile() throws {
    let (handle, folder) = try opened([])
    defer {
      try? handle.close()
      try? FileManager.default.removeItem(at: folder)
    }
    var input = FileInput(handle: handle)
    #expect(try input.nextChunk() == nil)
  }

  @Test("a read that fails (a folder) is an unreadable file, with the system's reason")
  func failedRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let descriptor = open(folder.path, O_RDONLY)
    try #require(descriptor >= 0)
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var input = FileInput(handle: handle)
    #expect {
      _ = try input.nextChunk()
    } throws: { error in
      guard case ImportError.unreadable(let reason) = error else { return false }
      return reason == String(cString: strerror(EISDIR))
    }
  }
}
