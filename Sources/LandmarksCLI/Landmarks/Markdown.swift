/// Escaping for text placed inside Markdown.
enum Markdown {
  /// The ASCII punctuation that can start or end emphasis, code, links, HTML, entities or
  /// tables inside a line: each gets a backslash, which CommonMark allows before any ASCII
  /// punctuation. `(` and `!` need none once `[` and `]` are escaped.
  static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "&"]

  /// `text` with every special character escaped (`Fort *Knox* [UK]` → `Fort \*Knox\* \[UK\]`),
  /// and a start that would make a list item or heading of its line (`- `, `+`, `=`, `1.`) too.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if special.contains(character) { result.append("\\") }
      result.append(character)
    }
    if let first = result.first, ["-", "+", "="].contains(first) { return "\\" + result }
    let digits = result.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, let mark = result.dropFirst(digits.count).first, mark == "." || mark == ")" {
      return digits + "\\" + result.dropFirst(digits.count)
    }
    return result
  }
}
