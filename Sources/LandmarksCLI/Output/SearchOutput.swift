import LandmarksCore

/// The result of `search`.
struct SearchOutput: CommandOutput {
  private struct Score: Encodable, Sendable {
    let score: Double
  }

  let hits: [SearchHit]
  let notes: [String]

  var json: (any Encodable & Sendable)? {
    hits.map { LandmarkJSON(landmark: $0.landmark, extra: Score(score: $0.score)) }
  }

  func text(in style: OutputStyle) -> String {
    let landmarks = hits.map(\.landmark)
    let matched = Dictionary(uniqueKeysWithValues: hits.map { ($0.landmark.id, $0.matchedName) })
    let lines = LandmarkTable.lines(landmarks, style: style, indent: 0, showsContinent: true) { landmark in
      guard let name = matched[landmark.id], name != landmark.name else { return nil }
      return "· as \(name)"
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
