import LandmarksJSON

@testable import LandmarksCore

/// Writes a `JSONValue` back as compact JSON text, so tests can damage a parsed store and read it again.
enum JSONValueText {
  /// The text of `value`.
  static func text(_ value: JSONValue) -> String {
    var output = ""
    write(value, to: &output)
    return output
  }

  private static func write(_ value: JSONValue, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let bool): output += bool ? "true" : "false"
    case .number(_, let literal): output += literal
    case .string(let text): quote(text, to: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        write(element, to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        quote(member.key, to: &output)
        output += ":"
        write(member.value, to: &output)
      }
      output += "}"
    }
  }

  private static func quote(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
