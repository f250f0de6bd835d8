/// The byte layout of a catalog index file, shared by the writer and the reader.
///
/// Everything is little-endian; a varint is unsigned LEB128 (at most ten bytes), a signed one is
/// zigzag-coded, a text is a varint length and that many UTF-8 bytes. A file is a fixed header, a
/// table of sections, then the sections:
///
/// ```
/// header   magic "LMKINDEX" · version u32 · record count u32 · section count u32 · flags u32
///          · checksum u64 (`IndexChecksum` of every byte after the section table)
/// table    section count × (offset u64, length u64), in `Section` order
/// records  one variable-length record per place, in display order (continent, folded name, id):
///          flags u8 (`RecordFlag`) · id signed · continent u8 · country 2 × u8 (blank-padded)
///          · coordinates (two signed counts of 1e-5 degrees, or two f64 with `rawCoordinates`)
///          · importance signed · elevation low f64, elevation high f64, area f64 (each when
///          flagged) · shared varint (0: the shared value follows inline; k: entry k − 1 of
///          `shared`) · name text · folded name text (unless `foldedIsName`) · location text,
///          description text (when flagged) · alternates (when flagged: count varint, then each
///          alternate's text and its folded name: varint 0 when equal to it, else length + 1
///          and the bytes) · slug text
/// offsets  count × u32: where each record starts in `records`, by display position
/// ids      count × u32 record positions, sorted by id
/// slugs    count × u32 record positions, sorted by slug bytes
/// names    every name and alternate name, folded, with its record position, sorted by name then
///          position, front-coded in blocks of `blockSize`: each entry is shared-prefix length
///          varint · suffix text · position varint; a block's first entry shares nothing
/// words    the same for the text from each word start of every folded name to its end
/// cells    per non-empty 1° grid cell, its places in position order: (position delta from the
///          previous in the cell, doubled, + 1 with raw coordinates) varint · id signed
///          · coordinates relative to the cell's south-west corner (as in a record)
/// cell directory  (cell u32, byte offset u32 into `cells`) per non-empty cell, ascending, then
///          (`cellCount`, length of `cells`): a nearby search reads a few contiguous runs
/// name sample, word sample  per block of `names` (of `words`): its first key's length u32, the
///          key's first `samplePrefix` bytes zero-padded, the block's byte offset u32: a lookup
///          binary-searches this small table, then reads one block or two and nothing else
/// shared   count u32 · count × u32 offsets into this section · values: kinds (count varint +
///          texts) · source text · badge (u8 0, or 1 and its id, symbol and colour texts)
/// slug keys  every slug in slug order (the order of `slugs`), front-coded in blocks of
///          `blockSize` as `names` is, without positions: the k-th key's place is entry k of `slugs`
/// slug sample  per block of slug keys, an entry as in the name sample (exactly one per block)
/// slug top  every `slugTopStride`-th slug sample entry, copied: one page to search before the
///          one page of the sample it points into
/// id sample  per `idBlockSize` entries of `ids`, the first one's id as i64
/// id top   every `idTopStride`-th id sample entry, copied
/// ```
///
/// A slug lookup reads the slug top, one page of its sample, one block of slug keys, one entry of
/// `slugs`: a handful of pages at any size, where a binary search of `slugs` through the records
/// would read a record page and an offsets page at each of its steps. An id lookup reads the id
/// top, one page of its sample, then searches `idBlockSize` entries of `ids` through their records.
///
/// Absent facts cost nothing but a flag; values many places repeat (the source's name, kinds)
/// are kept once. Offsets are checked against their section on every read, so a damaged file
/// yields an error, never a crash; the checksum is verified when an index is opened for repair or
/// by `doctor`, not on every run, so opening stays independent of the file's size.
enum IndexLayout {
  /// The first eight bytes of every index file.
  static let magic: [UInt8] = Array("LMKINDEX".utf8)
  /// The format this build writes and reads; any other is rebuilt from its source.
  static let version: UInt32 = 6
  /// The sections, in section-table order.
  enum Section: Int, CaseIterable {
    case records, offsets, ids, slugs, names, words, cells, cellDirectory, nameSample, wordSample, shared
    case slugKeys, slugSample, slugTop, idSample, idTop
  }
  /// Bytes before the section table.
  static let headerSize = 32
  /// Bytes of one section table entry.
  static let sectionEntrySize = 16
  /// Bytes before the first section.
  static var sectionsStart: Int { headerSize + Section.allCases.count * sectionEntrySize }

  /// The bits of a record's flags byte.
  enum RecordFlag {
    static let rawCoordinates: UInt8 = 1 << 0
    static let elevationLow: UInt8 = 1 << 1
    static let elevationHigh: UInt8 = 1 << 2
    static let area: UInt8 = 1 << 3
    static let location: UInt8 = 1 << 4
    static let description: UInt8 = 1 << 5
    static let alternates: UInt8 = 1 << 6
    static let foldedIsName: UInt8 = 1 << 7
  }

  /// Entries of a front-coded block of `names` or `words`.
  static let blockSize = 64
  /// How many bytes of a key a sample entry holds.
  static let samplePrefix = 20
  /// Bytes of one sample entry: the key's length, its first bytes, the block's offset.
  static let sampleEntrySize = 4 + samplePrefix + 4
  /// How many slug sample entries one slug top entry stands for: about a page of the sample.
  static let slugTopStride = 128
  /// Entries of `ids` per id sample entry: how many records an id lookup may search.
  static let idBlockSize = 16
  /// Bytes of one id sample (or id top) entry.
  static let idSampleEntrySize = 8
  /// How many id sample entries one id top entry stands for: one page of the sample.
  static let idTopStride = 512
  /// How many entries a top level of `entries` sample entries holds, one per `stride`.
  static func topEntries(_ entries: Int, stride: Int) -> Int {
    (entries + stride - 1) / stride
  }
  /// Bytes of one cell directory entry.
  static let cellDirectoryEntrySize = 8
  /// How many cells the 1° grid has: 181 rows of 360.
  static let cellCount = 181 * 360
  /// How many values the shared table holds at most; others are written inline in their record.
  static let sharedLimit = 4_096

  /// The 1° grid cell of a position: 360 columns by 181 rows, rows from the South Pole.
  static func cell(latitude: Double, longitude: Double) -> UInt32 {
    let row = Int((max(-90, min(90, latitude)) + 90).rounded(.down))
    var column = Int((longitude + 180).rounded(.down)) % 360
    if column < 0 { column += 360 }
    return UInt32(row * 360 + column)
  }

  /// The south-west corner of a cell in 1e-5 degrees: what its entries' coordinates count from.
  static func corner(ofCell cell: UInt32) -> (Int64, Int64) {
    let row = Int64(cell) / 360
    let column = Int64(cell) % 360
    return ((row - 90) * 100_000, (column - 180) * 100_000)
  }

  /// A coordinate in 1e-5 degrees when that gives back exactly the same double, else nil.
  static func scaled(_ value: Double) -> Int64? {
    guard value.isFinite, abs(value) < 1e12 else { return nil }
    guard let count = Int64(exactly: (value * 100_000).rounded()) else { return nil }
    return degrees(count).bitPattern == value.bitPattern ? count : nil
  }

  /// The degrees of a count of 1e-5 degrees: the one way the writer checks and the reader decodes.
  static func degrees(_ count: Int64) -> Double {
    Double(count) / 100_000
  }
}
