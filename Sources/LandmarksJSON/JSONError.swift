/// What can go wrong reading or writing JSON; callers put it in their own words and name the file.
public enum JSONError: Error, Hashable, Sendable {
  /// The text is not JSON, or breaks a limit, on `line` (1-based).
  case syntax(line: Int, reason: String)
  /// A value does not have the shape the reader needs, at `path` in the document.
  case shape(path: JSONPath, reason: String)
  /// A value has no JSON form, such as a number that is not finite, at `path`.
  case unwritable(path: JSONPath, reason: String)
}

extension JSONError: CustomStringConvertible {
  /// "line 3: expected ',' or '}' in an object, found 'x'", "collections[0].name: it is missing".
  public var description: String {
    switch self {
    case .syntax(let line, let reason): "line \(line): \(reason)"
    case .shape(let path, let reason), .unwritable(let path, let reason):
      path.isRoot ? reason : "\(path): \(reason)"
    }
  }
}
