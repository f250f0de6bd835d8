import Foundation

/// Makes the plain slug of many names, remembering the costly part: ICU's romanisation of names
/// outside ASCII (the same Cyrillic or Han names recur through a large file) and country suffixes.
///
/// Gives exactly `LandmarkIdentity.slug(for:)`; the memory is bounded (forgotten when full).
struct SlugMaker {
  private var romanised: [String: String] = [:]
  private var suffixes: [String: String?] = [:]
  /// Romanisations kept before the memory starts over.
  private static let romanisedLimit = 1 << 16

  /// The slug of `name`, whose fold is `folded`; nil when nothing Latin is left.
  mutating func slug(name: String, folded: String) -> String? {
    if folded.utf8.allSatisfy({ $0 < 0x80 }) { return LandmarkIdentity.slug(asciiFolded: folded) }
    if let known = romanised[name] { return LandmarkIdentity.slug(asciiFolded: known) }
    let latin = LandmarkIdentity.romanisedFold(of: name)
    if romanised.count >= Self.romanisedLimit { romanised.removeAll(keepingCapacity: true) }
    romanised[name] = latin
    return LandmarkIdentity.slug(asciiFolded: latin)
  }

  /// The suffix a country adds to a slug (`cr` for CR).
  mutating func suffix(country: String) -> String? {
    if let known = suffixes[country] { return known }
    let suffix = LandmarkIdentity.slug(for: country)
    suffixes[country] = suffix
    return suffix
  }
}
