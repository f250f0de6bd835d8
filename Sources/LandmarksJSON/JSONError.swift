/// What can go wrong reading or writing JSON; callers put it in their own words and name the file.
package enum JSONError: Error, Hashable, Sendable {
  /// The text is not JSON, or breaks a limit, on `line` (1-based).
  case syntax(line: Int, reason: String)
  /// A value does not have the shape the reader needs, at `path` in the document.
  case shape(path: JSONPath, reason: String)
  /// A value has no JSON form, such as a number that is not finite, at `path`.
  case unwritable(path: JSONPath, reason: String)
}

extension JSONError: CustomStringConvertible {
  /// "line 3: expected ',' or '}' in an object, found 'x'", "collections[0].name: it is missing".
  package var description: String {
    switch self {
    case .syntax(let line, let reason): "line \(line): \(reason)"
    case .shape(let path, let reason), .unwritable(let path, let reason):
      path.isRoot ? reason : "\(path): \(reason)"
    }
  }
}

/// Where a value sits in a document, as messages name it: `collections[2].members[0].addedAt`.
///
/// A link per level rather than an array of keys: the path is needed only for a message, and
/// copying an array at every level would cost more than the reading around it.
package indirect enum JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// The document itself.
  case root
  /// The member `key` of the object at `parent`.
  case member(of: JSONPath, key: String)
  /// The element `index` of the array at `parent`.
  case element(of: JSONPath, index: Int)

  /// The path of the member `key` of the object here.
  package func appending(_ key: String) -> JSONPath { .member(of: self, key: key) }

  /// The path of the element `index` of the array here.
  package func appending(index: Int) -> JSONPath { .element(of: self, index: index) }

  /// Whether this is the document itself.
  package var isRoot: Bool {
    if case .root = self { return true }
    return false
  }

  /// The path as messages show it; the document itself is "the top level".
  package var description: String {
    switch self {
    case .root: return "the top level"
    case .member(let parent, let key):
      // A name that is not plain text is shown as a JSON string, so no byte of it reaches the
      // terminal unescaped; a long one is cut short.
      let short = key.count <= 60 ? key : String(key.prefix(60)) + "…"
      let plain = short.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ".") && $0 != 0x22 }
      let name = plain ? short : JSONWriter.quoted(short)
      return parent.isRoot ? name : "\(parent).\(name)"
    case .element(let parent, let index):
      return parent.isRoot ? "[\(index)]" : "\(parent)[\(index)]"
    }
  }
}
