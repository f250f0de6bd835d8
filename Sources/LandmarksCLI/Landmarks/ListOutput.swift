import LandmarksCore

/// The result of `list`: sections by continent, streamed from the catalog as they are written, so a
/// million imported landmarks are listed in flat memory and `list | head` returns at once.
///
/// Each section's heading carries its count, known before its rows are read (see
/// `Catalog.sectionCounts`); its rows are laid out by `StreamedTable`, exactly as before for a
/// section of up to `StreamedTable.sampleRows` rows.
struct ListOutput: StreamingOutput {
  /// One continent's section: its heading and how many rows follow.
  struct Section: Sendable, Hashable {
    let continent: Continent
    let count: Int
  }

  /// The catalog the rows are read from.
  let catalog: Catalog
  /// Which landmarks are listed.
  let filter: LandmarkFilter
  let featured: Landmark?
  /// The sections with at least one landmark, in display order.
  let sections: [Section]
  /// The largest id the selection can hold, for the id column of a long section.
  let largestID: Int?
  let badgeStack: BadgeStack?
  let notes: [String]
  let warnings: [String]

  func writeText(in style: OutputStyle, to writer: inout StreamWriter) throws {
    if let featured {
      try writer.line(style.fit("★ Featured: \(featured.safeName) — \(featured.safeLocation)"))
      try writer.line("")
    }
    for (index, section) in sections.enumerated() {
      if index > 0 { try writer.line("") }
      try writer.line(style.bold(style.fit("\(section.continent.name) (\(section.count))")))
      var table = StreamedTable(style: style, indent: 2, expectedRows: section.count, largestID: largestID)
      var sectionFilter = filter
      sectionFilter.continents = [section.continent]
      try catalog.forEachLandmark(matching: sectionFilter) { landmark in
        try table.add(LandmarkTable.row(landmark), to: &writer)
      }
      try table.finish(to: &writer)
    }
    if let badgeStack, !sections.isEmpty {
      for line in badgeStack.lines(in: style) { try writer.line(line) }
    }
  }

  func writeJSON(to writer: inout StreamWriter) throws {
    var isFirst = true
    try catalog.forEachLandmark(matching: filter) { landmark in
      try writer.write(isFirst ? "[\n" : ",\n")
      isFirst = false
      // Written by hand where that is exact (a million landmarks list three times faster than
      // through `Encodable`), by the encoder otherwise: the same bytes either way.
      try writer.write(try LandmarkJSONText.element(landmark) ?? JSONOutput.arrayElement(landmark))
    }
    try writer.write(isFirst ? "[]\n" : "\n]\n")
  }
}
