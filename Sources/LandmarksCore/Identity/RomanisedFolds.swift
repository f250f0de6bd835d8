import LandmarksModels

/// The folds of the romanisations `SlugMaker` learns, a letter's or a piece's, so that a name
/// romanised letter by letter or piece by piece becomes a slug without its romanisation being built
/// as text and folded again.
///
/// A fold is kept as bytes where a space stands for a break between words (`TextFolding.foldedPiece`),
/// and only for a romanisation whose characters never join a neighbour's (`TextFolding.isComposable`):
/// then the folds laid end to end are the fold of the whole romanisation. Other romanisations are
/// marked, and a name holding one takes the slower way. The memory is bounded (pieces are forgotten
/// when full).
struct RomanisedFolds {
  /// What is known of one romanisation's fold.
  struct Fold {
    /// Where its bytes start in their store.
    var offset: UInt32 = 0
    var length: UInt32 = 0
    var state: State = .unknown
  }

  /// Whether a fold was learnt, and kept.
  enum State: UInt8 {
    case unknown, kept, notKept
  }

  /// The letters' folds, by scalar value: every letter romanised alone lies below the bound.
  private var letters = [Fold](repeating: Fold(), count: Int(Self.letterBound))
  private var letterBytes: [UInt8] = []
  /// The pieces' folds, by their scalars.
  private var pieces: [PieceKey: Fold] = [:]
  private var pieceBytes: [UInt8] = []
  /// Pieces kept before the memory starts over.
  private static let pieceLimit = 1 << 16
  /// The first scalar value past every letter `SlugMaker.isRomanisedAlone` admits.
  private static let letterBound: UInt32 = 0x2100

  /// The fold of the letter `value`, `.unknown` until learnt.
  func letter(_ value: UInt32) -> Fold {
    value < Self.letterBound ? letters[Int(value)] : Fold(state: .notKept)
  }

  /// Learns the fold of the letter `value` from its romanisation `latin`.
  mutating func learnLetter(_ value: UInt32, latin: String) -> Fold {
    guard value < Self.letterBound else { return Fold(state: .notKept) }
    let fold = Self.store(latin, in: &letterBytes)
    letters[Int(value)] = fold
    return fold
  }

  /// The fold of the piece `key`, `.unknown` until learnt.
  func piece(_ key: PieceKey) -> Fold {
    pieces[key] ?? Fold()
  }

  /// Learns the fold of the piece `key` from its romanisation `latin`.
  mutating func learnPiece(_ key: PieceKey, latin: String) -> Fold {
    if pieces.count >= Self.pieceLimit {
      pieces.removeAll(keepingCapacity: true)
      pieceBytes.removeAll(keepingCapacity: true)
    }
    let fold = Self.store(latin, in: &pieceBytes)
    pieces[key] = fold
    return fold
  }

  /// Appends the letter's fold `fold` (kept) to `writer`.
  func appendLetter(_ fold: Fold, to writer: inout FoldWriter) {
    writer.append(fold, from: letterBytes)
  }

  /// Appends the piece's fold `fold` (kept) to `writer`.
  func appendPiece(_ fold: Fold, to writer: inout FoldWriter) {
    writer.append(fold, from: pieceBytes)
  }

  /// Keeps the fold of `latin` at the end of `bytes`, when it can be laid beside others.
  private static func store(_ latin: String, in bytes: inout [UInt8]) -> Fold {
    guard TextFolding.isComposable(latin), let folded = TextFolding.foldedPiece(latin),
      bytes.count + folded.count <= Int(UInt32.max)
    else { return Fold(state: .notKept) }
    let fold = Fold(offset: UInt32(bytes.count), length: UInt32(folded.count), state: .kept)
    bytes += folded
    return fold
  }
}

/// The scalars of a piece of up to six, packed 21 bits each, as a key to look up without making a
/// string of them. No scalar of a piece is zero, so pieces of different lengths never share a key.
struct PieceKey: Hashable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  /// How many scalars the key holds.
  private(set) var count = 0

  /// The most scalars a key holds.
  static let capacity = 6

  /// Whether the key holds no scalar.
  var isEmpty: Bool { count == 0 }

  /// Adds `value` after the scalars held; false when the key is full.
  mutating func append(_ value: UInt32) -> Bool {
    guard count < Self.capacity else { return false }
    if count < 3 {
      low |= UInt64(value) << (21 * UInt64(count))
    } else {
      high |= UInt64(value) << (21 * UInt64(count - 3))
    }
    count += 1
    return true
  }

  /// The scalars held, as text.
  var text: String {
    var scalars = String.UnicodeScalarView()
    for index in 0..<count {
      let word = index < 3 ? low : high
      let value = UInt32(truncatingIfNeeded: (word >> (21 * UInt64(index % 3))) & 0x1F_FFFF)
      if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
    }
    return String(scalars)
  }

  static func == (lhs: PieceKey, rhs: PieceKey) -> Bool {
    lhs.low == rhs.low && lhs.high == rhs.high
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(low &* 0x9E37_79B9_7F4A_7C15 ^ high)
  }
}

/// The fold of a name being put together from the folds of its parts, as `TextFolding.fold` lays
/// them out: single spaces between words, none at the ends.
struct FoldWriter {
  /// The fold so far.
  private(set) var bytes: [UInt8]
  private var pendingSpace = false

  /// A writer starting from `buffer` emptied, for its capacity.
  init(buffer: [UInt8]) {
    bytes = buffer
    bytes.removeAll(keepingCapacity: true)
  }

  /// Starts over.
  mutating func reset() {
    bytes.removeAll(keepingCapacity: true)
    pendingSpace = false
  }

  /// Appends the fold of an ASCII character: a lowercase letter or digit, nothing for an
  /// apostrophe, a break between words for the rest.
  @inline(__always)
  mutating func appendASCII(_ byte: UInt8) {
    let lowered = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    if lowered == 0x27 || lowered == 0x60 { return }  // ' and `
    if (0x61...0x7A).contains(lowered) || (0x30...0x39).contains(lowered) {
      put(lowered)
    } else {
      pendingSpace = true
    }
  }

  /// Appends a break between words.
  mutating func appendBreak() {
    pendingSpace = true
  }

  /// Appends a learnt fold, which lies in `store`.
  mutating func append(_ fold: RomanisedFolds.Fold, from store: [UInt8]) {
    let start = Int(fold.offset)
    for byte in store[start..<(start + Int(fold.length))] {
      if byte == 0x20 {
        pendingSpace = true
      } else {
        put(byte)
      }
    }
  }

  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    // Continuation bytes never carry a pending space: it was written before the lead byte.
    if pendingSpace && !bytes.isEmpty { bytes.append(0x20) }
    pendingSpace = false
    bytes.append(byte)
  }
}
