import Foundation

/// A small deterministic generator (SplitMix64), so random data is the same on every run and a
/// failing run can be replayed from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next value of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// The seed of a randomised test: fixed unless `LANDMARKS_TEST_SEED` asks for another.
///
/// Tests are deterministic by default, so a failure shows up on every run alike.
/// `LANDMARKS_TEST_SEED=random` draws a new seed and `LANDMARKS_TEST_SEED=<number>` replays one;
/// either way the seed is printed, so a failure can be replayed.
public enum TestSeed {
  /// The seed for `test`: `fixed` unless the environment asks for a random or given one.
  public static func value(_ fixed: UInt64, for test: String) -> UInt64 {
    guard let asked = ProcessInfo.processInfo.environment["LANDMARKS_TEST_SEED"], !asked.isEmpty else {
      return fixed
    }
    let seed = UInt64(asked) ?? UInt64.random(in: 0...UInt64.max)
    if UInt64(asked) == nil && asked != "random" {
      print("\(test): LANDMARKS_TEST_SEED=\(asked) is neither a number nor \"random\"; a random seed is used")
    }
    print("\(test) seed: \(seed) (LANDMARKS_TEST_SEED=\(seed) replays it)")
    return seed
  }
}
