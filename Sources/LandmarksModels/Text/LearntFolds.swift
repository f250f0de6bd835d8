import Foundation

/// The folds `ScalarFoldTable` learns from Foundation, shared by the tables of every thread: the
/// tables of two threads importing at once meet the same scalars and characters, and Foundation's
/// folding costs far more than a look-up under a lock. Only a table's misses come here.
///
/// Characters are kept by their UTF-8, not as strings: strings as keys would be compared by
/// canonical equivalence, and Foundation folds some canonically equivalent characters apart. The
/// memory is bounded (forgotten when full).
final class LearntFolds: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var scalars: [UInt32: [UInt8]?] = [:]
  private var characters: [[UInt8]: [UInt8]?] = [:]
  /// Folds kept of each kind before the memory starts over.
  private static let limit = 1 << 16

  /// The one memory of the process.
  static let shared = LearntFolds()

  /// `ScalarFoldTable.foundationFold(of: value)`, learnt once.
  func fold(of value: UInt32) -> [UInt8]? {
    lock.lock()
    let known = scalars[value]
    lock.unlock()
    if let known { return known }
    let fold = ScalarFoldTable.foundationFold(of: value)
    lock.lock()
    if scalars.count >= Self.limit { scalars.removeAll(keepingCapacity: true) }
    scalars[value] = fold
    lock.unlock()
    return fold
  }

  /// `ScalarFoldTable.foundationFold(ofCharacter: character)` of the character whose UTF-8 is
  /// `key`, learnt once.
  func fold(ofCharacter character: Character, key: [UInt8]) -> [UInt8]? {
    lock.lock()
    let known = characters[key]
    lock.unlock()
    if let known { return known }
    let fold = ScalarFoldTable.foundationFold(ofCharacter: String(character))
    lock.lock()
    if characters.count >= Self.limit { characters.removeAll(keepingCapacity: true) }
    characters[key] = fold
    lock.unlock()
    return fold
  }
}
