import Foundation
import LandmarksCore

extension CommandContext {
  /// The user's state, read without writing anything.
  func loadState() throws -> UserState {
    try store.load()
  }
}
