extension ScalarFoldTable {
  /// The first and last scalar of `latin`: Latin-1's letters and signs and Latin Extended-A and B.
  static let latinRange: ClosedRange<UInt32> = 0xA0...0x24F

  /// `foundationFold(of:)` of every scalar of `latinRange`, as text (nil where it has none), so the
  /// accented letters most names and queries hold fold without starting Foundation's folding,
  /// which costs a command more than the rest of its folding. A test holds it to Foundation.
  static let latin: [String?] = [
    " ", " ", " ", " ", " ", " ", " ", " ", " ", " ", "\u{aa}", " ", " ", nil, " ", " ", " ", " ", "\u{b2}", "\u{b3}",
    "", "\u{3bc}", " ", " ", " ", "\u{b9}", "\u{ba}", " ", "\u{bc}", "\u{bd}", "\u{be}", " ", "a", "a", "a", "a", "a",
    "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i", "d", "n", "o", "o", "o", "o", "o", " ", "o", "u", "u",
    "u", "u", "y", "th", "ss", "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i", "d",
    "n", "o", "o", "o", "o", "o", " ", "o", "u", "u", "u", "u", "y", "th", "y", "a", "a", "a", "a", "a", "a", "c",
    "c", "c", "c", "c", "c", "c", "c", "d", "d", "d", "d", "e", "e", "e", "e", "e", "e", "e", "e", "e", "e", "g", "g",
    "g", "g", "g", "g", "g", "g", "h", "h", "h", "h", "i", "i", "i", "i", "i", "i", "i", "i", "i", "i", "\u{133}",
    "\u{133}", "j", "j", "k", "k", "k", "l", "l", "l", "l", "l", "l", "\u{140}", "\u{140}", "l", "l", "n", "n", "n",
    "n", "n", "n", "n", "ng", "ng", "o", "o", "o", "o", "o", "o", "oe", "oe", "r", "r", "r", "r", "r", "r", "s", "s",
    "s", "s", "s", "s", "s", "s", "t", "t", "t", "t", "t", "t", "u", "u", "u", "u", "u", "u", "u", "u", "u", "u", "u",
    "u", "w", "w", "y", "y", "y", "z", "z", "z", "z", "z", "z", "s", "\u{180}", "\u{253}", "\u{183}", "\u{183}",
    "\u{185}", "\u{185}", "\u{254}", "\u{188}", "\u{188}", "\u{256}", "\u{257}", "\u{18c}", "\u{18c}", "\u{18d}",
    "\u{1dd}", "\u{259}", "\u{25b}", "\u{192}", "\u{192}", "\u{260}", "\u{263}", "\u{195}", "\u{269}", "i", "\u{199}",
    "\u{199}", "\u{19a}", "\u{19b}", "\u{26f}", "\u{272}", "\u{19e}", "\u{275}", "o", "o", "\u{1a3}", "\u{1a3}",
    "\u{1a5}", "\u{1a5}", "\u{280}", "\u{1a8}", "\u{1a8}", "\u{283}", "\u{1aa}", "\u{1ab}", "\u{1ad}", "\u{1ad}",
    "\u{288}", "u", "u", "\u{28a}", "\u{28b}", "\u{1b4}", "\u{1b4}", "\u{1b6}", "\u{1b6}", "\u{292}", "\u{1b9}",
    "\u{1b9}", "\u{1ba}", "\u{1bb}", "\u{1bd}", "\u{1bd}", "\u{1be}", "\u{1bf}", "\u{1c0}", "\u{1c1}", "\u{1c2}",
    "\u{1c3}", "\u{1c6}", "\u{1c6}", "\u{1c6}", "\u{1c9}", "\u{1c9}", "\u{1c9}", "\u{1cc}", "\u{1cc}", "\u{1cc}", "a",
    "a", "i", "i", "o", "o", "u", "u", "u", "u", "u", "u", "u", "u", "u", "u", "\u{1dd}", "a", "a", "a", "a", "ae",
    "ae", "\u{1e5}", "\u{1e5}", "g", "g", "k", "k", "o", "o", "o", "o", "\u{292}", "\u{292}", "j", "\u{1f3}",
    "\u{1f3}", "\u{1f3}", "g", "g", "\u{195}", "\u{1bf}", "n", "n", "a", "a", "ae", "ae", "o", "o", "a", "a", "a",
    "a", "e", "e", "e", "e", "i", "i", "i", "i", "o", "o", "o", "o", "r", "r", "r", "r", "u", "u", "u", "u", "s", "s",
    "t", "t", "\u{21d}", "\u{21d}", "h", "h", "\u{19e}", "\u{221}", "\u{223}", "\u{223}", "\u{225}", "\u{225}", "a",
    "a", "e", "e", "o", "o", "o", "o", "o", "o", "o", "o", "y", "y", "\u{234}", "\u{235}", "\u{236}", "\u{237}",
    "\u{238}", "\u{239}", "\u{2c65}", "\u{23c}", "\u{23c}", "\u{19a}", "\u{2c66}", "\u{23f}", "\u{240}", "\u{242}",
    "\u{242}", "\u{180}", "\u{289}", "\u{28c}", "\u{247}", "\u{247}", "\u{249}", "\u{249}", "\u{24b}", "\u{24b}",
    "\u{24d}", "\u{24d}", "\u{24f}", "\u{24f}",
  ]

  /// The fold of `value` from `latin`: nil outside `latinRange`, `.some(nil)` for a scalar that
  /// has none.
  static func latinFold(of value: UInt32) -> String?? {
    guard latinRange.contains(value) else { return nil }
    let index = Int(value - latinRange.lowerBound)
    return latin.indices.contains(index) ? .some(latin[index]) : nil
  }
}
