/// The closed set of badge colours, named as SwiftUI names its system colours.
public enum BadgeColor: String, CaseIterable, Codable, Hashable, Sendable {
  case orange, cyan, mint, green, blue
  case red, yellow, purple, pink, brown, indigo, teal, gray
}
