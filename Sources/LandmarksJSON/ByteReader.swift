import Foundation

/// A byte cursor over a chunked input that counts lines and offsets for messages.
package struct ByteReader<Input: ByteInput> {
  private var input: Input
  private var buffer: [UInt8] = []
  private var index = 0
  private var bufferStart = 0
  private var finished = false
  /// The 1-based line of the next byte.
  package private(set) var line = 1

  /// Reads from `input`.
  package init(_ input: Input) {
    self.input = input
  }

  /// The offset of the next byte from the start of the input.
  package var offset: Int { bufferStart + index }

  /// The next byte without consuming it, or `nil` at the end.
  @inline(__always)
  package mutating func peek() throws -> UInt8? {
    if index < buffer.count { return buffer[index] }
    return try refill() ? buffer[index] : nil
  }

  /// Consumes and returns the next byte, or `nil` at the end.
  @inline(__always)
  package mutating func next() throws -> UInt8? {
    if index >= buffer.count {
      guard try refill() else { return nil }
    }
    let byte = buffer[index]
    index += 1
    if byte == 0x0A { line += 1 }
    return byte
  }

  /// Consumes bytes up to (not including) the next `stop` or `otherStop`, appending them to
  /// `output` a chunk at a time: a string's body without a call per byte.
  package mutating func appendRun(into output: inout [UInt8], stoppingAt stop: UInt8, or otherStop: UInt8) throws {
    while true {
      if index >= buffer.count {
        guard try refill() else { return }
      }
      var end = index
      while end < buffer.count {
        let byte = buffer[end]
        if byte == stop || byte == otherStop { break }
        if byte == 0x0A { line += 1 }
        end += 1
      }
      output.append(contentsOf: buffer[index..<end])
      index = end
      if end < buffer.count { return }
    }
  }

  /// Consumes bytes up to (not including) the next `first`, `second` or `third`, appending them to
  /// `output` a chunk at a time; stops early once `output` holds more than `limit` bytes. The stop
  /// bytes must include the line feed, so no line is crossed.
  package mutating func appendRun(
    into output: inout [UInt8], stoppingAt first: UInt8, _ second: UInt8, _ third: UInt8, limit: Int
  ) throws {
    while output.count <= limit {
      if index >= buffer.count {
        guard try refill() else { return }
      }
      // The closure reads only locals and appends from the chunk's own bytes: one that read
      // `self.index`, or a slice of the array, looks up this generic reader's (or the slice's)
      // metadata again on every field.
      let start = index
      let end = buffer.withUnsafeBufferPointer { bytes -> Int in
        var end = start
        while end < bytes.count {
          let byte = bytes[end]
          if byte == first || byte == second || byte == third { break }
          end += 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        return end
      }
      index = end
      if end < buffer.count { return }
    }
  }

  /// When the string whose body starts at the next byte ends (at a quote) within the current
  /// chunk, holds no escape and at most `limit` bytes, hands its bytes to `body` and consumes them
  /// with the closing quote; otherwise consumes nothing and returns nil.
  package mutating func takeSimpleString<T>(limit: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T?
  {
    let found = buffer.withUnsafeBufferPointer { bytes -> (end: Int, lines: Int)? in
      var end = index
      var lines = 0
      let last = min(bytes.count, index + limit + 1)
      while end < last {
        let byte = bytes[end]
        if byte == UInt8(ascii: "\"") { return (end, lines) }
        if byte == UInt8(ascii: "\\") { return nil }
        if byte == 0x0A { lines += 1 }
        end += 1
      }
      return nil
    }
    guard let found else { return nil }
    let start = index
    let value = try buffer.withUnsafeBufferPointer { bytes in
      try body(UnsafeBufferPointer(rebasing: bytes[start..<found.end]))
    }
    index = found.end + 1
    line += found.lines
    return value
  }

  /// Hands the unread rest of the current chunk and the index of its next byte to `body`; when
  /// `body` returns a value and the index it read to, consumes the bytes up to that index.
  mutating func consumeInChunk<T>(_ body: (UnsafeBufferPointer<UInt8>, Int) -> (value: T, end: Int)?) -> T? {
    let start = index
    guard start < buffer.count,
      let (value, end) = buffer.withUnsafeBufferPointer({ body($0, start) }),
      end >= start, end <= buffer.count
    else { return nil }
    // Found with memchr: a feature holds a line break or two in a couple of hundred bytes.
    let lines = buffer.withUnsafeBytes { bytes -> Int in
      guard let base = bytes.baseAddress else { return 0 }
      var lines = 0
      var position = start
      while position < end, let found = memchr(base + position, 0x0A, end - position) {
        lines += 1
        position = base.distance(to: UnsafeRawPointer(found)) + 1
      }
      return lines
    }
    line += lines
    index = end
    return value
  }

  /// Consumes the bytes of a JSON number (digits, signs, point, exponent) into `output`, at most
  /// `limit` + 1 of them (so the caller can tell a number too long), a chunk at a time. Numbers
  /// hold no line breaks.
  package mutating func appendNumber(into output: inout [UInt8], limit: Int) throws {
    while true {
      if index >= buffer.count {
        guard try refill() else { return }
      }
      let (end, stopped) = buffer.withUnsafeBufferPointer { bytes -> (Int, Bool) in
        var end = index
        while end < bytes.count {
          switch bytes[end] {
          case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            end += 1
          default:
            return (end, true)
          }
          if output.count + (end - index) > limit { return (end, true) }
        }
        return (end, false)
      }
      output.append(contentsOf: buffer[index..<end])
      index = end
      if stopped { return }
    }
  }

  /// Consumes bytes up to and including the next `terminator`, appending those before it to
  /// `output`; returns false at the end of input with nothing read, and throws past `limit`.
  package mutating func read(until terminator: UInt8, into output: inout [UInt8], limit: Int, tooLong: () -> any Error)
    throws -> Bool
  {
    var readAny = false
    while true {
      if index >= buffer.count {
        guard try refill() else { return readAny }
      }
      readAny = true
      // Scan the rest of the chunk at once: far faster than a byte at a time for long lines.
      let end = buffer[index...].firstIndex(of: terminator)
      let stop = end ?? buffer.count
      if output.count + (stop - index) > limit { throw tooLong() }
      output.append(contentsOf: buffer[index..<stop])
      if let end {
        index = end + 1
        if terminator == 0x0A { line += 1 }
        return true
      }
      index = stop
    }
  }

  private mutating func refill() throws -> Bool {
    while !finished {
      guard let chunk = try input.nextChunk() else {
        finished = true
        break
      }
      guard !chunk.isEmpty else { continue }
      bufferStart += buffer.count
      buffer = chunk
      index = 0
      return true
    }
    return false
  }
}
