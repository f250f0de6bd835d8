import Foundation
import LandmarksCore

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
