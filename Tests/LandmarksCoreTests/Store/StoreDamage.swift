import Foundation
import LandmarksJSON
import LandmarksTestSupport

@testable import LandmarksCore

/// One random piece of damage done to a store file: a value of another kind, a member removed,
/// renamed, repeated or added, or the text cut, broken or given a trailing comma. Each leaves one
/// fault, so both readings have a single right answer (with two bad ids in one map, Foundation's
/// answer would depend on its hash order, which changes from run to run).
enum StoreDamage {
  /// A step from a value to one inside it.
  enum Step {
    /// The member at this position of an object.
    case member(Int)
    /// The element at this position of an array.
    case element(Int)
  }

  /// Values put in place of others: every kind, numbers an `Int` cannot hold, bad and good times.
  static let replacements: [JSONValue] = [
    .null, .bool(false), .number(7, literal: "7"), .number(2, literal: "2.0"), .number(1.5, literal: "1.5"),
    .number(.infinity, literal: "1e400"), .number(-0, literal: "-0"), .string("x"), .string("2026-02-30T00:00:00Z"),
    .string("2026-11-29T12:00:00Z"), .string("2026-11-29T12:00:00.5Z"), .array([]), .array([.null]), .object([]),
  ]

  /// `document` (whose text is `text`) with one random fault, described.
  static func damage(_ document: JSONValue, text: String, using random: inout SeededGenerator) -> (String, Data) {
    let nodes = paths(in: document)
    let objects = nodes.filter {
      if case .object(let members) = value(in: document, at: $0[...]) { !members.isEmpty } else { false }
    }
    let replacement = replacements.randomElement(using: &random) ?? .null
    switch Int.random(in: 0..<9, using: &random) {
    case 0, 1:
      let path = nodes.randomElement(using: &random) ?? []
      return (
        "\(path) replaced by \(JSONValueText.text(replacement))",
        bytes(changing(document, at: path[...]) { _ in replacement })
      )
    case 2, 3, 4:
      let path = objects.randomElement(using: &random) ?? []
      guard case .object(let members) = value(in: document, at: path[...]),
        let index = members.indices.randomElement(using: &random)
      else { return ("nothing", Data(text.utf8)) }
      let member = members[index]
      var changed = members
      let label: String
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        changed.remove(at: index)
        label = "\(path) without \(member.key)"
      case 1:
        changed[index] = JSONMember(key: member.key + "_", value: member.value)
        label = "\(path) with \(member.key) renamed"
      case 2:
        let before = Bool.random(using: &random)
        changed.insert(JSONMember(key: member.key, value: replacement), at: before ? index : index + 1)
        label =
          "\(path) with \(member.key) repeated \(before ? "before" : "after") as \(JSONValueText.text(replacement))"
      default:
        changed.insert(JSONMember(key: "unknown", value: replacement), at: index)
        label = "\(path) with an unknown member"
      }
      return (label, bytes(changing(document, at: path[...]) { _ in .object(changed) }))
    default:
      return damageText(Array(text.utf8), using: &random)
    }
  }

  /// The text cut short, a byte dropped or changed, or a comma put before a closing bracket.
  private static func damageText(_ bytes: [UInt8], using random: inout SeededGenerator) -> (String, Data) {
    var bytes = bytes
    let position = Int.random(in: 0..<max(1, bytes.count), using: &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      return ("cut at \(position)", Data(bytes.prefix(position)))
    case 1:
      if position < bytes.count { bytes.remove(at: position) }
      return ("byte \(position) dropped", Data(bytes))
    case 2:
      let byte = [0x00, 0x09, 0x22, 0x2C, 0x5C, 0x7D, 0x80, 0xC3, 0xFF].randomElement(using: &random) ?? 0
      if position < bytes.count { bytes[position] = UInt8(byte) }
      return ("byte \(position) made \(byte)", Data(bytes))
    default:
      // A trailing comma, which Foundation accepts and the project's scanner does not.
      let closers = bytes.indices.filter { bytes[$0] == UInt8(ascii: "}") || bytes[$0] == UInt8(ascii: "]") }
      guard let closer = closers.randomElement(using: &random) else { return ("no closer", Data(bytes)) }
      bytes.insert(UInt8(ascii: ","), at: closer)
      return ("comma before byte \(closer)", Data(bytes))
    }
  }

  /// The path to every value in `value`, itself included.
  static func paths(in value: JSONValue, from prefix: [Step] = []) -> [[Step]] {
    var found = [prefix]
    switch value {
    case .object(let members):
      for (index, member) in members.enumerated() { found += paths(in: member.value, from: prefix + [.member(index)]) }
    case .array(let elements):
      for (index, element) in elements.enumerated() { found += paths(in: element, from: prefix + [.element(index)]) }
    default: break
    }
    return found
  }

  /// The value at `path`.
  static func value(in value: JSONValue, at path: ArraySlice<Step>) -> JSONValue? {
    guard let step = path.first else { return value }
    switch (step, value) {
    case (.member(let index), .object(let members)) where members.indices.contains(index):
      return self.value(in: members[index].value, at: path.dropFirst())
    case (.element(let index), .array(let elements)) where elements.indices.contains(index):
      return self.value(in: elements[index], at: path.dropFirst())
    default: return nil
    }
  }

  /// `value` with the value at `path` changed by `change`.
  static func changing(_ value: JSONValue, at path: ArraySlice<Step>, _ change: (JSONValue) -> JSONValue) -> JSONValue {
    guard let step = path.first else { return change(value) }
    switch (step, value) {
    case (.member(let index), .object(var members)) where members.indices.contains(index):
      members[index] = JSONMember(
        key: members[index].key, value: changing(members[index].value, at: path.dropFirst(), change))
      return .object(members)
    case (.element(let index), .array(var elements)) where elements.indices.contains(index):
      elements[index] = changing(elements[index], at: path.dropFirst(), change)
      return .array(elements)
    default: return value
    }
  }

  private static func bytes(_ value: JSONValue) -> Data {
    Data(JSONValueText.text(value).utf8)
  }
}
