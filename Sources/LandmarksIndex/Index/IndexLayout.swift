/// The byte layout of a catalog index file, shared by the writer and the reader.
///
/// Everything is little-endian. A file is a fixed header, a table of sections, then the sections:
///
/// ```
/// header   magic "LMKINDEX" · version u32 · record count u32 · section count u32 · flags u32
///          · checksum u64 (FNV-1a of every byte after the section table)
/// table    section count × (offset u64, length u64)
/// records  count × recordSize bytes, in display order (continent, folded name, id)
/// strings  u32 length + UTF-8 bytes each; a list is u32 count + count × u32 string offsets
/// ids      count × u32 record positions, sorted by id
/// slugs    count × u32 record positions, sorted by slug bytes
/// names    (u32 folded-name string, u32 record) pairs sorted by folded name: every name and
///          alternate name, so an exact or prefix lookup is a binary search
/// words    (u32 folded-name string, u32 byte offset of a word start, u32 record) triples sorted
///          by the text from that word on: word-prefix lookups are a binary search too
/// cells    (u32 record, i64 id, f64 latitude, f64 longitude) entries sorted by 1° grid cell, then
///          record: a nearby search reads the positions it ranks from a few contiguous runs and
///          touches a record only for the places it returns
/// cell starts  (cellCount + 1) × u32: where each cell's run begins among the cell entries, the
///          last one the number of entries, so a cell is found without searching; empty in an
///          index of fewer than `cellDirectoryThreshold` records, where a cell's run is found by
///          binary search on the cells of the entries' own coordinates
/// name sample, word sample  for every 64th entry of `names` (of `words`): its key's length u32
///          and first 20 bytes, zero-padded: a lookup's binary search runs through this small table
///          and ends in one stretch of 64 entries, instead of reading a string from all over the
///          file at every step
/// ```
///
/// Offsets are checked against the file on every read, so a damaged file yields an error, never
/// a crash; the checksum is verified when an index is opened for repair or by `doctor`, not on
/// every run, so opening stays independent of the file's size.
enum IndexLayout {
  /// The first eight bytes of every index file.
  static let magic: [UInt8] = Array("LMKINDEX".utf8)
  /// The format this build writes and reads; any other is rebuilt from its source.
  static let version: UInt32 = 3
  /// The sections, in file order.
  enum Section: Int, CaseIterable {
    case records, strings, ids, slugs, names, words, cells, cellStarts, nameSample, wordSample
  }
  /// Bytes before the section table.
  static let headerSize = 32
  /// Bytes of one section table entry.
  static let sectionEntrySize = 16
  /// Bytes before the first section.
  static var sectionsStart: Int { headerSize + Section.allCases.count * sectionEntrySize }

  /// Byte offsets of the fields within one fixed-size record.
  enum Field {
    static let id = 0  // i64
    static let latitude = 8  // f64
    static let longitude = 16  // f64
    static let elevationLow = 24  // f64, NaN when unknown
    static let elevationHigh = 32  // f64, NaN when unknown
    static let area = 40  // f64, NaN when unknown
    static let importance = 48  // i64, 0 when unknown
    static let continent = 56  // u8, index in Continent.allCases
    static let country = 57  // 2 × u8 ASCII
    static let flags = 59  // u8: bit 0 has a badge
    // u32 string offsets from here on
    static let slug = 60
    static let name = 64
    static let foldedNames = 68  // list, aligned with [name] + alternateNames
    static let location = 72
    static let description = 76
    static let alternateNames = 80  // list
    static let kinds = 84  // list
    static let badgeID = 88
    static let badgeSymbol = 92
    static let badgeColor = 96
    static let source = 100  // the empty string for the built-in catalog
  }
  /// Bytes of one record.
  static let recordSize = 104
  /// Bytes of one `names` entry.
  static let nameEntrySize = 8
  /// Bytes of one `words` entry.
  static let wordEntrySize = 12
  /// Bytes of one `cells` entry.
  static let cellEntrySize = 28
  /// Every how many entries of a sorted table the sample holds one.
  static let sampleInterval = 64
  /// How many bytes of a key a sample entry holds.
  static let samplePrefix = 20
  /// Bytes of one sample entry: the key's length, then its first bytes.
  static let sampleEntrySize = 4 + samplePrefix
  /// How many records an index holds at the least to carry the cell directory (a quarter of a
  /// megabyte): the built-in catalog, read at every start, goes without.
  static let cellDirectoryThreshold = 2_048
  /// How many cells the 1° grid has: 181 rows of 360.
  static let cellCount = 181 * 360

  /// The 1° grid cell of a position: 360 columns by 181 rows, rows from the South Pole.
  static func cell(latitude: Double, longitude: Double) -> UInt32 {
    let row = Int((max(-90, min(90, latitude)) + 90).rounded(.down))
    var column = Int((longitude + 180).rounded(.down)) % 360
    if column < 0 { column += 360 }
    return UInt32(row * 360 + column)
  }

  /// FNV-1a, 64 bits: cheap, and enough to tell a damaged file from a sound one.
  static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
