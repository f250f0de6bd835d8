import Foundation
import LandmarksCore

/// A map as an SVG 1.1 picture: land as outlines, graticule, markers in their colours with their
/// names placed where they fit, a numbered legend for the rest, a key to the colours and a
/// title. Self-contained: no script, no external resource, so a browser opens it as is.
struct MapSVG: Sendable {
  /// Past this many landmarks, markers sharing a small square merge into one with a count, so
  /// the file stays a few megabytes at most.
  static let aggregateAbove = 10_000
  /// Past this many markers, names go in hover titles: a legend of hundreds helps nobody.
  static let labelUpTo = 300
  /// The band above the map holding the title.
  static let titleHeight = 28.0
  /// The band below the map holding the key to the colours and the land's source.
  static let footerHeight = 24.0
  /// Where the land comes from, in small print under the map (its licence asks for credit).
  static let landSource = "Land: global-land-mask (MIT), from NOAA's GLOBE"
  /// Land's fill: the point of the render test's land pixel.
  static let landColor = "#d8cfb4"
  /// The sea's fill: the point of the render test's sea pixel.
  static let seaColor = "#dcecf7"

  /// The frame drawn.
  let frame: MapFrame
  /// The landmarks, with their status.
  let markers: [MapMarker]
  /// The picture's title.
  let title: String
  /// The map's width in pixels; a legend of numbered landmarks widens the picture beyond it.
  var width = 960
  /// What the highlighted landmark is, for the key.
  var highlightRole = MapHighlight.featured
  /// The language of the picture's words.
  var words = Localizer.english

  /// The grid the map is drawn on: one dot a pixel, `width` across, at most as high as wide.
  var viewport: MapViewport {
    MapViewport(frame: frame, columns: width / MapViewport.dotsPerColumn, maxRows: width / 4)
  }

  /// The markers inside the map with their positions in pixels from its top-left corner.
  func visibleMarkers(in viewport: MapViewport) -> [(marker: MapMarker, x: Double, y: Double)] {
    markers.compactMap { marker in
      let point = viewport.dot(of: frame.projection.project(Coordinate(marker.landmark)))
      guard point.x >= 0, point.y >= 0, point.x <= Double(viewport.dotsWide), point.y <= Double(viewport.dotsHigh)
      else { return nil }
      return (marker, point.x, point.y)
    }
  }

  /// The labels of a map with few enough markers to name them; `nil` past `labelUpTo`.
  func labels(in viewport: MapViewport) -> MapLabels? {
    let visible = visibleMarkers(in: viewport)
    guard visible.count <= Self.labelUpTo else { return nil }
    let items = visible.map { marker, x, y in
      MapLabels.Item(
        id: marker.landmark.id, name: words.name(of: marker.landmark), x: x, y: y,
        radius: Self.radius(marker) + Self.strokeWidth(marker) / 2, isHighlighted: marker.isHighlighted,
        rank: Self.rank(marker.status))
    }
    return MapLabels(items: items, width: Double(viewport.dotsWide), height: Double(viewport.dotsHigh))
  }

  /// The land of `viewport` as one path of outlines traced from `mask`.
  static func landPath(viewport: MapViewport, mask: LandMask) -> String {
    let contours = LandContours(field: LandField(viewport: viewport, mask: mask))
    return "<path class=\"land\" fill=\"\(landColor)\" fill-rule=\"evenodd\" stroke=\"#b8ab88\" "
      + "stroke-width=\"0.6\" stroke-linejoin=\"round\" d=\"\(contours.pathData)\"/>\n"
  }

