import Foundation

/// Encodes a value as JSON text laid out as Foundation's `JSONEncoder` lays it out with
/// `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes` and ISO 8601 dates, except that
/// empty arrays and objects print as `[]` and `{}`.
///
/// Foundation's encoder asks the runtime, for every value, whether its type is one of a dozen it
/// treats specially; in a statically linked binary each first such question scans every
/// conformance the binary holds, which made `--json` cost a third of a run. This encoder knows only
/// what the tool's output holds: strings, numbers, booleans, dates, arrays and keyed objects.
enum JSONTextEncoder {
  /// The JSON text of `value`, without a final line break; nested `depth` levels deep, it is laid
  /// out as an element of that depth (its first line not indented, the others indented to match),
  /// so a streamed array's elements are byte for byte those of the whole array.
  static func encode(_ value: some Encodable, depth: Int = 0) throws -> String {
    let root = JSONBox()
    try root.store(value, codingPath: [])
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    root.write(into: &output, depth: depth)
    return String(decoding: output, as: UTF8.self)
  }
}
