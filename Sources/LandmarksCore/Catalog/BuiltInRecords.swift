/// The built-in landmarks decoded from their index, each with its folded names (aligned with
/// `[name] + alternateNames`): what listing, badges and search read when they need them all.
struct BuiltInRecords: Sendable {
  /// The landmarks in display order.
  var landmarks: [Landmark] = []
  /// The folded names of each landmark, in the same order.
  var foldedNames: [[String]] = []
}
