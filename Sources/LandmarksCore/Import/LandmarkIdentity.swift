import Foundation

/// Ids and slugs for imported landmarks: the same on every machine and in every import order.
public enum LandmarkIdentity {
  /// The largest id JSON carries exactly (2^53 − 1).
  public static let maxID = (1 << 53) - 1
  /// The smallest imported id; everything below is the built-in catalog's range.
  public static let firstImportedID = 100_000

  /// The id of a place imported from `source`: a hash of the source name and the place's own id
  /// there or, without one, its folded name and its position rounded to 1e-5°.
  ///
  /// FNV-1a over a length-prefixed encoding (so no two inputs share bytes), finished with a 64-bit
  /// mixer, then mapped onto `firstImportedID ... maxID`. About one clash in 20,000 imports of a
  /// million places; a clash is refused, never silently merged.
  public static func id(source: String, sourceID: String?, name: String, latitude: Double, longitude: Double) -> Int {
    var hasher = FNV1a()
    hasher.add("landmarks-id-1")
    hasher.add(source)
    if let sourceID {
      hasher.add("id")
      hasher.add(sourceID)
    } else {
      hasher.add("position")
      hasher.add(TextFolding.fold(name))
      hasher.add(String(rounded(latitude)))
      hasher.add(String(rounded(longitude)))
    }
    let span = UInt64(maxID - firstImportedID + 1)
    return firstImportedID + Int(mix(hasher.value) % span)
  }

  /// The id of `place` from `source`: the id it was exported with, else its hash.
  public static func id(source: String, place: ImportedPlace) -> Int {
    if let exported = place.exported { return exported.id }
    return id(
      source: source, sourceID: place.sourceID, name: place.name, latitude: place.latitude,
      longitude: place.longitude)
  }

  /// A slug for `name`: ASCII, lowercase, hyphenated, accents dropped and other scripts romanised
  /// ("São José" is `sao-jose`, "Москва" is `moskva`); `nil` when nothing Latin is left.
  public static func slug(for name: String) -> String? {
    var folded = TextFolding.fold(name)
    if !folded.unicodeScalars.allSatisfy(\.isASCII) {
      // ICU's transliterator is slow to start: only names outside ASCII after folding pay for it.
      folded = TextFolding.fold(name.applyingTransform(.toLatin, reverse: false) ?? name)
    }
    var slug = ""
    var pendingHyphen = false
    for scalar in folded.unicodeScalars {
      if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
        if pendingHyphen && !slug.isEmpty { slug.append("-") }
        pendingHyphen = false
        slug.unicodeScalars.append(scalar)
      } else {
        pendingHyphen = true
      }
    }
    if slug.utf8.count > maxSlugLength {
      slug = String(slug.prefix(maxSlugLength))
      while slug.hasSuffix("-") { slug.removeLast() }
    }
    guard !slug.isEmpty else { return nil }
    // An all-digit slug would read as an id: the resolver tries ids first.
    return slug.allSatisfy(\.isNumber) ? "place-\(slug)" : slug
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
