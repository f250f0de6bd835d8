import LandmarksCore

/// The result of `progress`.
struct ProgressOutput: CommandOutput {
  let summary: ProgressSummary

  var json: (any Encodable & Sendable)? { summary }

  func text(in style: OutputStyle) -> String {
    let header = ["Continent", "Landmarks", "Started", "Activities", "Badges"]
    var rows = summary.continents.map { row in
      [
        row.continent?.name ?? "", String(row.landmarks), String(row.landmarksStarted),
        "\(row.activitiesDone)/\(row.activitiesTotal)", "\(row.badgesEarned)/\(row.badgesTotal)",
      ]
    }
    let total = summary.total
    rows.append([
      "Total", String(total.landmarks), String(total.landmarksStarted),
      "\(total.activitiesDone)/\(total.activitiesTotal)", "\(total.badgesEarned)/\(total.badgesTotal)",
    ])
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
    let lines = all.enumerated().map { index, cells in
      let line = cells.enumerated().map { column, cell in
        column == 0 ? DisplayWidth.pad(cell, to: widths[column]) : DisplayWidth.padLeft(cell, to: widths[column])
      }.joined(separator: "  ")
      return index == 0 || index == all.count - 1 ? style.bold(style.fit(line)) : style.fit(line)
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
