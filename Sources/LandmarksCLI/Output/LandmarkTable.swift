import LandmarksCore

/// Landmarks as aligned one-line records: id, name, country, location.
enum LandmarkTable {
  /// The widest a name column is padded when piped: a longer name only pushes its own row.
  static let pipedNameCap = 40

  /// One line per landmark, indented by `indent` spaces. `showsContinent` adds an aligned
  /// continent column (for lists not already in sections); `extra` adds a trailing remark.
  ///
  /// Text from the catalog is read through its safe accessors, so an imported name can never
  /// drive the terminal. On a terminal the location is shortened first, then the continent and
  /// the country are dropped, then the name is shortened, then the location and the id dropped.
  static func lines(
    _ landmarks: [Landmark], style: OutputStyle, indent: Int = 2, showsContinent: Bool = false,
    extra: (Landmark) -> String? = { _ in nil }
  ) -> [String] {
    // The location and the remark share the last column, which nothing follows.
    let rest = landmarks.map { landmark in
      [landmark.safeLocation, extra(landmark).map(SafeText.clean)].compactMap { $0 }.joined(separator: "  ")
    }
    var columns = [
      TableLayout.Column(
        cells: landmarks.map { String($0.id) }, alignsRight: true, dropRank: 1, decorate: { style.dim($0) }),
      TableLayout.Column(
        cells: landmarks.map(\.safeName), dropRank: 0, shrink: (floor: 12, rank: 2),
        // On a terminal a very long name may not push every other column off the screen.
        cap: style.isTerminal ? max(16, style.width / 3) : pipedNameCap, decorate: { style.bold($0) }),
      TableLayout.Column(cells: landmarks.map(\.safeCountry), dropRank: 3),
    ]
    if showsContinent {
      columns.append(TableLayout.Column(cells: landmarks.map(\.continent.name), dropRank: 4))
    }
    columns.append(TableLayout.Column(cells: rest, dropRank: 2, shrink: (floor: 12, rank: 5)))
    return TableLayout(columns: columns).lines(in: style, indent: indent)
  }
}