  /// The whole document.
  func document(mask: LandMask) -> String {
    let viewport = viewport
    let mapWidth = Double(viewport.dotsWide)
    let mapHeight = Double(viewport.dotsHigh)
    let visible = visibleMarkers(in: viewport)
    let aggregated = visible.count > Self.aggregateAbove
    let labels = aggregated ? nil : labels(in: viewport)
    let legend = labels.map { MapSVGLegend(labels: $0, mapWidth: mapWidth, mapHeight: mapHeight, words: words) }
    // Whole pixels, so a viewer shows the picture at its natural size without resampling.
    let pictureWidth = (mapWidth + (legend?.width ?? 0)).rounded(.up)
    let pictureHeight = Self.titleHeight + mapHeight + Self.footerHeight
    let size = "width=\"\(Self.number(pictureWidth))\" height=\"\(Self.number(pictureHeight))\""
    // Counts a script can read without parsing the prose of <desc>.
    let numbered = labels?.numbered.count ?? 0
    let named = labels?.labels.filter { !$0.isNumber }.count ?? 0
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" \(size) \
      viewBox="0 0 \(Self.number(pictureWidth)) \(Self.number(pictureHeight))" \
      font-family="Helvetica, Arial, sans-serif" data-named="\(named)" data-numbered="\(numbered)">
      <title>\(XMLText.escaped(title))</title>
      <desc>\(XMLText.escaped(description(visible: visible.count, labels: labels)))</desc>
      <defs><clipPath id="frame"><rect x="0" y="0" width="\(width)" height="\(viewport.dotsHigh)"/></clipPath></defs>
      <rect x="0" y="0" \(size) fill="#ffffff"/>
      <g transform="translate(0 \(Self.number(Self.titleHeight)))" clip-path="url(#frame)">
      <rect x="0" y="0" width="\(width)" height="\(viewport.dotsHigh)" fill="\(Self.seaColor)"/>

      """
    svg += Self.landPath(viewport: viewport, mask: mask)
    svg += graticule(viewport: viewport)
    svg += aggregated ? aggregatedMarkers(visible) : markerElements(visible, labels: labels)
    svg += "</g>\n"
    if let legend { svg += legend.elements(top: Self.titleHeight) }
    svg += footer(top: Self.titleHeight + mapHeight, width: pictureWidth, aggregated: aggregated)
    svg +=
      "<text x=\"8\" y=\"19\" font-size=\"16\" font-weight=\"bold\" fill=\"#222222\">\(XMLText.escaped(title))</text>\n"
    svg += "</svg>\n"
    return svg
  }

  /// What the picture holds, for `<desc>`: how many landmarks, how many named and numbered.
  private func description(visible: Int, labels: MapLabels?) -> String {
    let count = words(.countLandmarks, visible)
    guard let labels else { return words(.mapSvgDescAggregated, count) + " " + Self.landSource + "." }
    let named = labels.labels.filter { !$0.isNumber }.count
    var text = words(
      labels.numbered.isEmpty ? .mapSvgDesc : .mapSvgDescNumbered, count, named, labels.numbered.count)
    if !labels.unmarked.isEmpty { text = words.sentences(text, words(.mapSvgDescUnmarked, labels.unmarked.count)) }
    return text + " " + Self.landSource + "."
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

  /// Markers merged into 8-pixel squares: each square one circle sized by its count.
  private func aggregatedMarkers(_ visible: [(marker: MapMarker, x: Double, y: Double)]) -> String {
    var svg = ""
    var buckets: [Int: (x: Double, y: Double, count: Int)] = [:]
    for (_, x, y) in visible {
      let key = Int(y / 8) * 10_000 + Int(x / 8)
      let bucket = buckets[key] ?? (0, 0, 0)
      buckets[key] = (bucket.x + x, bucket.y + y, bucket.count + 1)
    }
    for key in buckets.keys.sorted() {
      guard let bucket = buckets[key] else { continue }
      let x = bucket.x / Double(bucket.count)
      let y = bucket.y / Double(bucket.count)
      let radius = min(8, 2 + log2(Double(bucket.count)))
      svg += "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\" "
      svg +=
        "fill=\"#c0392b\" fill-opacity=\"0.7\"><title>\(XMLText.escaped(words(.countLandmarks, bucket.count)))</title></circle>\n"
    }
    return svg
  }

  /// A circle per landmark in its colour, the highlighted one larger and drawn last, each with
  /// its label (a name, or a number the legend explains) when the map is named.
  private func markerElements(_ visible: [(marker: MapMarker, x: Double, y: Double)], labels: MapLabels?) -> String {
    var labelOf: [Int: MapLabels.Label] = [:]
    // A spot's number goes with its first marker drawn; the others carry none.
    for label in labels?.labels ?? [] {
      if let first = label.items.min(by: { drawnBefore($0, $1, visible) }) { labelOf[first] = label }
    }
    var svg = ""
    let order = visible.indices.sorted { drawnBefore($0, $1, visible) }
    for index in order {
      let (marker, x, y) = visible[index]
      let name = XMLText.escaped(words.name(of: marker.landmark))
      svg += "<g class=\"marker\" data-id=\"\(marker.landmark.id)\">"
      svg += "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(Self.radius(marker)))\" "
      svg += "fill=\"\(Self.fill(marker.status))\" stroke=\"\(marker.isHighlighted ? "#000000" : "#ffffff")\" "
      svg += "stroke-width=\"\(Self.number(Self.strokeWidth(marker)))\"><title>\(name)</title></circle>"
      if let label = labelOf[index] {
        if let leader = label.leader {
          svg += "<path class=\"leader\" d=\"M\(Self.number(leader.from.x)) \(Self.number(leader.from.y))"
          svg += "L\(Self.number(leader.to.x)) \(Self.number(leader.to.y))\" stroke=\"#7a1f12\" stroke-width=\"0.6\"/>"
        }
        svg += "<text class=\"\(label.isNumber ? "number" : "label")\" x=\"\(Self.number(label.x))\" "
        svg += "y=\"\(Self.number(label.baseline))\" font-size=\"\(Self.number(label.fontSize))\""
        if label.anchor != .start { svg += " text-anchor=\"\(label.anchor.rawValue)\"" }
        if label.isBold { svg += " font-weight=\"bold\"" }
        svg += " fill=\"\(label.isNumber ? "#7a1f12" : "#222222")\">\(XMLText.escaped(label.text))</text>"
      }
      svg += "</g>\n"
    }
    return svg
  }

  /// Whether marker `a` is drawn before `b`: in the given order, the highlighted one last so
  /// nothing covers it.
  private func drawnBefore(_ a: Int, _ b: Int, _ visible: [(marker: MapMarker, x: Double, y: Double)]) -> Bool {
    let (first, second) = (visible[a].marker.isHighlighted, visible[b].marker.isHighlighted)
    return first == second ? a < b : second
  }

  /// The band under the map: what the marker colours mean, and where the land comes from.
  private func footer(top: Double, width pictureWidth: Double, aggregated: Bool) -> String {
    let middle = top + Self.footerHeight / 2
    var svg = "<g class=\"key\" font-size=\"10\" fill=\"#222222\">"
    var x = 12.0
    /// One circle and its meaning, left to right.
    func item(fill: String, stroke: String, radius: Double, strokeWidth: Double, text: String) {
      svg += "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(middle))\" r=\"\(Self.number(radius))\" "
      svg += "fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(strokeWidth))\"/>"
      svg += "<text x=\"\(Self.number(x + radius + 4))\" y=\"\(Self.number(middle + 3.5))\">"
      svg += XMLText.escaped(text) + "</text>"
      x += radius + 4 + MapLabels.textWidth(text, fontSize: 10, isBold: false) + 14
    }
    if aggregated {
      item(fill: "#c0392b", stroke: "none", radius: 4, strokeWidth: 0, text: words(.mapSvgKeyAggregated))
    } else {
      // The first earned badge's colour, so the key shows one the map uses; orange without any.
      let earned = markers.first { if case .earned = $0.status { true } else { false } }?.status
      item(
        fill: Self.fill(earned ?? .earned(.orange)), stroke: "#ffffff", radius: 4, strokeWidth: 1,
        text: words(.mapSvgKeyEarned))
      item(fill: Self.fill(.started), stroke: "#ffffff", radius: 4, strokeWidth: 1, text: words(.mapKeyStarted))
      item(fill: Self.fill(.none), stroke: "#ffffff", radius: 4, strokeWidth: 1, text: words(.mapSvgKeyNotStarted))
      if let highlighted = markers.first(where: \.isHighlighted) {
        item(
          fill: Self.fill(highlighted.status), stroke: "#000000", radius: 6, strokeWidth: 2,
          text: words(.mapKeyHighlighted, words.name(of: highlighted.landmark), highlightRole.word(in: words)))
      }
    }
    svg += "<text x=\"\(Self.number(pictureWidth - 8))\" y=\"\(Self.number(middle + 3))\" font-size=\"9\" "
    svg += "fill=\"#666666\" text-anchor=\"end\">\(XMLText.escaped(Self.landSource))</text>"
    return svg + "</g>\n"
  }

  /// A marker's radius: the highlighted one stands out.
  static func radius(_ marker: MapMarker) -> Double { marker.isHighlighted ? 6 : 4 }

  /// A marker's outline width: black and thicker round the highlighted one.
  static func strokeWidth(_ marker: MapMarker) -> Double { marker.isHighlighted ? 2 : 1 }

  /// The order of statuses for labelling: earned first, then started.
  private static func rank(_ status: MarkerStatus) -> Int {
    switch status {
    case .none: 0
    case .started: 1
    case .earned: 2
    }
  }

  /// The marker colour: the badge's when earned, amber when started, dark grey otherwise.
  static func fill(_ status: MarkerStatus) -> String {
    switch status {
    case .none: return "#4a4a4a"
    case .started: return "#e0a000"
    case .earned(let color):
      let rgb = ColorPalette.rgb(color)
      return String(format: "#%02x%02x%02x", rgb.red, rgb.green, rgb.blue)
    }
  }

  /// A coordinate with at most one decimal, enough for a pixel and much shorter than a double.
  static func number(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "0" }
    return LandContours.tenths(Int((value * 10).rounded()))
  }
}
