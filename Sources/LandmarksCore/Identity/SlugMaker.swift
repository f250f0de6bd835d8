import Foundation
import LandmarksModels

/// Makes the plain slug of many names, remembering the costly part: ICU's romanisation of names
/// outside ASCII (the same Cyrillic or Han names recur through a large file) and country suffixes,
/// through one transliterator kept open (`Romaniser`).
///
/// Names in scripts that ICU romanises one letter at a time, whatever the letters around it
/// (Cyrillic, Hebrew, Georgian, the Arabic alphabet without its vowel marks), are romanised from each
/// letter's own romanisation, learnt from ICU once; Han characters from their readings, learnt from
/// ICU when the binary is built (`HanReadings`); kana, Indic scripts, Greek and Armenian from pieces
/// of a few letters that ICU romanises alike wherever they stand (`RomanisedPieces`), learnt from ICU
/// once. Other scripts' rules look further around (Hangul, Ethiopic, Thai vowels, the few Han
/// characters read by the next), so their names go to ICU whole.
///
/// Gives exactly `LandmarkIdentity.slug(for:)`; the memory is bounded (forgotten when full).
struct SlugMaker {
  private var romanised: [String: String] = [:]
  private var suffixes: [String: String?] = [:]
  /// The suffixes of country codes of two capital ASCII letters, by the letters (`suffixSlot`):
  /// asked for every place, and a string's hash costs more than the rest of the look-up.
  private var codeSuffixes: [KnownSuffix?] = Array(repeating: nil, count: 26 * 26)
  /// ICU's romanisation of single letters of the scripts `isRomanisedAlone` admits.
  private var letters: [UInt32: String] = [:]
  /// ICU's romanisation of the pieces names are split into (`RomanisedPieces`).
  private var pieces: [String: String] = [:]
  /// The folds of the romanisations of `letters` and `pieces`, which most names are made from.
  private var folds = RomanisedFolds()
  /// The buffer `composedSlug` writes a fold in, kept for its capacity.
  private var scratch: [UInt8] = []
  private let romaniser: Romaniser
  /// The folding of this maker's thread, which needs no other thread to wait.
  let folder = TextFolder()
  /// Romanisations kept before the memory starts over.
  private static let romanisedLimit = 1 << 16

  /// A maker romanising through `romaniser`, which the makers of other threads may share.
  init(romaniser: Romaniser = Romaniser()) {
    self.romaniser = romaniser
  }

