import Foundation
import LandmarksModels

/// Ids and slugs for imported landmarks: the same on every machine and in every import order.
package enum LandmarkIdentity {
  /// The largest id JSON carries exactly (2^53 − 1).
  package static let maxID = (1 << 53) - 1
  /// The smallest imported id; everything below is the built-in catalog's range.
  package static let firstImportedID = 100_000

  /// The id of a place imported from `source`: a hash of the source name and the place's own id
  /// there or, without one, its folded name and its position rounded to 1e-5°.
  ///
  /// FNV-1a over a length-prefixed encoding (so no two inputs share bytes), finished with a 64-bit
  /// mixer, then mapped onto `firstImportedID ... maxID`. About one clash in 20,000 imports of a
  /// million places; a clash is refused, never silently merged.
  package static func id(source: String, sourceID: String?, name: String, latitude: Double, longitude: Double) -> Int {
    id(
      source: source, sourceID: sourceID, foldedName: sourceID == nil ? TextFolding.fold(name) : "",
      latitude: latitude, longitude: longitude)
  }

  /// `id(source:sourceID:name:latitude:longitude:)` for a name already folded.
  static func id(source: String, sourceID: String?, foldedName: String, latitude: Double, longitude: Double) -> Int {
    IDHasher(source: source).id(sourceID: sourceID, foldedName: foldedName, latitude: latitude, longitude: longitude)
  }

  /// The ids of one source's places: the hash of what every one of them starts with (the scheme
  /// and the source's name) is computed once.
  struct IDHasher {
    private var start = FNV1a()

    /// Ids for places of `source`.
    init(source: String) {
      start.add("landmarks-id-1")
      start.add(source)
    }

    /// The id of a place (see `LandmarkIdentity.id(source:sourceID:name:latitude:longitude:)`).
    func id(sourceID: String?, foldedName: String, latitude: Double, longitude: Double) -> Int {
      var hasher = start
      if let sourceID {
        hasher.add("id")
        hasher.add(sourceID)
      } else {
        hasher.add("position")
        hasher.add(foldedName)
        hasher.add(String(LandmarkIdentity.rounded(latitude)))
        hasher.add(String(LandmarkIdentity.rounded(longitude)))
      }
      let span = UInt64(LandmarkIdentity.maxID - LandmarkIdentity.firstImportedID + 1)
      return LandmarkIdentity.firstImportedID + Int(LandmarkIdentity.mix(hasher.value) % span)
    }
  }

  /// The id of `place` from `source`: the id it was exported with, else its hash.
  package static func id(source: String, place: ImportedPlace) -> Int {
    if let exported = place.exported { return exported.id }
    return id(
      source: source, sourceID: place.sourceID, name: place.name, latitude: place.latitude,
      longitude: place.longitude)
  }

  /// A slug for `name`: ASCII, lowercase, hyphenated, accents dropped and other scripts romanised
  /// ("São José" is `sao-jose`, "Москва" is `moskva`); `nil` when nothing Latin is left.
  package static func slug(for name: String) -> String? {
    let folded = TextFolding.fold(name)
    // ICU's transliterator is slow to start: only names outside ASCII after folding pay for it.
    return slug(asciiFolded: folded.utf8.allSatisfy { $0 < 0x80 } ? folded : romanisedFold(of: name))
  }

  /// `name` romanised by ICU, then folded: what a slug is made of when folding leaves non-ASCII.
  static func romanisedFold(of name: String) -> String {
    TextFolding.fold(name.applyingTransform(.toLatin, reverse: false) ?? name)
  }

  /// The slug of a folded name: its ASCII letters and digits, runs of anything else one hyphen.
  static func slug(asciiFolded folded: String) -> String? {
    var folded = folded
    return folded.withUTF8 { slug(foldedUTF8: $0) }
  }

  /// `slug(asciiFolded:)` of the folded name whose UTF-8 is `utf8`.
  static func slug(foldedUTF8 utf8: UnsafeBufferPointer<UInt8>) -> String? {
    var allDigits = true
    // Written straight into the string, whose length the folded name bounds: past the longest
    // slug, bytes are dropped, so what is kept is the start of the whole slug.
    let limit = min(utf8.count, maxSlugLength)
    let slug = String(unsafeUninitializedCapacity: limit) { buffer in
      var count = 0
      var pendingHyphen = false
      for byte in utf8 {
        if (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) {
          if pendingHyphen && count > 0 && count < limit {
            buffer[count] = UInt8(ascii: "-")
            count += 1
          }
          pendingHyphen = false
          guard count < limit else { break }
          buffer[count] = byte
          count += 1
        } else {
          pendingHyphen = true
        }
      }
      while count > 0 && buffer[count - 1] == UInt8(ascii: "-") { count -= 1 }
      for byte in buffer[..<count] where !(0x30...0x39).contains(byte) {
        allDigits = false
        break
      }
      return count
    }
    guard !slug.isEmpty else { return nil }
    // An all-digit slug would read as an id: the resolver tries ids first.
    return allDigits ? "place-\(slug)" : slug
  }

  /// Slugs stay short enough to type.
  private static let maxSlugLength = 60

  /// Degrees in units of 1e-5°, rounded; non-finite input (never valid) counts as zero.
  private static func rounded(_ degrees: Double) -> Int {
    guard degrees.isFinite else { return 0 }
    return Int((degrees * 100_000).rounded())
  }

  /// MurmurHash3's 64-bit finaliser: spreads FNV's weak low-entropy bits over the whole word.
  private static func mix(_ value: UInt64) -> UInt64 {
    var hash = value
    hash ^= hash >> 33
    hash &*= 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    hash &*= 0xc4ce_b9fe_1a85_ec53
    hash ^= hash >> 33
    return hash
  }
}

/// The 64-bit FNV-1a hash: tiny, stable across runs and platforms (unlike `Hasher`, which is seeded).
struct FNV1a {
  /// The hash so far.
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Adds `text` with its length first, so ("ab", "c") and ("a", "bc") hash differently.
  mutating func add(_ text: String) {
    var length = UInt64(text.utf8.count)
    for _ in 0..<8 {
      add(byte: UInt8(truncatingIfNeeded: length))
      length >>= 8
    }
    var text = text
    text.withUTF8 { bytes in
      for byte in bytes { add(byte: byte) }
    }
  }

  @inline(__always)
  private mutating func add(byte: UInt8) {
    value ^= UInt64(byte)
    value &*= 0x0000_0100_0000_01b3
  }
}
