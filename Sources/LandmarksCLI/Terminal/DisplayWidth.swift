/// Measures, truncates and pads text by the number of terminal columns it occupies.
enum DisplayWidth {
  /// The number of columns `text` occupies on a terminal; escape sequences take none.
  static func of(_ text: String) -> Int {
    if let width = asciiWidth(text) { return width }
    if let width = simpleWidth(text) { return width }
    return widthByClusters(text)
  }

  /// The width measured grapheme cluster by grapheme cluster, escape sequences left out: the
  /// general way, which the shortcuts in `of` must agree with.
  static func widthByClusters(_ text: String) -> Int {
    var width = 0
    for character in String(String.UnicodeScalarView(visibleScalars(text))) {
      width += clusterWidth(character)
    }
    return width
  }

  /// `text` cut on character boundaries so that it, plus a trailing "…", fits in `width` columns.
  static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard of(text) > width else { return text }
    let budget = width - ellipsisWidth
    var kept = ""
    var used = 0
    for character in text {
      let characterWidth = clusterWidth(character)
      if used + characterWidth > budget { break }
      kept.append(character)
      used += characterWidth
    }
    // "Mount …" reads worse than "Mount…", and dropping spaces can only make it narrower.
    while let last = kept.last, last.isWhitespace { kept.removeLast() }
    return kept + "…"
  }

  /// `text` followed by enough spaces to occupy `width` columns.
  static func pad(_ text: String, to width: Int) -> String {
    text + blanks(width - of(text))
  }

  /// `text` preceded by enough spaces to occupy `width` columns.
  static func padLeft(_ text: String, to width: Int) -> String {
    blanks(width - of(text)) + text
  }

  /// `count` spaces (none for a count below one): the short runs tables pad with are made once,
  /// as building them is what padding a million rows would otherwise spend its time on.
  static func blanks(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return count < shortBlanks.count ? shortBlanks[count] : String(repeating: " ", count: count)
  }

  /// Runs of 0 to 128 spaces.
  private static let shortBlanks: [String] = {
    // From one buffer of bytes: `String(repeating:count:)` builds each run character by character.
    let spaces = [UInt8](repeating: 0x20, count: 128)
    return (0...128).map { String(decoding: spaces[..<$0], as: UTF8.self) }
  }()

  /// "…" is East Asian Ambiguous; like most terminals outside CJK locales we count it as one column.
  private static let ellipsisWidth = 1

  private static let escape: Unicode.Scalar = "\u{1B}"
  private static let variationSelector16: Unicode.Scalar = "\u{FE0F}"

  /// The width of plain printable ASCII without decoding, since that is nearly all the text we print.
  private static func asciiWidth(_ text: String) -> Int? {
    var width = 0
    for byte in text.utf8 {
      guard byte < 0x80, byte != 0x1B else { return nil }
      if byte >= 0x20 && byte != 0x7F { width += 1 }
    }
    return width
  }

  /// The width of text whose every scalar has a width known from its range alone (printable
  /// ASCII, accented Latin, Greek, Cyrillic, Hebrew and Arabic letters, general punctuation, Thai,
  /// kana, CJK ideographs and punctuation, Hangul syllables), without decoding it into grapheme clusters:
  /// the names of most imported places, and the interface's words in its six languages. Thai's
  /// combining marks take no column, as in a cluster. `nil` for anything else (other marks,
  /// controls, escapes, emoji, jamo, other scripts).
  private static func simpleWidth(_ text: String) -> Int? {
    var width = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      // U+00AD, the soft hyphen, is a format character and takes no column.
      case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x1E00...0x1EFF: width += 1
      case 0x5BE, 0x5D0...0x5EA, 0x5F0...0x5F4, 0x60C, 0x61B, 0x61F, 0x621...0x64A, 0x660...0x669: width += 1
      // Dashes, quotation marks, bullets and the ellipsis; the stars of a featured line.
      case 0x2010...0x2027, 0x2030...0x205E, 0x2605, 0x2606: width += 1
      case 0xE01...0xE30, 0xE32, 0xE33, 0xE3F...0xE46, 0xE4F...0xE5B: width += 1
      case 0xE31, 0xE34...0xE3A, 0xE47...0xE4E: continue
      case 0x3001...0x3003, 0x3008...0x3011, 0x3041...0x3096, 0x30A1...0x30FE, 0xFF01...0xFF5E:
        width += 2
      case 0x4E00...0x9FFF, 0xAC00...0xD7A3: width += 2
      default: return nil
      }
    }
    return width
  }

  /// The scalars of `text` with CSI (`ESC [ … final`) and OSC (`ESC ] … BEL or ESC \`) sequences removed.
  private static func visibleScalars(_ text: String) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == escape, index + 1 < scalars.count else {
        result.append(scalar)
        index += 1
        continue
      }
      switch scalars[index + 1] {
      case "[":
        index += 2
        // Parameter and intermediate bytes run until the first byte in 0x40–0x7E, which ends the sequence.
        while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) { index += 1 }
        index += 1
      case "]":
        index += 2
        while index < scalars.count {
          if scalars[index] == "\u{07}" {
            index += 1
            break
          }
          if scalars[index] == escape, index + 1 < scalars.count, scalars[index + 1] == "\\" {
            index += 2
            break
          }
          index += 1
        }
      default:
        // A lone ESC is a control character; keep it so it is counted (as zero) like any other.
        result.append(scalar)
        index += 1
      }
    }
    return result
  }

  /// The width of one grapheme cluster: that of its first visible scalar, or 2 when it asks for emoji
  /// presentation; Thai and Lao SARA AM, which joins the letter before it in a cluster but is drawn in
  /// a column of its own, adds one.
  static func clusterWidth(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
    if base.properties.generalCategory == .control { return 0 }
    if scalars.contains(variationSelector16) || isWide(base) { return 2 }
    let saraAm = scalars.dropFirst().filter { $0.value == 0x0E33 || $0.value == 0x0EB3 }.count
    return 1 + saraAm
  }

  /// Marks and format characters (ZWJ, variation selectors, soft hyphen) draw nothing of their own.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// Emoji-presentation characters, and East Asian Wide or Fullwidth ones, take two columns.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x1100 else { return false }
    if scalar.properties.isEmojiPresentation { return true }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// East_Asian_Width W and F ranges (Unicode 14, joined across unassigned gaps, CJK planes 2–3 whole), sorted.
  /// Pairs rather than `ClosedRange`s, whose generic type would cost a conformance lookup at run time.
  private static let wideRanges: [(lowerBound: UInt32, upperBound: UInt32)] = [
    (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0), (0x23F3, 0x23F3),
    (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693), (0x26A1, 0x26A1),
    (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5), (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA),
    (0x26F2, 0x26F3), (0x26F5, 0x26F5), (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B),
    (0x2728, 0x2728), (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
    (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0x2E80, 0x303E),
    (0x3041, 0x3247), (0x3250, 0x4DBF), (0x4E00, 0xA4C6), (0xA960, 0xA97C), (0xAC00, 0xD7A3), (0xF900, 0xFAD9),
    (0xFE10, 0xFE19), (0xFE30, 0xFE6B), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x1B2FB), (0x1F004, 0x1F004),
    (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F200, 0x1F320), (0x1F32D, 0x1F335),
    (0x1F337, 0x1F37C),
    (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4),
    (0x1F3F8, 0x1F43E),
    (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E), (0x1F550, 0x1F567),
    (0x1F57A, 0x1F57A),
    (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC),
    (0x1F6D0, 0x1F6D2),
    (0x1F6D5, 0x1F6DF), (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7F0), (0x1F90C, 0x1F93A),
    (0x1F93C, 0x1F945),
    (0x1F947, 0x1F9FF), (0x1FA70, 0x1FAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
  ]
}
