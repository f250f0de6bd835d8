/// The built-in landmarks decoded from their index, with the display position each came from:
/// what listing, badges and search read when they need them all. Their folded names are read
/// apart, from those positions, as only a search and a merge with sources need them.
struct BuiltInRecords: Sendable {
  /// The landmarks in display order.
  var landmarks: [Landmark] = []
  /// The index position of each landmark, in the same order.
  var positions: [Int] = []
}
