import Foundation
import LandmarksCore
import LandmarksJSON
import LandmarksModels

/// A landmark in JSON with extra keys beside its own, such as a search hit's `score`.
struct LandmarkJSON<Extra: Encodable & Sendable>: Encodable, Sendable {
  /// The landmark, whose keys come first-class.
  let landmark: Landmark
  /// Keys added at the same level.
  let extra: Extra

  func encode(to encoder: any Encoder) throws {
    // Both write into the same object: the landmark's keys and the extra ones side by side.
    try landmark.encode(to: encoder)
    try extra.encode(to: encoder)
  }
}

/// A landmark as an element of `list --json`'s array, written by hand with the one JSON writer:
/// byte for byte what `JSONOutput.arrayElement` gets from `JSONTextEncoder`, at a small part of its
/// cost, which is what a million landmarks spend their time on. A number that is not finite is
/// left to the encoder, which refuses it: `element` gives `nil` then.
enum LandmarkJSONText {
  /// The element text, indented for a top-level array, without a separator or line end; `nil`
  /// when the landmark holds a number that is not finite.
  static func element(_ landmark: Landmark) -> String? {
    var writer = Writer(json: JSONWriter(capacity: 640 + landmark.description.utf8.count))
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
    return writer.isExact ? writer.json.text : nil
  }

  /// The element being built with the one JSON writer (its escaper, its number format), and
  /// whether everything in it could be written.
  private struct Writer {
    var json = JSONWriter()
    /// False once a number was not finite, which only the encoder may refuse.
    var isExact = true

    /// Text of the layout itself, which never needs an escape.
    mutating func literal(_ text: StaticString) {
      json.raw(text)
    }

    /// An integer's text.
    mutating func raw(_ value: String) {
      json.raw(value)
    }

    /// `"key" : ` at `depth` levels of two spaces (an element's own keys are at level two).
    mutating func key(_ key: StaticString, depth: Int = 2) {
      literal(depth == 2 ? "    \"" : "      \"")
      literal(key)
      literal("\" : ")
    }

    /// A string value and its separator.
    mutating func string(_ value: String, last: Bool = false) {
      json.string(value)
      literal(last ? "\n" : ",\n")
    }

    /// An array of strings at level two, `[]` when empty.
    mutating func strings(_ values: [String]) {
      guard !values.isEmpty else {
        literal("[],\n")
        return
      }
      literal("[\n")
      for (index, value) in values.enumerated() {
        literal("      ")
        json.string(value)
        literal(index == values.count - 1 ? "\n" : ",\n")
      }
      literal("    ],\n")
    }

    /// A number in the one number format, or `null`; `isExact` turns false for a value that is
    /// not finite.
    mutating func number(_ value: Double?, last: Bool = false) {
      if let value {
        if !json.number(value) { isExact = false }
      } else {
        literal("null")
      }
      literal(last ? "\n" : ",\n")
    }
  }
}
