import Foundation
import LandmarksCore

/// The result of `badges`.
struct BadgesOutput: CommandOutput {
  /// One badge in JSON.
  struct Entry: Encodable, Sendable {
    struct LandmarkReference: Encodable, Sendable {
      let id: Int
      let slug: String
      let name: String
    }

    let id: String
    let symbol: BadgeSymbol
    let color: BadgeColor
    let landmark: LandmarkReference
    let earned: Bool
    let earnedAt: Date?
    let done: [Activity]
    let remaining: [Activity]
  }

  let statuses: [BadgeStatus]
  let notes: [String]

  var json: (any Encodable & Sendable)? {
    statuses.map { status in
      Entry(
        id: status.badge.id, symbol: status.badge.symbol, color: status.badge.color,
        landmark: .init(id: status.landmark.id, slug: status.landmark.slug, name: status.landmark.name),
        earned: status.isEarned, earnedAt: status.earnedAt, done: status.done, remaining: status.remaining)
    }
  }

  func text(in style: OutputStyle) -> String {
    guard !statuses.isEmpty else { return "" }
    var lines: [String]
    // Hexagons wherever colour is on: on a colour terminal, and piped with `--color always`.
    if style.usesColor && style.unicode {
      let items = statuses.map {
        BadgeArt.Item(
          symbol: $0.badge.symbol, color: $0.badge.color, label: $0.landmark.safeName, dimmed: !$0.isEarned)
      }
      lines = BadgeArt.render(items, width: style.width, colors: style.colors)
      let unearned = statuses.filter { !$0.isEarned }
      if !unearned.isEmpty {
        lines.append("")
        lines += unearned.map { style.fit(progressLine($0)) }
      }
    } else {
      lines = statuses.map { status in
        status.isEarned
          ? "\(status.landmark.safeName) — \(status.badge.symbol.rawValue), \(status.badge.color.rawValue) — earned"
            + (status.earnedAt.map { " " + Formatting.time($0, in: style.timeZone) } ?? "")
          : progressLine(status)
      }.map(style.fit)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private func progressLine(_ status: BadgeStatus) -> String {
    let left = status.remaining.map(\.shortName).joined(separator: ", ")
    return "\(status.landmark.safeName) — \(status.badge.symbol.rawValue), \(status.badge.color.rawValue) — "
      + "\(status.done.count)/\(Activity.allCases.count), left: \(left)"
  }
}
