import LandmarksCore

/// Landmarks as aligned one-line records: id, name, country, location.
enum LandmarkTable {
  /// One line per landmark, indented by `indent` spaces; `extra` adds a trailing column.
  static func lines(
    _ landmarks: [Landmark], style: OutputStyle, indent: Int = 2, extra: (Landmark) -> String? = { _ in nil }
  ) -> [String] {
    let idWidth = landmarks.map { String($0.id).count }.max() ?? 4
    let longestName = landmarks.map { DisplayWidth.of($0.name) }.max() ?? 0
    // On a terminal a very long name may not push every other column off the screen.
    let nameWidth = style.isTerminal ? min(longestName, max(16, style.width / 3)) : longestName
    let prefix = String(repeating: " ", count: indent)
    return landmarks.map { landmark in
      let id = DisplayWidth.padLeft(String(landmark.id), to: idWidth)
      let name = DisplayWidth.pad(DisplayWidth.truncate(landmark.name, to: nameWidth), to: nameWidth)
      var plain = "\(prefix)\(id)  \(name)  \(landmark.country)  \(landmark.location)"
      if let extra = extra(landmark) { plain += "  " + extra }
      let line = style.fit(plain)
      guard style.usesColor else { return line }
      // Colour after fitting, so escape sequences never count against the width.
      let visibleName = DisplayWidth.truncate(landmark.name, to: nameWidth)
      return line.replacingOccurrences(of: "\(prefix)\(id)", with: prefix + style.dim(id), options: .anchored)
        .replacingOccurrences(of: "  " + visibleName, with: "  " + style.bold(visibleName))
    }
  }
}
