import Foundation
import LandmarksCore

/// The result of `collections`.
struct CollectionsOutput: CommandOutput {
  let collections: [LandmarkCollection]
  let badgeStack: BadgeStack?

  var json: (any Encodable & Sendable)? { collections.map(CollectionJSON.init) }

  func text(in style: OutputStyle) -> String {
    let names = collections.map { SafeText.clean($0.name.value) }
    let nameWidth = names.map(DisplayWidth.of).max() ?? 0
    var lines = zip(collections, names).map { collection, name in
      var line =
        DisplayWidth.pad(name, to: nameWidth) + "  "
        + DisplayWidth.padLeft(Formatting.count(collection.landmarkIDs.count, "landmark"), to: 12)
      let description = SafeText.clean(collection.description.value)
      if !description.isEmpty { line += "  " + description }
      return style.fit(line)
    }
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }
}
