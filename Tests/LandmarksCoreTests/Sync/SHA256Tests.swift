import Testing

@testable import LandmarksCore

@Suite("SHA-256")
struct SHA256Tests {
  @Test(
    "The standard's test vectors",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrst"
          + "nopqrstu",
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
      ),
    ])
  func vectors(message: String, digest: String) {
    #expect(SHA256.hexDigest(of: Array(message.utf8)) == digest)
  }

  @Test("A million 'a's, fed in uneven pieces, as in the standard")
  func millionAs() {
    var digest = SHA256()
    var fed = 0
    var piece = 1
    while fed < 1_000_000 {
      let count = min(piece, 1_000_000 - fed)
      digest.update([UInt8](repeating: 0x61, count: count))
      fed += count
      piece = piece * 7 % 997 + 1
    }
    #expect(digest.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("Every length around a block boundary hashes the same whole or split")
  func boundaries() {
    for length in 50..<140 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      var split = SHA256()
      split.update(Array(bytes.prefix(length / 3)))
      split.update(Array(bytes.dropFirst(length / 3)))
      #expect(split.hexDigest() == SHA256.hexDigest(of: bytes), "length \(length)")
    }
  }
}
