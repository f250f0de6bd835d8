/// Text declared now and put into the reader's language when it is shown: a key of the interface's
/// String Catalog and what fills its placeholders.
struct LocalizedText: Sendable, Hashable {
  /// The key.
  let key: L10nKey
  /// The values of its placeholders, in order.
  var arguments: [LocalizedValue] = []

  /// The text of `key` filled with `arguments`.
  init(_ key: L10nKey, _ arguments: [LocalizedValue] = []) {
    self.key = key
    self.arguments = arguments
  }
}

extension Localizer {
  /// `text` in this language.
  func callAsFunction(_ text: LocalizedText) -> String {
    format(text.key, text.arguments)
  }

  /// Parts of a paragraph in this language, joined by spaces.
  func callAsFunction(_ parts: [LocalizedText]) -> String {
    parts.map { self($0) }.joined(separator: " ")
  }
}
