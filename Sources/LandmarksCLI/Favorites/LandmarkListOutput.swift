import LandmarksCore

/// A flat list of landmarks in a given order, as `favorites` and `collections show` print them.
struct LandmarkListOutput: CommandOutput {
  let landmarks: [Landmark]
  let badgeStack: BadgeStack?
  let notes: [String]

  var json: (any Encodable & Sendable)? { landmarks }

  func text(in style: OutputStyle) -> String {
    var lines = LandmarkTable.lines(landmarks, style: style, indent: 0, showsContinent: true)
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }
}
