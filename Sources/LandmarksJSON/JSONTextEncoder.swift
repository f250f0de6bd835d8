import Foundation

/// Encodes a value as JSON text in the one layout (`JSONWriter.pretty`): sorted keys, unescaped
/// slashes, ISO 8601 times, and `null` for every absent optional, so no key ever goes missing.
///
/// Foundation's encoder asks the runtime, for every value, whether its type is one of a dozen it
/// treats specially; in a statically linked binary each first such question scans every
/// conformance the binary holds, which made `--json` cost a third of a run. This encoder knows only
/// what the tool's output holds: strings, numbers, booleans, dates, arrays and keyed objects.
public enum JSONTextEncoder {
  /// The JSON text of `value`, without a final line break; nested `depth` levels deep, it is laid
  /// out as an element of that depth (its first line not indented, the others indented to match),
  /// so a streamed array's elements are byte for byte those of the whole array.
  public static func encode(_ value: some Encodable, depth: Int = 0) throws -> String {
    var writer = JSONWriter(capacity: 4096)
    writer.pretty(try self.value(value), depth: depth)
    return writer.text
  }

  /// The value `value` encodes to.
  public static func value(_ value: some Encodable) throws -> JSONValue {
    let root = JSONBox()
    try root.store(value, codingPath: [])
    return root.value
  }
}
