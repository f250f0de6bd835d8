import Foundation
import LandmarksCore

/// The result of `collections show`.
struct CollectionDetailOutput: CommandOutput {
  private struct Body: Encodable, Sendable {
    let collection: CollectionJSON
    let landmarks: [Landmark]

    func encode(to encoder: any Encoder) throws {
      try collection.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(landmarks, forKey: .landmarks)
    }

    private enum CodingKeys: String, CodingKey { case landmarks }
  }

  let collection: LandmarkCollection
  let landmarks: [Landmark]
  let badgeStack: BadgeStack?

  var json: (any Encodable & Sendable)? { Body(collection: CollectionJSON(collection), landmarks: landmarks) }

  func text(in style: OutputStyle) -> String {
    // A long name is shortened on a terminal so the count beside it stays in view.
    let count = " (\(Formatting.count(landmarks.count, "landmark")))"
    let name =
      style.isTerminal
      ? DisplayWidth.truncate(collection.safeName, to: max(8, style.width - DisplayWidth.of(count)))
      : collection.safeName
    var lines = [style.bold(style.fit(name + count))]
    let description = collection.safeDescription
    if !description.isEmpty { lines += style.prose(description) }
    lines.append("")
    if landmarks.isEmpty {
      lines.append("No landmarks yet. Add some with 'landmarks collections add NAME LANDMARK...'.")
    } else {
      lines += LandmarkTable.lines(landmarks, style: style, indent: 0, showsContinent: true)
    }
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }
}
