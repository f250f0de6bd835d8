import LandmarksCore

/// The result of `progress`.
struct ProgressOutput: CommandOutput {
  let summary: ProgressSummary

  var json: (any Encodable & Sendable)? { summary }

  func text(in style: OutputStyle) -> String {
    let header = ["Continent", "Landmarks", "Started", "Activities", "Badges"]
    let rows = (summary.continents + [summary.total]).map { row in
      [
        row.continent?.name ?? "Total", String(row.landmarks), String(row.landmarksStarted),
        "\(row.activitiesDone)/\(row.activitiesTotal)", "\(row.badgesEarned)/\(row.badgesTotal)",
      ]
    }
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
    // A narrow terminal loses the least telling columns first rather than the figures at the end.
    var shown = Array(header.indices)
    for dropped in [2, 1] where style.isTerminal && shown.map({ widths[$0] + 2 }).reduce(-2, +) > style.width {
      shown.removeAll { $0 == dropped }
    }
    let lines = all.enumerated().map { index, cells in
      let line = shown.map { column in
        column == 0
          ? DisplayWidth.pad(cells[column], to: widths[column])
          : DisplayWidth.padLeft(cells[column], to: widths[column])
      }.joined(separator: "  ")
      return index == 0 || index == all.count - 1 ? style.bold(style.fit(line)) : style.fit(line)
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
