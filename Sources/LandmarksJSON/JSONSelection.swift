import Foundation

/// The parts of a value a streaming reader needs: a selective parse builds those and only checks
/// the rest, so a member nobody reads costs no allocation.
///
/// An object selection names the members kept (each with a selection of its own) and key prefixes
/// whose members are kept whole; the members it keeps stay in file order, repeats included, so a
/// lookup in the selected value finds what it would in the whole one. A value at an object
/// selection that is not an object keeps its scalar, or becomes an empty array for an array.
package final class JSONSelection: Sendable {
  /// A member an object selection keeps.
  struct Member: Sendable {
    /// The key's UTF-8, compared with the file's.
    let key: [UInt8]
    /// The key itself, handed out for every match instead of a string made anew each time.
    let text: String
    let selection: JSONSelection
  }

  /// Whether the value is kept whole.
  let isWhole: Bool
  /// The members kept, grouped by the length of their keys: a key is compared only with the few
  /// of its own length.
  private let membersByLength: [[Member]]
  /// Keys starting with one of these are kept whole.
  private let prefixes: [[UInt8]]

  private init(isWhole: Bool, members: [Member], prefixes: [[UInt8]]) {
    self.isWhole = isWhole
    var byLength: [[Member]] = []
    for member in members {
      while byLength.count <= member.key.count { byLength.append([]) }
      byLength[member.key.count].append(member)
    }
    membersByLength = byLength
    self.prefixes = prefixes
  }

  /// The whole value.
  package static let whole = JSONSelection(isWhole: true, members: [], prefixes: [])

  /// An object of which only `members` (by key) and the members whose keys start with one of
  /// `prefixes` (whole) are kept.
  package static func object(_ members: [String: JSONSelection], prefixes: [String] = []) -> JSONSelection {
    JSONSelection(
      isWhole: false,
      members: members.map { Member(key: Array($0.key.utf8), text: $0.key, selection: $0.value) },
      prefixes: prefixes.map { Array($0.utf8) })
  }

  /// The key and selection of the member named by the UTF-8 `key`, or nil when the member is not
  /// kept.
  func member(_ key: UnsafeBufferPointer<UInt8>) -> (key: String, selection: JSONSelection)? {
    if key.count < membersByLength.count {
      for member in membersByLength[key.count] where Self.same(member.key, key) {
        return (member.text, member.selection)
      }
    }
    for prefix in prefixes where prefix.count <= key.count {
      if Self.same(prefix, UnsafeBufferPointer(rebasing: key[..<prefix.count])) {
        return (String(decoding: key, as: UTF8.self), .whole)
      }
    }
    return nil
  }

  /// Whether `bytes` are `other`'s, compared at once rather than element by element.
  private static func same(_ bytes: [UInt8], _ other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == other.count else { return false }
    guard let otherStart = other.baseAddress, !bytes.isEmpty else { return bytes.isEmpty }
    return bytes.withUnsafeBufferPointer { own in
      own.baseAddress.map { memcmp($0, otherStart, own.count) == 0 } ?? false
    }
  }
}
