import Foundation
import LandmarksModels

/// A value a localized string is filled with: text, or a whole number, which also picks the
/// plural form; or text that is itself put into the language when it is shown.
enum LocalizedValue: Sendable, Hashable {
  case text(String)
  case integer(Int)
  /// Another key's text.
  case localized(LocalizedText)
  /// Values joined by the language's separator of a short list (", ", Japanese "、"), such as a
  /// list of keys with what each takes.
  case separated([LocalizedValue])
  /// Values joined as the language writes a list: "a, b or c".
  case list([LocalizedValue], ListStyle)
}

/// What may fill a placeholder of a localized string.
protocol LocalizedArgument: Sendable {
  /// The value as the formatter reads it.
  var localizedValue: LocalizedValue { get }
}

extension String: LocalizedArgument {
  var localizedValue: LocalizedValue { .text(self) }
}

extension Substring: LocalizedArgument {
  var localizedValue: LocalizedValue { .text(String(self)) }
}

extension Int: LocalizedArgument {
  var localizedValue: LocalizedValue { .integer(self) }
}

/// The interface in one language: its words from the compiled String Catalog, filled in and put
/// in the plural form CLDR's rules give the count.
///
/// Texts are printf-style formats as String Catalogs write them: `%@` for text, `%lld` (or `%d`)
/// for a whole number, `%1$@` to take an argument by position (a translation may reorder them),
/// `%%` for a percent sign. A plural key picks its form by its first whole-number argument.
struct Localizer: Sendable, Hashable {
  /// The language the words are in.
  let language: Language
  /// The language numbers are written in (`LC_NUMERIC`): its decimal and grouping marks.
  let numberLanguage: Language
  /// The language dates are written in (`LC_TIME`): its order of day, month and year, and
  /// its month names.
  let dateLanguage: Language

  /// Words in `language`, numbers and dates as `numbers` and `dates` write them (by default as
  /// `language` does).
  init(language: Language, numbers: Language? = nil, dates: Language? = nil) {
    self.language = language
    numberLanguage = numbers ?? language
    dateLanguage = dates ?? language
  }

  /// The source language, which every other falls back to.
  static let english = Localizer(language: .en)

  /// `key`'s text filled with `arguments`.
  func callAsFunction(_ key: L10nKey, _ arguments: any LocalizedArgument...) -> String {
    format(key, arguments.map(\.localizedValue))
  }

  /// `key`'s text filled with `arguments`.
  func format(_ key: L10nKey, _ arguments: [LocalizedValue]) -> String {
    let stored = InterfaceTable.text(key, in: language)
    let template = stored.utf8.first == 0x1E ? pluralForm(of: stored, arguments: arguments) : stored
    return fill(template, with: arguments)
  }

  /// Two sentences one after the other: with a space between, or none in Japanese.
  func sentences(_ first: String, _ second: String) -> String {
    self(.sentenceJoin, first, second)
  }

  /// What a value reads as in this language.
  func text(of value: LocalizedValue) -> String {
    switch value {
    case .text(let text): text
    case .integer(let number): integer(number)
    case .localized(let inner): format(inner.key, inner.arguments)
    case .separated(let values): values.map(text(of:)).concatenated(separator: self(.listSeparator))
    case .list(let values, let style): list(values.map(text(of:)), style)
    }
  }

  /// A whole number as this language writes counts: digits without grouping, as printf's `%d`.
  func integer(_ value: Int) -> String {
    String(value)
  }

  /// The form of a plural record (see `InterfaceTable`) that the first whole-number argument asks for.
  private func pluralForm(of record: String, arguments: [LocalizedValue]) -> String {
    var count = 0
    for case .integer(let value) in arguments {
      count = value
      break
    }
    let forms = record.utf8.dropFirst().split(separator: 0x1F, omittingEmptySubsequences: false)
    let wanted = PluralRules.category(of: count, in: language).rawValue
    let form = wanted < forms.count && !forms[wanted].isEmpty ? forms[wanted] : forms.last
    return form.map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  /// `template` with its placeholders replaced; a placeholder past the last argument, or one this
  /// formatter does not know, is kept as written.
  func fill(_ template: String, with arguments: [LocalizedValue]) -> String {
    guard template.utf8.contains(0x25) else { return template }
    var template = template
    // Bytes, not String slices: every cut is at an ASCII `%`, so the pieces join into valid UTF-8
    // without the grapheme checks a String append makes at each joint.
    return template.withUTF8 { utf8 -> String in
      var output: [UInt8] = []
      output.reserveCapacity(utf8.count + 32)
      var literalStart = 0
      var index = 0
      var next = 0
      while index < utf8.count {
        guard utf8[index] == 0x25 else {
          index += 1
          continue
        }
        output += utf8[literalStart..<index]
        var cursor = index + 1
        // `%%`: one percent sign.
        if cursor < utf8.count, utf8[cursor] == 0x25 {
          output.append(0x25)
          index = cursor + 1
          literalStart = index
          continue
        }
        // An optional position, `1$`.
        var position: Int?
        var digits = 0
        var scan = cursor
        while scan < utf8.count, (0x30...0x39).contains(utf8[scan]), digits < 1_000 {
          digits = digits * 10 + Int(utf8[scan] - 0x30)
          scan += 1
        }
        if scan > cursor, scan < utf8.count, utf8[scan] == 0x24 {
          position = digits - 1
          cursor = scan + 1
        }
        // The conversion: `@`, or `d` after up to two `l`s.
        var end = cursor
        while end < utf8.count, utf8[end] == 0x6C, end - cursor < 2 { end += 1 }
        guard end < utf8.count, utf8[end] == 0x40 || utf8[end] == 0x64 || utf8[end] == 0x75 else {
          // Not a placeholder: the percent sign stays as it is.
          output.append(0x25)
          index += 1
          literalStart = index
          continue
        }
        let argument = position ?? next
        if position == nil { next += 1 }
        let placeholder = index
        index = end + 1
        literalStart = index
        guard argument >= 0, argument < arguments.count else {
          output += utf8[placeholder..<index]
          continue
        }
        output += text(of: arguments[argument]).utf8
      }
      output += utf8[literalStart...]
      return String(decoding: output, as: UTF8.self)
    }
  }

}

/// How a list of words is joined: "a, b and c", or "a, b or c".
enum ListStyle: Sendable, Hashable {
  case and, or
}

extension Localizer {
  /// `items` joined as this language writes a list (CLDR's list patterns; English as the tool has
  /// always written it, without a serial comma).
  func list(_ items: [String], _ style: ListStyle) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    let patterns = localeData.lists(style)
    if items.count == 2 { return patterns.two.filled(items[0], items[1]) }
    var text = patterns.end.filled(items[items.count - 2], last)
    for index in stride(from: items.count - 3, through: 0, by: -1) {
      text = (index == 0 ? patterns.start : patterns.middle).filled(items[index], text)
    }
    return text
  }
}

extension Localizer {
  /// Whether a typed answer means yes: `y` or `yes` in any language, or this language's words;
  /// full-width letters (`ｙ`, typed with a Japanese input method on) read as the letters they are.
  func isYes(_ answer: String) -> Bool {
    let word = answer.trimmingBlanks().precomposedStringWithCompatibilityMapping.lowercased()
    guard !word.isEmpty else { return false }
    return word == "y" || word == "yes" || self(.confirmYes).split(separator: " ").contains { $0 == word }
  }
}