  /// The slug of `name`, whose fold is `folded`; nil when nothing Latin is left.
  mutating func slug(name: String, folded: String) -> String? {
    var folded = folded
    if folded.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) { return LandmarkIdentity.slug(asciiFolded: folded) }
    if let composed = composedSlug(name) { return composed.slug }
    if let latin = letterByLetter(name) ?? pieceByPiece(name) {
      return LandmarkIdentity.slug(asciiFolded: folder.fold(latin))
    }
    if let known = romanised[name] { return LandmarkIdentity.slug(asciiFolded: known) }
    let latin = folder.fold(romaniser.latin(name))
    if romanised.count >= Self.romanisedLimit { romanised.removeAll(keepingCapacity: true) }
    romanised[name] = latin
    return LandmarkIdentity.slug(asciiFolded: latin)
  }

  /// The suffix a country adds to a slug (`cr` for CR).
  mutating func suffix(country: String) -> String? {
    let slot = Self.suffixSlot(country)
    if let slot, codeSuffixes.indices.contains(slot), let known = codeSuffixes[slot] { return known.suffix }
    if let known = suffixes[country] { return known }
    let suffix = LandmarkIdentity.slug(for: country)
    if let slot, codeSuffixes.indices.contains(slot) {
      codeSuffixes[slot] = KnownSuffix(suffix: suffix)
    } else {
      suffixes[country] = suffix
    }
    return suffix
  }

  /// A suffix learnt, which may be none.
  private struct KnownSuffix {
    var suffix: String?
  }

  /// Where `codeSuffixes` keeps the suffix of `country` when it is two capital ASCII letters;
  /// else nil.
  private static func suffixSlot(_ country: String) -> Int? {
    let capitals = UInt8(ascii: "A")...UInt8(ascii: "Z")
    var country = country
    return country.withUTF8 { utf8 in
      guard utf8.count == 2, capitals.contains(utf8[0]), capitals.contains(utf8[1]) else { return nil }
      return Int(utf8[0] - capitals.lowerBound) * 26 + Int(utf8[1] - capitals.lowerBound)
    }
  }

  /// A slug made, which may be none.
  private struct ComposedSlug {
    var slug: String?
  }

  /// How far a name went along one way of romanising it.
  private enum Route {
    /// It was folded.
    case done
    /// It takes this way, but a fold it needs is not kept: its romanisation is built as text.
    case slower
    /// It does not take this way.
    case elsewhere
  }

  /// The slug of `name` from the folds of the romanisations of its letters (as `letterByLetter`
  /// romanises them) or pieces (as `pieceByPiece`), without building its romanisation as text; nil
  /// when it takes neither way or needs a fold not kept.
  private mutating func composedSlug(_ name: String) -> ComposedSlug? {
    var writer = FoldWriter(buffer: scratch)
    scratch = []
    defer { scratch = writer.bytes }
    switch foldLetters(name, into: &writer) {
    case .done:
      break
    case .slower:
      return nil
    case .elsewhere:
      writer.reset()
      guard foldPieces(name, into: &writer) == .done else { return nil }
    }
    return ComposedSlug(slug: writer.bytes.withUnsafeBufferPointer { LandmarkIdentity.slug(foldedUTF8: $0) })
  }

  /// Writes the fold of `name` romanised a letter at a time (`letterByLetter`) to `writer`.
  private mutating func foldLetters(_ name: String, into writer: inout FoldWriter) -> Route {
    let han = HanReadings.embedded
    var previous: Unicode.Scalar?
    for scalar in name.unicodeScalars {
      defer { previous = scalar }
      let value = scalar.value
      if value < 0x80 {
        writer.appendASCII(UInt8(value))
        continue
      }
      if let reading = han.reading(value) {
        if let previous, Self.isLetter(previous) { writer.appendBreak() }
        for byte in reading.utf8 { writer.appendASCII(byte) }
        continue
      }
      guard Self.isRomanisedAlone(value) else { return .elsewhere }
      var fold = folds.letter(value)
      if fold.state == .unknown { fold = folds.learnLetter(value, latin: letterLatin(scalar)) }
      guard fold.state == .kept else { return .slower }
      folds.appendLetter(fold, to: &writer)
    }
    return .done
  }

  /// Writes the fold of `name` romanised a piece at a time (`pieceByPiece`) to `writer`.
  private mutating func foldPieces(_ name: String, into writer: inout FoldWriter) -> Route {
    var piece = PieceKey()
    var pieceScript: UInt8 = 0
    // How the piece joins the next letter.
    var pieceJoins = RomanisedPieces.Join.never
    var afterLetter = false
    for scalar in name.unicodeScalars {
      let value = scalar.value
      switch RomanisedPieces.kind(value) {
      case .letter(let script, let previous, let next):
        let joins = !piece.isEmpty && script == pieceScript && (previous != .never || pieceJoins != .never)
        guard joins || (previous != .must && pieceJoins != .must) else { return .elsewhere }
        guard joins || previous != .may || !afterLetter else { return .elsewhere }
        afterLetter = true
        if !joins { guard flushFold(&piece, into: &writer) else { return .slower } }
        guard piece.append(value) else { return .slower }
        pieceScript = script
        // A mark after a sokuon leaves the next kana still to be joined.
        pieceJoins = joins && previous == .must && pieceJoins == .must ? .must : next
      case .ascii:
        guard pieceJoins != .must else { return .elsewhere }
        guard flushFold(&piece, into: &writer) else { return .slower }
        pieceJoins = .never
        let byte = UInt8(truncatingIfNeeded: value)
        afterLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        writer.appendASCII(byte)
      case .separator:
        guard pieceJoins != .must else { return .elsewhere }
        guard flushFold(&piece, into: &writer) else { return .slower }
        pieceJoins = .never
        afterLetter = false
        guard piece.append(value), flushFold(&piece, into: &writer) else { return .slower }
      case .other:
        return .elsewhere
      }
    }
    guard pieceJoins != .must else { return .elsewhere }
    return flushFold(&piece, into: &writer) ? .done : .slower
  }

  /// Appends the fold of the romanisation of `piece` (learnt once) to `writer` and empties `piece`;
  /// false when that fold is not kept.
  private mutating func flushFold(_ piece: inout PieceKey, into writer: inout FoldWriter) -> Bool {
    guard !piece.isEmpty else { return true }
    defer { piece = PieceKey() }
    var fold = folds.piece(piece)
    if fold.state == .unknown { fold = folds.learnPiece(piece, latin: pieceLatin(piece.text)) }
    guard fold.state == .kept else { return false }
    folds.appendPiece(fold, to: &writer)
    return true
  }

  /// ICU's romanisation of the letter `scalar`, learnt once.
  private mutating func letterLatin(_ scalar: Unicode.Scalar) -> String {
    if let known = letters[scalar.value] { return known }
    let learnt = romaniser.latin(String(scalar))
    letters[scalar.value] = learnt
    return learnt
  }

  /// ICU's romanisation of the piece `text`, learnt once.
  private mutating func pieceLatin(_ text: String) -> String {
    if let known = pieces[text] { return known }
    let learnt = romaniser.latin(text)
    if pieces.count >= Self.romanisedLimit { pieces.removeAll(keepingCapacity: true) }
    pieces[text] = learnt
    return learnt
  }

  /// `name` romanised a letter at a time, as ICU romanises it whole, when everything outside ASCII
  /// in it is a letter of a script ICU romanises letter by letter; nil otherwise.
  private mutating func letterByLetter(_ name: String) -> String? {
    var latin = ""
    latin.reserveCapacity(name.utf8.count)
    var previous: Unicode.Scalar?
    for scalar in name.unicodeScalars {
      defer { previous = scalar }
      if scalar.isASCII {
        latin.unicodeScalars.append(scalar)
        continue
      }
      if let reading = HanReadings.embedded.reading(scalar.value) {
        // ICU puts a space before a Han character that follows a letter, and nothing elsewhere:
        // after a digit or an apostrophe (which folding drops) the reading joins what came before.
        if let previous, Self.isLetter(previous) { latin += " " }
        latin += reading
        continue
      }
      guard Self.isRomanisedAlone(scalar.value) else { return nil }
      latin += letterLatin(scalar)
    }
    return latin
  }

  /// `name` romanised a piece at a time (`RomanisedPieces`), as ICU romanises it whole as far as
  /// its slug goes, when it is ASCII and letters of the scripts split into pieces; nil otherwise.
  private mutating func pieceByPiece(_ name: String) -> String? {
    var latin = ""
    latin.reserveCapacity(name.utf8.count * 2)
    var piece = String.UnicodeScalarView()
    var pieceScript: UInt8 = 0
    // How the piece joins the next letter.
    var pieceJoins = RomanisedPieces.Join.never
    var afterLetter = false
    for scalar in name.unicodeScalars {
      switch RomanisedPieces.kind(scalar.value) {
      case .letter(let script, let previous, let next):
        let joins = !piece.isEmpty && script == pieceScript && (previous != .never || pieceJoins != .never)
        guard joins || (previous != .must && pieceJoins != .must) else { return nil }
        guard joins || previous != .may || !afterLetter else { return nil }
        afterLetter = true
        if !joins { flush(&piece, into: &latin) }
        piece.append(scalar)
        pieceScript = script
        // A mark after a sokuon leaves the next kana still to be joined.
        pieceJoins = joins && previous == .must && pieceJoins == .must ? .must : next
      case .ascii:
        guard pieceJoins != .must else { return nil }
        flush(&piece, into: &latin)
        pieceJoins = .never
        afterLetter = scalar.properties.isAlphabetic
        latin.unicodeScalars.append(scalar)
      case .separator:
        guard pieceJoins != .must else { return nil }
        flush(&piece, into: &latin)
        pieceJoins = .never
        afterLetter = false
        piece.append(scalar)
        flush(&piece, into: &latin)
      case .other:
        return nil
      }
    }
    guard pieceJoins != .must else { return nil }
    flush(&piece, into: &latin)
    return latin
  }

  /// Appends ICU's romanisation of `piece` (learnt once) to `latin` and empties `piece`.
  private mutating func flush(_ piece: inout String.UnicodeScalarView, into latin: inout String) {
    guard !piece.isEmpty else { return }
    let text = String(piece)
    piece.removeAll(keepingCapacity: true)
    latin += pieceLatin(text)
  }

  /// Whether `scalar` is a letter of any script, as ICU's spacing of Han tells letters apart.
  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
    default: false
    }
  }

  /// Whether ICU romanises `value` the same wherever it stands: the letters of the Cyrillic,
  /// Hebrew, Georgian and Arabic blocks (their combining marks excluded), the Arabic comma, the
  /// zero-width non-joiner, and Latin letters.
  static func isRomanisedAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0x0400...0x0482, 0x048A...0x04FF:  // Cyrillic, without the combining titlo and signs
      true
    case 0x05D0...0x05EA:  // Hebrew letters, without the points
      true
    case 0x10D0...0x10FA:  // Georgian Mkhedruli letters
      true
    // Arabic, Persian and Urdu letters, without the vowel marks, the tatweel (which ICU drops beside
    // letters but keeps alone) and the digits (which take the script of the letters around them).
    case 0x0621...0x063A, 0x0641...0x064A, 0x0671...0x06D3:
      true
    // The Arabic comma: ICU makes it "," beside Arabic letters and leaves it alone elsewhere; either
    // way it is a break between words, all a slug keeps of it.
    case 0x060C:
      true
    // The zero-width non-joiner inside Persian words, which ICU keeps as it is.
    case 0x200C:
      true
    // Latin letters outside ASCII that folding keeps (ə, ɛ): ICU leaves Latin as it is.
    case 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x02AF, 0x1E00...0x1EFF:
      true
    default:
      false
    }
  }
}
