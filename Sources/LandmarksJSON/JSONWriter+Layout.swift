/// The one layout: two-space indents, `"key" : value`, keys sorted by their bytes, and `[]` and
/// `{}` for empty containers; what the tool prints, and how the store and the config are kept.
extension JSONWriter {
  /// Appends `value` nested `depth` levels deep: its first line not indented, the others indented
  /// to match, so a streamed array's elements are byte for byte those of the whole array.
  public mutating func pretty(_ value: JSONValue, depth: Int = 0) {
    switch value {
    case .null: raw("null")
    case .bool(let flag): flag ? raw("true") : raw("false")
    case .number(_, let literal): raw(literal)
    case .string(let text): string(text)
    case .array(let elements):
      guard !elements.isEmpty else { return raw("[]") }
      raw("[\n")
      for (position, element) in elements.enumerated() {
        if position > 0 { raw(",\n") }
        indent(depth + 1)
        pretty(element, depth: depth + 1)
      }
      bytes.append(0x0A)
      indent(depth)
      raw("]")
    case .object(let members):
      guard !members.isEmpty else { return raw("{}") }
      raw("{\n")
      // Of a key given twice, the later value.
      let order = members.indices.sorted { lhs, rhs in
        let (left, right) = (members[lhs].key, members[rhs].key)
        return left == right ? lhs < rhs : left.utf8.lexicographicallyPrecedes(right.utf8)
      }
      var written = 0
      for (rank, position) in order.enumerated() {
        if rank + 1 < order.count, members[order[rank + 1]].key == members[position].key { continue }
        if written > 0 { raw(",\n") }
        written += 1
        indent(depth + 1)
        string(members[position].key)
        raw(" : ")
        pretty(members[position].value, depth: depth + 1)
      }
      bytes.append(0x0A)
      indent(depth)
      raw("}")
    }
  }

  /// `value` laid out as a whole document, with a final line break: a file's bytes.
  public static func document(_ value: JSONValue) -> [UInt8] {
    var writer = JSONWriter(capacity: 4096)
    writer.pretty(value)
    writer.bytes.append(0x0A)
    return writer.bytes
  }

  private mutating func indent(_ depth: Int) {
    bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
  }
}
