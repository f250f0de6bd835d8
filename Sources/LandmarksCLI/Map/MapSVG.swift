import Foundation
import LandmarksCore

/// A map as an SVG 1.1 picture: land, graticule, markers in their colours with name labels and a
/// title. Self-contained: no script, no external resource, so a browser opens it as is.
struct MapSVG: Sendable {
  /// Past this many landmarks, markers sharing a small square merge into one with a count, so
  /// the file stays a few megabytes at most.
  static let aggregateAbove = 10_000
  /// Past this many markers, names go in hover titles instead of labels that would overlap.
  static let labelUpTo = 300

  /// The frame drawn.
  let frame: MapFrame
  /// The landmarks, with their status.
  let markers: [MapMarker]
  /// The picture's title.
  let title: String
  /// The picture's width in pixels.
  var width = 960

  /// The whole document.
  func document(mask: LandMask) -> String {
    let viewport = MapViewport(frame: frame, columns: width / MapViewport.dotsPerColumn, maxRows: width / 4)
    let height = viewport.dotsHigh
    let titleHeight = 28
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(width)" height="\(height + titleHeight)" \
      viewBox="0 0 \(width) \(height + titleHeight)" font-family="Helvetica, Arial, sans-serif">
      <title>\(XMLText.escaped(title))</title>
      <defs><clipPath id="frame"><rect x="0" y="0" width="\(width)" height="\(height)"/></clipPath></defs>
      <rect x="0" y="0" width="\(width)" height="\(height + titleHeight)" fill="#ffffff"/>
      <g transform="translate(0 \(titleHeight))" clip-path="url(#frame)">
      <rect x="0" y="0" width="\(width)" height="\(height)" fill="#dcecf7"/>

      """
    svg += land(viewport: viewport, mask: mask)
    svg += graticule(viewport: viewport)
    svg += markerElements(viewport: viewport)
    svg += "</g>\n"
    svg +=
      "<text x=\"8\" y=\"19\" font-size=\"16\" font-weight=\"bold\" fill=\"#222222\">\(XMLText.escaped(title))</text>\n"
    svg += "</svg>\n"
    return svg
  }

  /// Land as one path of outlines traced from the mask at the map's own resolution.
  private func land(viewport: MapViewport, mask: LandMask) -> String {
    let contours = LandContours(field: LandField(viewport: viewport, mask: mask))
    return "<path class=\"land\" fill=\"#d8cfb4\" fill-rule=\"evenodd\" stroke=\"#b8ab88\" "
      + "stroke-width=\"0.6\" stroke-linejoin=\"round\" d=\"\(contours.pathData)\"/>\n"
  }

  /// Meridians and parallels every 30° on the world, finer on a region.
  private func graticule(viewport: MapViewport) -> String {
    let spanDegrees = Double(viewport.dotsWide) / viewport.scale * 180 / .pi
    let step: Double = frame.isWorld ? 30 : spanDegrees > 60 ? 15 : spanDegrees > 20 ? 5 : 2
    var lines: [[Coordinate]] = []
    for longitude in stride(from: -180.0, through: 180.0, by: step) {
      lines.append(stride(from: -90.0, through: 90.0, by: 1).map { Coordinate(latitude: $0, longitude: longitude) })
    }
    for latitude in stride(from: -90.0 + step, to: 90.0, by: step) {
      lines.append(stride(from: -180.0, through: 180.0, by: 1).map { Coordinate(latitude: latitude, longitude: $0) })
    }
    // Only what the frame shows, with a margin so a line crossing the edge is cut by the clip,
    // and straight runs simplified to their ends: the lines round the whole globe at every
    // degree were most of the file (about 350 KB of Europe's 426 KB).
    let margin = 8.0
    let (width, height) = (Double(viewport.dotsWide), Double(viewport.dotsHigh))
    /// Whether a point lies within the frame and its margin.
    func isNear(_ point: LandContours.Point) -> Bool {
      point.x >= -margin && point.y >= -margin && point.x <= width + margin && point.y <= height + margin
    }
    var runs: [[LandContours.Point]] = []
    for line in lines {
      var run: [LandContours.Point] = []
      var previous: LandContours.Point?
      for coordinate in line {
        let dot = viewport.dot(of: frame.projection.project(coordinate))
        let point = LandContours.Point(x: dot.x, y: dot.y)
        // A jump across the map is the line wrapping round the back of the globe: lift the pen.
        // A step with an end near the frame is drawn, so a line reaches past the edge.
        if let last = previous, abs(point.x - last.x) < width / 3, isNear(last) || isNear(point) {
          if run.isEmpty { run.append(last) }
          run.append(point)
        } else {
          if run.count > 1 { runs.append(run) }
          run = []
        }
        previous = point
      }
      if run.count > 1 { runs.append(run) }
    }
    var path = ""
    for run in runs {
      for (index, point) in LandContours.simplifiedLine(run, tolerance: 0.2).enumerated() {
        path += (index == 0 ? "M" : "L") + Self.number(point.x) + " " + Self.number(point.y)
      }
    }
    return "<path fill=\"none\" stroke=\"#8fa9bf\" stroke-width=\"0.5\" d=\"\(path)\"/>\n"
  }

  /// A circle per landmark in its colour, the highlighted one larger; labels when few enough.
  private func markerElements(viewport: MapViewport) -> String {
    var svg = ""
    let placed = markers.map { marker in
      (marker, viewport.dot(of: frame.projection.project(Coordinate(marker.landmark))))
    }
    .filter { _, point in
      point.x >= 0 && point.y >= 0 && point.x <= Double(viewport.dotsWide) && point.y <= Double(viewport.dotsHigh)
    }
    if placed.count > Self.aggregateAbove {
      // Merged into 8-pixel squares: each square one circle sized by its count.
      var buckets: [Int: (x: Double, y: Double, count: Int)] = [:]
      for (_, point) in placed {
        let key = Int(point.y / 8) * 10_000 + Int(point.x / 8)
        let bucket = buckets[key] ?? (0, 0, 0)
        buckets[key] = (bucket.x + point.x, bucket.y + point.y, bucket.count + 1)
      }
      for key in buckets.keys.sorted() {
        guard let bucket = buckets[key] else { continue }
        let x = bucket.x / Double(bucket.count)
        let y = bucket.y / Double(bucket.count)
        let radius = min(8, 2 + log2(Double(bucket.count)))
        svg += "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\" "
        svg += "fill=\"#c0392b\" fill-opacity=\"0.7\"><title>\(bucket.count) landmarks</title></circle>\n"
      }
      return svg
    }
    let labelled = placed.count <= Self.labelUpTo
    for (marker, point) in placed.sorted(by: { !$0.0.isHighlighted && $1.0.isHighlighted }) {
      let name = XMLText.escaped(SafeText.clean(marker.landmark.name))
      let x = Self.number(point.x)
      let y = Self.number(point.y)
      svg += "<g class=\"marker\" data-id=\"\(marker.landmark.id)\">"
      svg +=
        "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(marker.isHighlighted ? 6 : 4)\" fill=\"\(Self.fill(marker.status))\" "
      svg +=
        "stroke=\"\(marker.isHighlighted ? "#000000" : "#ffffff")\" stroke-width=\"\(marker.isHighlighted ? 2 : 1)\">"
      svg += "<title>\(name)</title></circle>"
      if labelled {
        svg += "<text x=\"\(Self.number(point.x + 7))\" y=\"\(Self.number(point.y + 4))\" font-size=\"11\" "
        svg += "fill=\"#222222\"\(marker.isHighlighted ? " font-weight=\"bold\"" : "")>\(name)</text>"
      }
      svg += "</g>\n"
    }
    return svg
  }

  /// The marker colour: the badge's when earned, amber when started, dark grey otherwise.
  private static func fill(_ status: MarkerStatus) -> String {
    switch status {
    case .none: return "#4a4a4a"
    case .started: return "#e0a000"
    case .earned(let color):
      let rgb = ColorPalette.rgb(color)
      return String(format: "#%02x%02x%02x", rgb.red, rgb.green, rgb.blue)
    }
  }

  /// A coordinate with one decimal, enough for a pixel and much shorter than a full double.
  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return String(format: "%.1f", value)
  }
}
