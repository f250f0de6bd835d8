import LandmarksModels

/// The shared styles of a KML export: one per badge colour and one for landmarks without a badge,
/// so each placemark points at a style instead of repeating its colour.
enum KMLStyle {
  /// The style of landmarks without a badge.
  static let defaultID = "badge-none"

  /// The style id a placemark with a badge of `color` (or none) points at.
  static func id(_ color: BadgeColor?) -> String {
    color.map { "badge-\($0.rawValue)" } ?? defaultID
  }

  /// The KML colour (`aabbggrr` hex, opaque) of `color`: the colour SwiftUI draws in the light
  /// appearance, the same the terminal palette uses, so a map shows the badge colour people see
  /// in the tool. Without a badge, white: KML tints the icon by multiplying, so white keeps it as drawn.
  static func color(_ color: BadgeColor?) -> String {
    guard let color else { return "ffffffff" }
    let (red, green, blue) = rgb(color)
    return "ff" + hex(blue) + hex(green) + hex(red)
  }

  /// Every style element, as the document's header holds them.
  static var definitions: String {
    var text = ""
    for color in [nil] + BadgeColor.allCases.map(Optional.some) {
      text += "    <Style id=\"\(id(color))\"><IconStyle><color>\(Self.color(color))</color></IconStyle></Style>\n"
    }
    return text
  }

  private static func hex(_ value: UInt8) -> String {
    let digits = String(value, radix: 16)
    return digits.count == 1 ? "0" + digits : digits
  }

  /// SwiftUI's light-appearance system colours, as `ColorPalette` in the command-line module has them.
  private static func rgb(_ color: BadgeColor) -> (UInt8, UInt8, UInt8) {
    switch color {
    case .orange: (255, 149, 0)
    case .cyan: (50, 173, 230)
    case .mint: (0, 199, 190)
    case .green: (52, 199, 89)
    case .blue: (0, 122, 255)
    case .red: (255, 59, 48)
    case .yellow: (255, 204, 0)
    case .purple: (175, 82, 222)
    case .pink: (255, 45, 85)
    case .brown: (162, 132, 94)
    case .indigo: (88, 86, 214)
    case .teal: (48, 176, 199)
    case .gray: (142, 142, 147)
    }
  }
}
