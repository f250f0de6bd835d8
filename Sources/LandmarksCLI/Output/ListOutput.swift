import LandmarksCore

/// The result of `list`.
struct ListOutput: CommandOutput {
  /// One continent's landmarks.
  struct Section: Sendable {
    let continent: Continent
    let landmarks: [Landmark]
  }

  let featured: Landmark?
  let sections: [Section]
  let badgeStack: BadgeStack?
  let notes: [String]
  let warnings: [String]

  var json: (any Encodable & Sendable)? { sections.flatMap(\.landmarks) }

  func text(in style: OutputStyle) -> String {
    var lines: [String] = []
    if let featured {
      lines.append(style.fit("★ Featured: \(featured.safeName) — \(featured.safeLocation)"))
      lines.append("")
    }
    for (index, section) in sections.enumerated() {
      if index > 0 { lines.append("") }
      lines.append(style.bold(style.fit("\(section.continent.name) (\(section.landmarks.count))")))
      lines += LandmarkTable.lines(section.landmarks, style: style)
    }
    if let badgeStack, !sections.isEmpty { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }
}
