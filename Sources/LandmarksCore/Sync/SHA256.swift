import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// SHA-256 (FIPS 180-4), for the checksums in a sync manifest: two machines holding a source with
/// the same checksum hold the same file, whatever it was called or where it lay.
///
/// Written here because the toolchain has no digest on Linux (CryptoKit is Apple's only) and the
/// package takes no dependencies; the tests hold it to the standard's test vectors.
package struct SHA256: Sendable {
  /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// The hash value so far: the first 32 bits of the fractional parts of the square roots of the
  /// first 8 primes, before any block.
  private var hash: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// Bytes waiting for a whole 64-byte block.
  private var pending: [UInt8] = []
  /// How many bytes were hashed in all.
  private var length: UInt64 = 0
  /// The message schedule, kept to spare an allocation per block.
  private var schedule = [UInt32](repeating: 0, count: 64)

  /// A digest of nothing yet.
  package init() {
    pending.reserveCapacity(64)
  }

  /// Adds `bytes` to the message.
  package mutating func update(_ bytes: UnsafeRawBufferPointer) {
    length &+= UInt64(bytes.count)
    var offset = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, bytes.count)
      pending.append(contentsOf: bytes[0..<taken])
      offset = taken
      guard pending.count == 64 else { return }
      let block = pending
      block.withUnsafeBytes { compress($0) }
      pending.removeAll(keepingCapacity: true)
    }
    while bytes.count - offset >= 64 {
      compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 64]))
      offset += 64
    }
    pending.append(contentsOf: bytes[offset...])
  }

  /// Adds `bytes` to the message.
  package mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// The digest of everything added, as 64 lowercase hexadecimal digits.
  package func hexDigest() -> String {
    var copy = self
    let bits = length &* 8
    var tail: [UInt8] = [0x80]
    let used = (pending.count + 1) % 64
    tail += [UInt8](repeating: 0, count: used <= 56 ? 56 - used : 120 - used)
    tail += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) }
    tail.withUnsafeBytes { bytes in
      // Padding must not count towards the length it records.
      let recorded = copy.length
      copy.update(bytes)
      copy.length = recorded
    }
    return copy.hash.map { word in
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 8 - digits.count) + digits
    }.joined()
  }

  /// The digest of `bytes`.
  package static func hexDigest(of bytes: [UInt8]) -> String {
    var digest = SHA256()
    digest.update(bytes)
    return digest.hexDigest()
  }

  /// The digest of the file at `path`, read in chunks; nil when it cannot be opened or read.
  package static func hexDigest(ofFileAt path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var digest = SHA256()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      buffer.withUnsafeBytes { digest.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
    }
    return digest.hexDigest()
  }

  /// One 64-byte block folded into the hash value.
  private mutating func compress(_ block: UnsafeRawBufferPointer) {
    for index in 0..<16 {
      let base = index * 4
      schedule[index] =
        UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16 | UInt32(block[base + 2]) << 8
        | UInt32(block[base + 3])
    }
    for index in 16..<64 {
      let early = schedule[index - 15]
      let late = schedule[index - 2]
      let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
      let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
      schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
    }
    var (a, b, c, d, e, f, g, h) = (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7])
    for index in 0..<64 {
      let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
      let choice = (e & f) ^ (~e & g)
      let first = h &+ sum1 &+ choice &+ Self.roundConstants[index] &+ schedule[index]
      let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      let second = sum0 &+ majority
      (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
    }
    hash[0] &+= a
    hash[1] &+= b
    hash[2] &+= c
    hash[3] &+= d
    hash[4] &+= e
    hash[5] &+= f
    hash[6] &+= g
    hash[7] &+= h
  }
}

extension UInt32 {
  /// The bits rotated right by `count` (0 < count < 32).
  fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
    (self >> count) | (self << (32 - count))
  }
}
