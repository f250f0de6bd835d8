/// The store's two maps, read directly.
///
/// The standard library decodes a dictionary keyed by anything but `String` or `Int` after asking
/// `Key.self as? CodingKeyRepresentable.Type`, a conformance scan of its own; and walking the
/// thousands of landmark ids of a large store through `allKeys` and a lookup per key is needless
/// work. The errors are the ones the standard library's `Dictionary.init(from:)` throws.
extension JSONValueDecoder {
  /// `value` read as `T` when `T` is one of the store's maps, `nil` for any other type.
  static func storeMap<T>(
    _ value: JSONValue, as type: T.Type, at path: DecodingPath, _ key: (any CodingKey)?
  ) throws -> T? {
    if T.self == [Int: [Activity: ActivityRecord]].self {
      return try exactly(activities(value, at: path.appending(key)), as: type)
    }
    if T.self == [Activity: ActivityRecord].self {
      return try exactly(records(value, at: path.appending(key)), as: type)
    }
    return nil
  }

  /// Activity records by landmark id.
  ///
  /// A name repeated exactly is read once, the first time, as Foundation does. Two spellings of one
  /// id ("7" and "07") are both read and the later one kept; Foundation walks them in its hash
  /// order, which changes from run to run, so no order could match it every time.
  private static func activities(_ value: JSONValue, at path: DecodingPath) throws -> [Int: [Activity: ActivityRecord]]
  {
    let members = try members(of: value, at: path)
    var result: [Int: [Activity: ActivityRecord]] = [:]
    result.reserveCapacity(members.count)
    for (position, member) in members.enumerated() {
      let key = JSONValueKey(stringValue: member.key)
      guard let id = key.intValue else {
        throw DecodingError.typeMismatch(
          Int.self,
          .init(
            codingPath: path.appending(key).keys, debugDescription: "Expected Int key but found String key instead."))
      }
      if result[id] != nil, members[..<position].contains(where: { $0.key == member.key }) { continue }
      result[id] = try records(member.value, at: path.appending(key))
    }
    return result
  }

  /// One landmark's records by activity; a repeated activity is read once, the first time.
  private static func records(_ value: JSONValue, at path: DecodingPath) throws -> [Activity: ActivityRecord] {
    let members = try members(of: value, at: path)
    var result: [Activity: ActivityRecord] = [:]
    result.reserveCapacity(members.count)
    for member in members {
      let key = JSONValueKey(stringValue: member.key)
      guard let activity = Activity(rawValue: member.key) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: path.appending(key).keys, debugDescription: "Could not convert key to type Activity"))
      }
      if result[activity] != nil { continue }
      result[activity] = try ActivityRecord(from: JSONValueDecoder(value: member.value, path: path.appending(key)))
    }
    return result
  }
}
