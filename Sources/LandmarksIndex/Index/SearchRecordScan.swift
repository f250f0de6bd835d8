/// Reads what a search matches, ranks and reports a record by straight from its bytes (see
/// `IndexLayout`), in one pass: the continent and coordinates are skipped and no reader of the
/// whole record is made, as a search reads hundreds of candidates and returns a few of them (and
/// a replacing import, the slugs of a million).
struct SearchRecordScan {
  private var cursor: IndexCursor
  private let flags: UInt8
  /// The landmark id.
  let id: Int
  /// The two country bytes, blank-padded.
  let countryBytes: (UInt8, UInt8)
  /// How important the place is among its namesakes.
  let importance: Int
  /// The name as written, in place.
  let name: UnsafeRawBufferPointer
  /// The name folded, in place.
  let folded: UnsafeRawBufferPointer

  /// The record that fills `bytes`, read up to its names; `path` names the file in errors.
  init(_ bytes: UnsafeRawBufferPointer, path: String) throws {
    var cursor = try IndexCursor(bytes, from: 0, to: bytes.count, path: path)
    let flags = try cursor.byte()
    self.flags = flags
    id = Int(try cursor.signed())
    _ = try cursor.byte()
    countryBytes = (try cursor.byte(), try cursor.byte())
    if flags & IndexLayout.RecordFlag.rawCoordinates != 0 {
      _ = try cursor.bytes(16)
    } else {
      _ = try cursor.varint()
      _ = try cursor.varint()
    }
    importance = Int(try cursor.signed())
    if flags & IndexLayout.RecordFlag.elevationLow != 0 { _ = try cursor.bytes(8) }
    if flags & IndexLayout.RecordFlag.elevationHigh != 0 { _ = try cursor.bytes(8) }
    if flags & IndexLayout.RecordFlag.area != 0 { _ = try cursor.bytes(8) }
    if try cursor.count() == 0 { try RecordReader.skipSharedValue(&cursor) }
    name = try cursor.text()
    folded = flags & IndexLayout.RecordFlag.foldedIsName != 0 ? name : try cursor.text()
    self.cursor = cursor
  }

  /// The country code, without padding.
  var country: String { CatalogIndex.country(countryBytes.0, countryBytes.1) }

  /// The location line, `nil` when the record has none, after calling `alternate` with each
  /// alternate name as written and folded, in order: the rest of the record, so asked once.
  consuming func rest(
    _ alternate: (_ name: UnsafeRawBufferPointer, _ folded: UnsafeRawBufferPointer) throws -> Void
  ) throws -> UnsafeRawBufferPointer? {
    try readRest(alternate)
  }

  /// The slug, in place, past the rest of the record: all an import replacing a source reads of a
  /// place it keeps.
  consuming func slug() throws -> UnsafeRawBufferPointer {
    _ = try readRest { _, _ in }
    return try cursor.text()
  }

  private mutating func readRest(
    _ alternate: (_ name: UnsafeRawBufferPointer, _ folded: UnsafeRawBufferPointer) throws -> Void
  ) throws -> UnsafeRawBufferPointer? {
    let location = flags & IndexLayout.RecordFlag.location != 0 ? try cursor.text() : nil
    if flags & IndexLayout.RecordFlag.description != 0 { try cursor.skipText() }
    guard flags & IndexLayout.RecordFlag.alternates != 0 else { return location }
    for _ in 0..<(try cursor.count()) {
      let name = try cursor.text()
      let tag = try cursor.count()
      try alternate(name, tag == 0 ? name : try cursor.bytes(tag - 1))
    }
    return location
  }
}
