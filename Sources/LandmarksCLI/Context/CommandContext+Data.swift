import Foundation
import LandmarksCore

extension CommandContext {
  /// The user's state, read without writing anything.
  func loadState() throws -> UserState {
    try store.load()
  }

  /// The badge stack for views that carry it; a state that cannot be read only costs the stack,
  /// and the reason is added to `warnings` for stderr.
  func badgeStack(catalog: Catalog, warnings: inout [String]) -> BadgeStack? {
    do {
      return BadgeStack(catalog: catalog, state: try loadState())
    } catch {
      warnings.append("Warning: " + error.localizedDescription)
      return nil
    }
  }
}
