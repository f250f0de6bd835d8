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
      if let known = letters[scalar.value] {
        latin += known
        continue
      }
      let letter = String(scalar)
      let learnt = romaniser.latin(letter)
      letters[scalar.value] = learnt
      latin += learnt
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
    if let known = pieces[text] {
      latin += known
      return
    }
    let learnt = romaniser.latin(text)
    if pieces.count >= Self.romanisedLimit { pieces.removeAll(keepingCapacity: true) }
    pieces[text] = learnt
    latin += learnt
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
