import LandmarksCore

/// `show` of a landmark whose source was removed: what it was and what the user did there.
struct RemovedLandmarkOutput: CommandOutput {
  /// The keys of `show --json` for such a landmark.
  private struct Keys: Encodable, Sendable {
    let id: Int
    let name: String
    let source: String
    let removed: Bool
    let activities: [String]
  }

  let removed: RemovedLandmark
  let done: [Activity]

  var json: (any Encodable & Sendable)? {
    Keys(id: removed.id, name: removed.name, source: removed.source, removed: true, activities: done.map(\.rawValue))
  }

  func text(in style: OutputStyle) -> String {
    var lines = [
      "\(removed.id)  \(SafeText.clean(removed.name))",
      "A landmark from the removed source \(SafeText.clean(removed.source)); import it again to see it whole.",
    ]
    if !done.isEmpty {
      lines.append("Your activities there are kept: \(done.map(\.rawValue).joined(separator: ", ")).")
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
