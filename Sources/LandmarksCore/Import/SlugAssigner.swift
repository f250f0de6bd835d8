/// Hands out unique slugs over a stream of places: `san-jose`, then `san-jose-cr`, `san-jose-cr-2`…
///
/// Deterministic for a given order and set of taken slugs; remembers the last number used for each
/// stem, so ten thousand places of one name cost ten thousand steps, not fifty million.
public struct SlugAssigner: Sendable {
  private var taken: Set<String>
  private var nextNumber: [String: Int] = [:]

  /// Starts with the slugs already in use (the catalog's and earlier imports').
  public init<S: Sequence>(taken: S) where S.Element == String {
    self.taken = Set(taken)
  }

  /// True when `slug` is in use.
  public func isTaken(_ slug: String) -> Bool {
    taken.contains(slug)
  }

  /// A slug for `name` no one has: the plain one, then with the country, then numbered.
  /// `id` names a place whose name has nothing Latin left (`place-123456`).
  public mutating func assign(name: String, country: String?, id: Int) -> String {
    assign(
      base: LandmarkIdentity.slug(for: name) ?? "place-\(id)", suffix: country.flatMap(LandmarkIdentity.slug(for:)))
  }

  /// A slug from the plain slug `base` and the country's `suffix` that neither this assigner nor
  /// `isTakenElsewhere` has: `base`, `base-suffix`, then `base-suffix-2` and on.
  mutating func assign(base: String, suffix: String?, isTakenElsewhere: (String) -> Bool = { _ in false }) -> String {
    func claim(_ slug: String) -> Bool {
      !isTakenElsewhere(slug) && taken.insert(slug).inserted
    }
    if claim(base) { return base }
    var stem = base
    if let suffix {
      stem = "\(base)-\(suffix)"
      if claim(stem) { return stem }
    }
    var number = nextNumber[stem, default: 2]
    while !claim("\(stem)-\(number)") { number += 1 }
    nextNumber[stem] = number + 1
    return "\(stem)-\(number)"
  }
}
