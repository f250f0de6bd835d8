import LandmarksCore
import LandmarksModels

// "Nearest" is plain squared Euclidean distance in sRGB, ties going to the lower palette index: crude
// perceptually, but predictable, and the tests and docs/BADGES.md reproduce it exactly.
/// Maps badge colours to terminal colours: exact RGB, the nearest xterm-256 entry, or the nearest basic SGR colour.
enum ColorPalette {
  /// An sRGB triple.
  typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

  /// The SGR sequence that undoes every colour and attribute.
  static let reset = "\u{1B}[0m"

  /// The colour SwiftUI draws for `color` in the light appearance.
  static func rgb(_ color: BadgeColor) -> RGB {
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

  /// The index (16–255) of the xterm-256 palette entry nearest to `color`.
  static func xterm256(_ color: BadgeColor) -> UInt8 {
    // Indices 0–15 are skipped because terminal themes redefine them; 16–255 are fixed by convention.
    let target = rgb(color)
    var best: (index: Int, distance: Int) = (16, Int.max)
    for index in 16...255 {
      let distance = squaredDistance(target, xterm256RGB(index))
      if distance < best.distance { best = (index, distance) }
    }
    return UInt8(best.index)
  }

  /// The SGR foreground code (30–37 or 90–97) of the basic colour nearest to `color`.
  static func basic16(_ color: BadgeColor) -> UInt8 {
    let target = rgb(color)
    // A coloured badge rendered black, white or grey would lose the one thing that tells badges apart.
    let candidates = isChromatic(target) ? basicColors.filter { isChromatic($0.rgb) } : basicColors
    var best: (code: UInt8, distance: Int) = (39, Int.max)
    for candidate in candidates {
      let distance = squaredDistance(target, candidate.rgb)
      if distance < best.distance { best = (candidate.code, distance) }
    }
    return best.code
  }

  /// The SGR sequence that sets the foreground to `color` at the given level of support, or "" for none.
  static func foreground(_ color: BadgeColor, support: ColorSupport) -> String {
    switch support {
    case .none: ""
    case .basic16: "\u{1B}[\(basic16(color))m"
    case .ansi256: "\u{1B}[38;5;\(xterm256(color))m"
    }
  }

  /// The standard xterm values of the 16 basic colours with their SGR foreground codes.
  private static let basicColors: [(code: UInt8, rgb: RGB)] = [
    (30, (0, 0, 0)), (31, (205, 0, 0)), (32, (0, 205, 0)), (33, (205, 205, 0)),
    (34, (0, 0, 238)), (35, (205, 0, 205)), (36, (0, 205, 205)), (37, (229, 229, 229)),
    (90, (127, 127, 127)), (91, (255, 0, 0)), (92, (0, 255, 0)), (93, (255, 255, 0)),
    (94, (92, 92, 255)), (95, (255, 0, 255)), (96, (0, 255, 255)), (97, (255, 255, 255)),
  ]

  /// The colour of xterm-256 entry `index` (16–231 the 6×6×6 cube, 232–255 the grey ramp).
  private static func xterm256RGB(_ index: Int) -> RGB {
    if index >= 232 {
      let grey = UInt8(8 + 10 * (index - 232))
      return (grey, grey, grey)
    }
    let cube = index - 16
    return (cubeLevel(cube / 36), cubeLevel(cube / 6 % 6), cubeLevel(cube % 6))
  }

  /// The channel intensity of cube coordinate `step` (0–5): 0, then 95 rising by 40.
  private static func cubeLevel(_ step: Int) -> UInt8 {
    step == 0 ? 0 : UInt8(55 + 40 * step)
  }

  /// Whether a colour has a visible hue; all greys spread their channels by well under this threshold.
  private static func isChromatic(_ color: RGB) -> Bool {
    let channels = [Int(color.red), Int(color.green), Int(color.blue)]
    return (channels.max() ?? 0) - (channels.min() ?? 0) > 24
  }

  private static func squaredDistance(_ lhs: RGB, _ rhs: RGB) -> Int {
    let red = Int(lhs.red) - Int(rhs.red)
    let green = Int(lhs.green) - Int(rhs.green)
    let blue = Int(lhs.blue) - Int(rhs.blue)
    return red * red + green * green + blue * blue
  }
}

/// How much colour the output may use.
enum ColorSupport: Sendable, Hashable {
  /// Plain text: no escape sequences at all (pipes, `NO_COLOR`, dumb terminals).
  case none
  /// The 16 basic SGR colours every colour terminal understands.
  case basic16
  /// The xterm 256-colour palette.
  case ansi256
}
