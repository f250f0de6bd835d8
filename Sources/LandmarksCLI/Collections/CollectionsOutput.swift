import Foundation
import LandmarksCore

/// The result of `collections`.
struct CollectionsOutput: CommandOutput {
  /// The widest the name column is padded when piped: a longer name only pushes its own row.
  static let pipedNameCap = 40

  let collections: [LandmarkCollection]
  let badgeStack: BadgeStack?

  var json: (any Encodable & Sendable)? { collections.map(CollectionJSON.init) }

  /// One row per collection: name, count, description. On a terminal a long name is shortened in
  /// its own column so the counts and descriptions stay in view; the description is shortened
  /// first, then dropped, then the name shortened further, then the count dropped.
  func text(in style: OutputStyle) -> String {
    let columns = [
      TableLayout.Column(
        cells: collections.map(\.safeName), dropRank: 0, shrink: (floor: 8, rank: 1),
        cap: style.isTerminal ? max(16, style.width / 2) : Self.pipedNameCap),
      // Counts are padded as wide as "99 landmarks", so the column does not shift as collections grow.
      TableLayout.Column(
        cells: collections.map { DisplayWidth.padLeft(Formatting.count($0.landmarkIDs.count, "landmark"), to: 12) },
        alignsRight: true, dropRank: 1),
      TableLayout.Column(cells: collections.map(\.safeDescription), dropRank: 2, shrink: (floor: 10, rank: 3)),
    ]
    var lines = TableLayout(columns: columns).lines(in: style)
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }
}
