import LandmarksModels

/// The countries of the records a search lays out, each looked up once by its code: the candidates
/// of one query come from a few dozen countries in no order, and a two-letter code is found by its
/// letters rather than by comparing strings.
struct SearchCountryCache: Sendable {
  /// A country code of the records, with what laying them out needs of it.
  struct Row: Sendable {
    /// The code as the records hold it.
    let code: String
    /// Its country, `nil` when no country has the code.
    let country: Country?
    /// The country's name folded as the table keeps it; `nil` when it is to be folded from the name.
    let folded: String?
    /// The ASCII letters of the texts a record of this code is laid out with: its folded country
    /// name and its codes, lowercased.
    let letters: ASCIISet
    /// The places and codes laid out for records of this code without a location line, once
    /// one is: they share them.
    var shared: (places: Range<Int>, codes: Range<Int>)?
  }

  /// Every code met so far, in the order met.
  private(set) var rows: [Row] = []
  /// The row of each code of two capital letters, at `26 * first + second`, -1 until it is met.
  private var rowOfLetters = [Int32](repeating: -1, count: 26 * 26)

  /// Where a code of two capital letters is kept in `rowOfLetters`, else `nil`.
  private static func slot(of code: String) -> Int? {
    var utf8 = code.utf8.makeIterator()
    guard let first = utf8.next(), let second = utf8.next(), utf8.next() == nil,
      (0x41...0x5A).contains(first), (0x41...0x5A).contains(second)
    else { return nil }
    return Int(first - 0x41) * 26 + Int(second - 0x41)
  }

  /// The number of the row for `code`, looked up in `countries` the first time it is met.
  mutating func row(for code: String, in countries: CountryTable) -> Int {
    let slot = Self.slot(of: code)
    if let slot, rowOfLetters[slot] >= 0 { return Int(rowOfLetters[slot]) }
    if slot == nil, let known = rows.firstIndex(where: { $0.code == code }) { return known }
    let found = code.isEmpty ? nil : countries.countryAndFoldedName(code)
    rows.append(
      Row(
        code: code, country: found?.country, folded: found?.folded,
        letters: Self.letters(code: code, country: found?.country, folded: found?.folded), shared: nil))
    if let slot { rowOfLetters[slot] = Int32(rows.count - 1) }
    return rows.count - 1
  }

  /// The number of the row already met for the code a record's two country bytes spell, when
  /// they are two capital letters, as nearly all are: found without a string made of them.
  func existingRow(forBytes bytes: (UInt8, UInt8)) -> Int? {
    guard (0x41...0x5A).contains(bytes.0), (0x41...0x5A).contains(bytes.1) else { return nil }
    let number = rowOfLetters[Int(bytes.0 - 0x41) * 26 + Int(bytes.1 - 0x41)]
    return number >= 0 ? Int(number) : nil
  }

  /// The row already met for `code`, if any.
  func existingRow(for code: String) -> Row? {
    if let slot = Self.slot(of: code) {
      let number = rowOfLetters[slot]
      return number >= 0 ? rows[Int(number)] : nil
    }
    return rows.first { $0.code == code }
  }

  /// Keeps the places and codes laid out for records of row `number` without a location line.
  mutating func share(_ laidOut: (places: Range<Int>, codes: Range<Int>), row number: Int) {
    rows[number].shared = laidOut
  }

  /// The ASCII letters of a code's texts once laid out: every letter when one of them is not
  /// ASCII, as lowercasing or folding it may give letters it does not hold.
  private static func letters(code: String, country: Country?, folded: String?) -> ASCIISet {
    var letters = ASCIISet()
    /// Adds the letters of `text`; false when it is not ASCII.
    func add(_ text: String) -> Bool {
      guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
      var text = text
      text.withUTF8 { letters.formUnion(lowercased: $0) }
      return true
    }
    // One text at a time rather than a list of them: this runs for every country a search meets.
    guard add(code) else { return ASCIISet.all }
    guard let country else { return letters }
    guard add(country.alpha2), add(country.alpha3), add(folded ?? TextFolding.fold(country.name)) else {
      return ASCIISet.all
    }
    return letters
  }
}
