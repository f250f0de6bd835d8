/// What one pass over an index's records reads of every landmark for an import that replaces the
/// index: the ids to walk beside the file's (sorted), and a handle to each slug, to keep it.
package struct IndexKeys: Sendable {
  /// The ids, ascending.
  package let ids: [Int]
  /// The display position of each of `ids`.
  package let positions: [UInt32]
  /// A handle to each landmark's slug, by display position (see `CatalogIndex.slugBytes(atOffset:)`).
  package let slugOffsets: [UInt32]

  /// Keys as read from an index; tests give their own.
  package init(ids: [Int], positions: [UInt32], slugOffsets: [UInt32]) {
    self.ids = ids
    self.positions = positions
    self.slugOffsets = slugOffsets
  }
}
