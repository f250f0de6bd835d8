/// The built-in landmarks decoded from their index, with the folded names of each: what badges
/// and search read when they need them all.
struct BuiltInRecords: Sendable {
  /// The landmarks in display order.
  var landmarks: [Landmark] = []
  /// Every folded name of each landmark, aligned with `[name] + alternateNames`.
  var foldedNames: [[String]] = []
}
