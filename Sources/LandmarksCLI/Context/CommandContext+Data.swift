import Foundation
import LandmarksCore

extension CommandContext {
  /// The user's state, read without writing anything.
  func loadState() throws -> UserState {
    try store.load()
  }

  /// The badge stack for views that carry it; a state that cannot be read only costs the stack,
  /// and the reason goes to stderr as a note.
  func badgeStack(catalog: Catalog, notes: inout [String]) -> BadgeStack? {
    do {
      return BadgeStack(catalog: catalog, state: try loadState())
    } catch {
      notes.append("warning: " + error.localizedDescription)
      return nil
    }
  }

  /// The ids of the landmarks in a collection named on the command line.
  func landmarkIDs(inCollection name: String) throws -> [Int] {
    try loadState().collection(named: name).landmarkIDs
  }
}
