/// What one pass over an index's records reads of every landmark for an import that replaces the
/// index: the ids to walk beside the file's (sorted), each with its display position, which is
/// also the handle to its slug (see `CatalogIndex.slugBytes(atOffset:)`).
package struct IndexKeys: Sendable {
  /// The ids, ascending.
  package let ids: [Int]
  /// The display position of each of `ids`.
  package let positions: [UInt32]

  /// Keys as read from an index; tests give their own.
  package init(ids: [Int], positions: [UInt32]) {
    self.ids = ids
    self.positions = positions
  }
}
