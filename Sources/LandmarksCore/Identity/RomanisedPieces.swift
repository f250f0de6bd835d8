/// How a name in kana, an Indic script, Greek or Armenian splits into pieces that ICU romanises the
/// same alone as inside the name, as far as a slug keeps.
///
/// A piece is a letter with the marks after it, and with the neighbours ICU reads it with:
/// - kana: small kana, long marks and voicing marks join the kana before; the small tsu (sokuon),
///   which doubles the next consonant, joins the kana after (and a name where none follows is not
///   split). The apostrophe ICU puts after ん before a vowel is dropped by folding.
/// - Indic scripts (Devanagari to Malayalam, which share one layout): nukta, vowel signs, virama and
///   the other marks join the letter before; an anusvara or candrabindu, which ICU writes as the
///   nasal of the consonant after it, joins that consonant too.
/// - Greek (monotonic): upsilon joins the letter before (the diphthongs αυ, ευ, ου), gamma the letter
///   after (γγ, γκ read as ng, nk).
/// - Armenian: yiwn joins the letter before (ու reads u).
///
/// A mark with no letter before it, an upsilon or yiwn after a letter of another script (ICU reads
/// them with any vowel before), and every other letter outside ASCII, leave the name unsplit: it
/// goes to ICU whole.
enum RomanisedPieces {
  /// How a letter joins its neighbour.
  enum Join: Equatable {
    case never, may, must
  }

  /// What a scalar is to the splitting.
  enum Kind: Equatable {
    /// A letter of `script`, joining the piece before (`previous`) and the letter after (`next`); one
    /// that may join the piece before and cannot must not follow another letter.
    case letter(script: UInt8, previous: Join, next: Join)
    /// Between words (the middle dot, danda, digits): a piece alone.
    case separator
    /// ASCII, left as it is.
    case ascii
    /// Anything else: the name is not split.
    case other
  }

  private static let kana: UInt8 = 1
  private static let greek: UInt8 = 2
  private static let armenian: UInt8 = 3
  /// The first Indic block's script; the others follow, one a block.
  private static let indic: UInt8 = 4

  private static func starter(_ script: UInt8) -> Kind { .letter(script: script, previous: .never, next: .never) }
  private static func follower(_ script: UInt8) -> Kind { .letter(script: script, previous: .must, next: .never) }

  /// The kind of `value`.
  static func kind(_ value: UInt32) -> Kind {
    switch value {
    case 0x00...0x7F:
      .ascii
    case 0x0900...0x0D7F:
      indicKind(value & 0x7F, script: indic + UInt8((value - 0x0900) >> 7))
    case 0x03C5, 0x03CD, 0x03CB, 0x03B0, 0x03A5, 0x038E, 0x03AB:  // upsilon
      .letter(script: greek, previous: .may, next: .never)
    case 0x03B3, 0x0393:  // gamma
      .letter(script: greek, previous: .never, next: .may)
    // Monotonic Greek only: a rough breathing moves its h before the vowels ahead of it.
    case 0x0386, 0x0388...0x038A, 0x038C, 0x038F...0x03A1, 0x03A3...0x03CE:
      starter(greek)
    case 0x0582, 0x0552:  // yiwn
      .letter(script: armenian, previous: .may, next: .never)
    case 0x0531...0x0556, 0x0561...0x0587:
      starter(armenian)
    case 0x3063, 0x30C3:  // っ ッ
      .letter(script: kana, previous: .never, next: .must)
    case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,  // small hiragana
      0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,  // small katakana
      0x31F0...0x31FF,  // small katakana for Ainu
      0x3099...0x309C,  // voicing marks, combining and spacing
      0x30FC:  // the long mark
      follower(kana)
    case 0x3042...0x3094, 0x30A2...0x30FA:  // the other hiragana and katakana
      starter(kana)
    case 0x30FB, 0xFF1D:  // ・ ＝
      .separator
    default:
      .other
    }
  }

  /// The kind of the letter at `offset` in an Indic block.
  private static func indicKind(_ offset: UInt32, script: UInt8) -> Kind {
    switch offset {
    case 0x01, 0x02:  // candrabindu, anusvara
      .letter(script: script, previous: .must, next: .may)
    case 0x03, 0x3C, 0x3E...0x4F, 0x51...0x57, 0x62, 0x63:  // visarga, nukta, vowel signs, virama
      follower(script)
    case 0x04...0x39, 0x58...0x61:  // independent vowels and consonants
      starter(script)
    case 0x64...0x6F:  // dandas and digits
      .separator
    default:
      .other
    }
  }
}
