import Foundation
import LandmarksCore

/// `undo --list`: the changes that can be undone, newest first, each with its time.
struct UndoListOutput: CommandOutput {
  /// One change that can be undone.
  struct Item: Encodable, Sendable {
    /// When the change was made.
    let at: Date
    /// What it did, in a sentence.
    let summary: String
  }

  let items: [Item]
  /// The zone times are shown in.
  let timeZone: TimeZone

  func text(in style: OutputStyle) -> String {
    items.map { "\(Formatting.time($0.at, in: timeZone))  \($0.summary)\n" }.joined()
  }

  var json: (any Encodable & Sendable)? { items }

  var notes: [String] {
    items.isEmpty ? ["Nothing can be undone: no change is recorded yet."] : []
  }
}
