/// One piece of an XML document as `XMLTokenizer` reads it; comments, processing instructions
/// and a bare DOCTYPE are read past, not handed on.
package enum XMLToken: Sendable, Hashable {
  /// A start tag (an empty-element tag is one of these followed by its `end`), with its attributes
  /// by qualified name, references resolved.
  case start(name: String, attributes: [String: String])
  /// An end tag.
  case end(name: String)
  /// Character data or a CDATA section, references resolved; one run of text may come as several.
  case text(String)
}
