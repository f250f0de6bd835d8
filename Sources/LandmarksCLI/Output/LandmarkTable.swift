import LandmarksCore

/// Landmarks as aligned one-line records: id, name, country, location.
enum LandmarkTable {
  /// One line per landmark, indented by `indent` spaces. `showsContinent` adds an aligned
  /// continent column (for lists not already in sections); `extra` adds a trailing remark.
  ///
  /// Text from the catalog passes through `SafeText`, so an imported name can never drive the
  /// terminal; on a terminal each line is cut to the width before colour is added.
  static func lines(
    _ landmarks: [Landmark], style: OutputStyle, indent: Int = 2, showsContinent: Bool = false,
    extra: (Landmark) -> String? = { _ in nil }
  ) -> [String] {
    let names = landmarks.map { SafeText.clean($0.name) }
    let idWidth = landmarks.map { String($0.id).count }.max() ?? 4
    let longestName = names.map(DisplayWidth.of).max() ?? 0
    // On a terminal a very long name may not push every other column off the screen.
    let nameWidth = style.isTerminal ? min(longestName, max(16, style.width / 3)) : longestName
    let prefix = String(repeating: " ", count: indent)
    let continentWidth = showsContinent ? landmarks.map { DisplayWidth.of($0.continent.name) }.max() ?? 0 : 0
    return zip(landmarks, names).map { landmark, fullName in
      let id = DisplayWidth.padLeft(String(landmark.id), to: idWidth)
      let name = DisplayWidth.pad(DisplayWidth.truncate(fullName, to: nameWidth), to: nameWidth)
      var rest = landmark.country + "  "
      if showsContinent { rest += DisplayWidth.pad(landmark.continent.name, to: continentWidth) + "  " }
      rest += SafeText.clean(landmark.location)
      if let extra = extra(landmark) { rest += "  " + SafeText.clean(extra) }
      if style.isTerminal {
        rest = DisplayWidth.truncate(rest, to: style.width - indent - idWidth - nameWidth - 4)
      }
      return prefix + style.dim(id) + "  " + style.bold(name) + "  " + rest
    }
  }
}
