import LandmarksCore

/// A landmark as an element of `list --json`'s array, written by hand: byte for byte what
/// `JSONOutput.arrayElement` gets from `JSONTextEncoder` (pretty, sorted keys, unescaped slashes; see
/// `Landmark.encode(to:)`), at a small part of its cost, which is what a million landmarks spend
/// their time on. Text that needs an escape and numbers that are not finite are left to the
/// encoder: `element` gives `nil` for them.
enum LandmarkJSONText {
  /// The element text, indented for a top-level array, without a separator or line end; `nil`
  /// when the landmark holds something only the encoder should write.
  static func element(_ landmark: Landmark) -> String? {
    var writer = Writer()
    writer.bytes.reserveCapacity(640 + landmark.description.utf8.count)
    writer.literal("  {\n")
    writer.key("alternateNames")
    writer.strings(landmark.alternateNames)
    writer.key("areaKm2")
    writer.number(landmark.areaKm2)
    writer.key("badge")
    if let badge = landmark.badge {
      writer.literal("{\n")
      writer.key("color", depth: 3)
      writer.string(badge.color.rawValue)
      writer.key("id", depth: 3)
      writer.string(badge.id)
      writer.key("symbol", depth: 3)
      writer.string(badge.symbol.rawValue, last: true)
      writer.literal("    },\n")
    } else {
      writer.literal("null,\n")
    }
    writer.key("continent")
    writer.string(landmark.continent.name)
    writer.key("country")
    writer.string(landmark.country)
    writer.key("description")
    writer.string(landmark.description)
    writer.key("elevation")
    writer.literal("{\n")
    writer.key("high", depth: 3)
    writer.number(landmark.elevation.high)
    writer.key("low", depth: 3)
    writer.number(landmark.elevation.low, last: true)
    writer.literal("    },\n")
    writer.key("id")
    writer.raw(String(landmark.id))
    writer.literal(",\n")
    writer.key("kinds")
    writer.strings(landmark.kinds.map(\.rawValue))
    writer.key("latitude")
    writer.number(landmark.latitude)
    writer.key("location")
    writer.string(landmark.location)
    writer.key("longitude")
    writer.number(landmark.longitude)
    writer.key("name")
    writer.string(landmark.name)
    writer.key("slug")
    writer.string(landmark.slug)
    writer.key("source")
    if let source = landmark.source { writer.string(source, last: true) } else { writer.literal("null\n") }
    writer.literal("  }")
    return writer.isExact ? String(decoding: writer.bytes, as: UTF8.self) : nil
  }

  /// The UTF-8 being built, and whether everything in it is written as `JSONEncoder` would.
  ///
  /// Bytes rather than a string: appending to a `String` checks and grows it piece by piece, and
  /// the escape check reads each value's bytes from a buffer as they are copied.
  private struct Writer {
    var bytes: [UInt8] = []
    /// False once a string needed an escape or a number was not finite.
    var isExact = true

    /// Text of the layout itself, which never needs an escape.
    mutating func literal(_ text: StaticString) {
      text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A value's text as it is; `isExact` turns false when JSON needs an escape in it: a quote, a
    /// backslash or a control character.
    mutating func raw(_ value: String) {
      var value = value
      value.withUTF8 { buffer in
        if isExact, buffer.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { isExact = false }
        bytes.append(contentsOf: buffer)
      }
    }

    /// `"key" : ` at `depth` levels of two spaces (an element's own keys are at level two).
    mutating func key(_ key: StaticString, depth: Int = 2) {
      literal(depth == 2 ? "    \"" : "      \"")
      literal(key)
      literal("\" : ")
    }

    /// A string value and its separator.
    mutating func string(_ value: String, last: Bool = false) {
      literal("\"")
      raw(value)
      literal(last ? "\"\n" : "\",\n")
    }

    /// An array of strings at level two, `[]` when empty, as `JSONOutput` collapses it.
    mutating func strings(_ values: [String]) {
      guard !values.isEmpty else {
        literal("[],\n")
        return
      }
      literal("[\n")
      for (index, value) in values.enumerated() {
        literal("      \"")
        raw(value)
        literal(index == values.count - 1 ? "\"\n" : "\",\n")
      }
      literal("    ],\n")
    }

    /// A number as `JSONEncoder` writes a `Double` (its description, without a trailing ".0"),
    /// or `null`; `isExact` turns false for a value that is not finite, which the encoder refuses.
    mutating func number(_ value: Double?, last: Bool = false) {
      if let value {
        if !value.isFinite { isExact = false }
        var written = value.description
        if written.hasSuffix(".0") { written.removeLast(2) }
        raw(written)
      } else {
        literal("null")
      }
      literal(last ? "\n" : ",\n")
    }
  }
}
