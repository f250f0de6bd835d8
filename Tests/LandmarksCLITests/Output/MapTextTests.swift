import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

@Suite("Map legend")
struct MapTextTests {
  private func entries(_ count: Int) -> [LegendItem] {
    (1...count).map { LegendItem(lead: "\($0 % 10)", text: "Landmark number \($0)") }
  }

  @Test("entries fill columns down then across, within the width")
  func columns() {
    let lines = MapText.columns(entries(6), width: 80, maxLines: 10)
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    #expect(lines[0].hasPrefix("1 Landmark number 1") && lines[0].contains("3 Landmark number 3"))
  }

  @Test("past one screenful the legend says how many more there are", arguments: [5, 12])
  func cap(maxLines: Int) {
    let lines = MapText.columns(entries(40), width: 30, maxLines: maxLines)
    #expect(lines.count == maxLines)
    let shown = maxLines - 1
    #expect(lines.last == "… and \(40 - shown) more")
  }

  @Test("a long name is cut to its column, not past the width")
  func cut() {
    let lines = MapText.columns(
      [LegendItem(lead: "1", text: String(repeating: "x", count: 300))], width: 40, maxLines: 5)
    #expect(lines.map(DisplayWidth.of) == [40])
  }

  @Test(
    "with badges of several colours earned, the key shows the first marker's colour",
    arguments: [[BadgeColor.red, .blue], [.blue, .red]])
  func earnedColour(colours: [BadgeColor]) {
    let markers = colours.enumerated().map { number, colour in
      MapMarker(
        landmark: Landmark(
          id: number + 1, slug: "place-\(number)", name: "Place \(number)", continent: .europe, country: "FR",
          location: "Somewhere", latitude: Double(number * 20), longitude: Double(number * 40)),
        status: .earned(colour), isHighlighted: false, distanceKm: nil)
    }
    let viewport = MapViewport(frame: .world, columns: 60)
    let text = MapText(
      layout: MapLayout(viewport: viewport, markers: markers),
      canvas: BrailleCanvas(
        viewport: viewport, land: [Bool](repeating: false, count: viewport.dotsWide * viewport.dotsHigh)),
      highlightRole: .featured)
    let style = OutputStyle(
      colors: .basic16, width: 60, isTerminal: true, timeZone: TimeZone(identifier: "UTC") ?? .current)
    let key = text.legendLines(in: style, maxLines: 10).first { $0.contains("badge earned") }
    #expect(key?.contains(ColorPalette.foreground(colours[0], support: .basic16) + "★") == true, "\(key ?? "no key")")
  }
}
