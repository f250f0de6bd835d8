extension CatalogIndex {
  /// Opens an index compiled into the binary as a string literal (see `EmbeddedBytes`).
  public init(embedded literal: StaticString, name: String) throws {
    // StaticString's accessor takes no throwing closure: the failure is carried out as nil.
    let storage = literal.withUTF8Buffer { IndexStorage(decoding: $0) }
    guard let storage else {
      throw IndexError.damaged(path: name, reason: "the embedded literal holds a scalar above U+00FF")
    }
    try self.init(storage: storage, path: name)
  }
}
