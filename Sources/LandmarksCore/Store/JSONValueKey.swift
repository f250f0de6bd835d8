/// A coding key the decoder makes itself: an array position, or an object member read as a map key.
///
/// Spelled the way Foundation's decoder and the standard library spell theirs, so an error's coding
/// path, and so the store's message naming it, reads the same: an index is "Index 3" with the int
/// value 3, and a member's name carries an int value when it spells a number ("1016" → 1016).
struct JSONValueKey: CodingKey {
  /// The name, or "Index n" for a position.
  let stringValue: String
  /// The position, or the number a member's name spells.
  let intValue: Int?

  /// A member named `stringValue`.
  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = Int(stringValue)
  }

  /// A member named by a number.
  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }

  /// The position `index` in an array.
  init(index: Int) {
    self.stringValue = "Index \(index)"
    self.intValue = index
  }
}
