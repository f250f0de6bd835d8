/// Where a value sits in the document being decoded, built a link at a time as decoding descends.
///
/// A link per level rather than a copied `[any CodingKey]` per value: the keys are needed only for
/// an error message, and copying the array at every level cost more than the decoding around it.
indirect enum DecodingPath {
  /// The document itself.
  case root
  /// A value inside `parent`, reached by `key`.
  case child(of: DecodingPath, key: any CodingKey)

  /// The path one level further down, at `key`.
  func appending(_ key: any CodingKey) -> DecodingPath {
    .child(of: self, key: key)
  }

  /// The path one level further down when there is a key, this path when there is none.
  func appending(_ key: (any CodingKey)?) -> DecodingPath {
    guard let key else { return self }
    return .child(of: self, key: key)
  }

  /// The keys from the document down, as `Decoder.codingPath` and `DecodingError` give them.
  var keys: [any CodingKey] {
    var keys: [any CodingKey] = []
    var node = self
    while case .child(let parent, let key) = node {
      keys.append(key)
      node = parent
    }
    return keys.reversed()
  }
}
