extension CatalogIndex {
  /// What a search matches and ranks a record by, read in place in one pass over it: no landmark
  /// is made, and the bytes stay valid as long as this index (or a copy of it) is alive.
  package struct SearchFields {
    /// The landmark id.
    package let id: Int
    /// The country code, as `place(at:)` gives it.
    package let country: String
    /// How important the place is among its namesakes.
    package let importance: Int
    /// `[name] + alternateNames`, folded.
    package let foldedNames: [UnsafeRawBufferPointer]
    /// The location line, empty when the record has none.
    package let location: UnsafeRawBufferPointer
  }

  /// The search fields of the landmark at a display position (0 ..< count).
  package func searchFields(at position: Int) throws -> SearchFields {
    var record = try RecordReader(self, position: position)
    let folded = try record.names().folded
    let (location, _, alternates) = try record.rest()
    var names: [UnsafeRawBufferPointer] = []
    names.reserveCapacity(alternates.count + 1)
    names.append(folded)
    for alternate in alternates { names.append(alternate.folded) }
    return SearchFields(
      id: record.id, country: record.country, importance: record.importance, foldedNames: names,
      location: location ?? UnsafeRawBufferPointer(start: nil, count: 0))
  }

  /// The name (`number` 0) or alternate name `number` of the landmark at a display position, as
  /// written, in place; its name when it has no such alternate: the text a search hit reports,
  /// read without decoding the rest of the landmark.
  package func nameBytes(at position: Int, number: Int) throws -> UnsafeRawBufferPointer {
    var record = try RecordReader(self, position: position)
    let name = try record.names().name
    guard number > 0 else { return name }
    let alternates = try record.rest().alternates
    return alternates.indices.contains(number - 1) ? alternates[number - 1].name : name
  }

  /// The location line of the landmark at a display position, in place; empty when it has none.
  package func locationBytes(at position: Int) throws -> UnsafeRawBufferPointer {
    var record = try RecordReader(self, position: position)
    _ = try record.names()
    return try record.rest().location ?? UnsafeRawBufferPointer(start: nil, count: 0)
  }
}
