import Foundation

/// A rectangle on the map, in dots from its top-left corner, y down.
struct LabelBox: Hashable, Sendable {
  /// The left edge.
  let x: Double
  /// The top edge.
  let y: Double
  /// Rightward extent.
  let width: Double
  /// Downward extent.
  let height: Double

  /// The right edge.
  var maxX: Double { x + width }
  /// The bottom edge.
  var maxY: Double { y + height }

  /// Whether the two share any area; boxes that only touch do not.
  func intersects(_ other: LabelBox) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// Whether the segment from `a` to `b` passes through the box's inside (Liang–Barsky clipping).
  func intersects(segmentFrom a: (x: Double, y: Double), to b: (x: Double, y: Double)) -> Bool {
    var (low, high) = (0.0, 1.0)
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    for (p, q) in [(-dx, a.x - x), (dx, maxX - a.x), (-dy, a.y - y), (dy, maxY - a.y)] {
      if p == 0 {
        // Parallel to this side: outside it, or on it, never through the inside.
        if q <= 0 { return false }
        continue
      }
      let t = q / p
      if p < 0 { low = max(low, t) } else { high = min(high, t) }
      if low >= high { return false }
    }
    return true
  }

  /// Whether the box lies wholly within `0...width` × `0...height`.
  func isInside(width frameWidth: Double, height frameHeight: Double) -> Bool {
    x >= 0 && y >= 0 && maxX <= frameWidth && maxY <= frameHeight
  }
}

/// Where the names of a map's markers go: each beside its marker where one of eight positions
/// around it is free of other labels and markers and inside the frame, otherwise a number beside
/// the marker (or farther out, with a leader line) that a legend lists with the name.
///
/// Markers drawn over each other (Stonehenge, Tower Bridge and the White Cliffs of Dover on the
/// world map) form one spot sharing one number: no label could go between them. Placement is
/// greedy in a fixed order (the highlighted landmark, earned badges, started activities, then
/// by name), so the same map always gets the same labels, and the landmarks a person cares
/// about most get their names first.
struct MapLabels: Sendable {
  /// One marker to label.
  struct Item: Sendable {
    /// The landmark's id, the last tie-break.
    let id: Int
    /// The name, cleaned for display (not yet escaped).
    let name: String
    /// The marker's centre.
    let x: Double
    /// The marker's centre.
    let y: Double
    /// The marker's radius including half its stroke: labels keep clear of this.
    let radius: Double
    /// Placed before all others, in bold (the featured landmark, or a radius map's centre).
    let isHighlighted: Bool
    /// 2 for an earned badge, 1 for activities started, 0 otherwise: placed in that order.
    let rank: Int
  }

  /// Markers labelled together: one, or several drawn over each other.
  struct Spot: Sendable {
    /// Its items, by name.
    let items: [Int]
    /// The centre of the circle round all its markers.
    let x: Double
    /// The centre of the circle round all its markers.
    let y: Double
    /// The radius of that circle.
    let radius: Double
  }

  /// Where a label's text is anchored, as SVG's `text-anchor` says.
  enum Anchor: String, Sendable {
    /// The text starts at `x`: right of its marker.
    case start
    /// The text is centred on `x`: above or below its marker.
    case middle
    /// The text ends at `x`: left of its marker.
    case end
  }

  /// A line from a marker's edge to its number placed farther out.
  typealias Leader = (from: (x: Double, y: Double), to: (x: Double, y: Double))

  /// A label placed: a name or a number.
  struct Label: Sendable {
    /// The items it stands for: one for a name, all of a spot's for a number.
    let items: [Int]
    /// What it says.
    let text: String
    /// The text's anchor point.
    let x: Double
    /// The text's baseline.
    let baseline: Double
    /// How `x` anchors the text.
    let anchor: Anchor
    /// The font size in pixels.
    let fontSize: Double
    /// Bold (the highlighted landmark's name, and numbers).
    let isBold: Bool
    /// The room the text is estimated to take, with a pixel to spare round it.
    let box: LabelBox
    /// Whether this is a number standing for names in the legend.
    let isNumber: Bool
    /// For a number placed away from a crowded spot, the line from the spot's edge to it.
    let leader: Leader?

    /// The same label saying `text` instead: a number once all are known.
    func saying(_ text: String) -> Label {
      Label(
        items: items, text: text, x: x, baseline: baseline, anchor: anchor, fontSize: fontSize, isBold: isBold,
        box: box, isNumber: isNumber, leader: leader)
    }
  }

  /// Name labels' font size.
  static let nameSize = 11.0
  /// Number labels' font size.
  static let numberSize = 10.0
  /// Gap between a marker's edge and its label.
  static let gap = 2.0
  /// Room kept free round each text, so neighbouring labels never quite touch.
  static let padding = 1.0
  /// Markers closer than this many radii share a spot: they overlap by a quarter or more.
  static let spotDistance = 1.5
  /// How far past the nearest positions a number may go, in steps of `leaderStep`, with a line
  /// back to its spot: in a dense cluster (Europe on the world map) the nearest are taken.
  static let leaderSteps = 16
  /// One step farther out.
  static let leaderStep = 5.0

  /// The markers, in the order given.
  let items: [Item]
  /// The spots the items form.
  let spots: [Spot]
  /// Every label placed, in the order placed.
  let labels: [Label]
  /// The items shown by a number, in the legend's order: by number, then name.
  let numbered: [Int]
  /// The number of each item in `numbered`.
  let numberOf: [Int: Int]
  /// Numbered items whose number found no free place even at the end of a leader: listed in
  /// the legend, unmarked.
  let unmarked: [Int]

  /// Places labels for `items` in a frame `width` × `height` dots.
  init(items: [Item], width: Double, height: Double) {
    self.items = items
    let spots = Self.spots(items)
    self.spots = spots
    // Room for numbers is first reserved for as many digits as the largest possible number;
    // when fewer spots end up numbered, narrower boxes are tried again, and kept unless they
    // number so many more that the digits would no longer fit.
    var digits = String(spots.count).count
    var plan = Self.plan(spots, of: items, width: width, height: height, digits: digits)
    while digits > 1 {
      let needed = String(plan.numbered.count).count
      guard needed < digits else { break }
      let narrower = Self.plan(spots, of: items, width: width, height: height, digits: needed)
      guard String(narrower.numbered.count).count <= needed else { break }
      (plan, digits) = (narrower, needed)
    }
    // Numbered by name, so the legend reads alphabetically and a number is easy to look up.
    let numberedSpots = plan.numbered.sorted { Self.nameOrder(items[spots[$0].items[0]], items[spots[$1].items[0]]) }
    var numberOf: [Int: Int] = [:]
    for (position, spot) in numberedSpots.enumerated() {
      for item in spots[spot].items { numberOf[item] = position + 1 }
    }
    labels = plan.labels.map { label in
      guard label.isNumber, let number = label.items.first.flatMap({ numberOf[$0] }) else { return label }
      return label.saying(String(number))
    }
    numbered = numberedSpots.flatMap { spots[$0].items }
    self.numberOf = numberOf
    let marked = Set(plan.labels.flatMap(\.items))
    unmarked = numbered.filter { !marked.contains($0) }
  }

  /// The items grouped into spots: those whose markers overlap by `spotDistance`, joined link
  /// by link, the highlighted one always alone so its name can show. In the order of each
  /// spot's first item.
  static func spots(_ items: [Item]) -> [Spot] {
    // Union–find over the pairs close enough; a few hundred markers at most, so pairs are cheap.
    var parent = Array(items.indices)
    /// The representative of `index`'s group.
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index { index = parent[index] }
      return index
    }
    for a in items.indices where !items[a].isHighlighted {
      for b in (a + 1)..<items.count where !items[b].isHighlighted {
        let (dx, dy) = (items[a].x - items[b].x, items[a].y - items[b].y)
        let reach = max(items[a].radius, items[b].radius) * spotDistance
        if dx * dx + dy * dy < reach * reach {
          let (ra, rb) = (root(a), root(b))
          if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
      }
    }
    var members: [Int: [Int]] = [:]
    var order: [Int] = []
    for index in items.indices {
      let group = root(index)
      if members[group] == nil { order.append(group) }
      members[group, default: []].append(index)
    }
    return order.compactMap { group in
      guard let indices = members[group]?.sorted(by: { nameOrder(items[$0], items[$1]) }) else { return nil }
      // The box's middle is close enough to the smallest enclosing circle for a few markers.
      let left = indices.map { items[$0].x - items[$0].radius }.min() ?? 0
      let right = indices.map { items[$0].x + items[$0].radius }.max() ?? 0
      let top = indices.map { items[$0].y - items[$0].radius }.min() ?? 0
      let bottom = indices.map { items[$0].y + items[$0].radius }.max() ?? 0
      let (x, y) = ((left + right) / 2, (top + bottom) / 2)
      let radius =
        indices.map { index in
          let (dx, dy) = (items[index].x - x, items[index].y - y)
          return (dx * dx + dy * dy).squareRoot() + items[index].radius
        }.max() ?? 0
      return Spot(items: indices, x: x, y: y, radius: radius)
    }
  }

  /// Greedy passes in priority order. First the spots that cannot be named even on an empty
  /// map (several markers, or a name with no position clear of the other markers) get a
  /// number of `digits` zeros (the real number goes in once all are known): having the fewest
  /// choices, they choose first. Then every other spot its name where one fits, else a number
  /// at once, so room near a crowded marker does not go to the names of markers that come later.
  private static func plan(_ spots: [Spot], of items: [Item], width: Double, height: Double, digits: Int) -> (
    labels: [Label], numbered: [Int]
  ) {
    let markerBoxes = items.map { item in
      LabelBox(x: item.x - item.radius, y: item.y - item.radius, width: 2 * item.radius, height: 2 * item.radius)
    }
    let placeholder = String(repeating: "0", count: digits)
    let empty = Placed(markers: markerBoxes, width: width, height: height)
    var placed = empty
    var numbered: [Int] = []
    /// Places a number for `spot`, leaders across other markers only when nothing else is free.
    func number(_ index: Int) {
      numbered.append(index)
      for crossing in [false, true] {
        if let label = placed.firstFree(
          text: placeholder, spot: spots[index], of: items, fontSize: numberSize, isBold: true, isNumber: true,
          leaderMayCrossMarkers: crossing)
        {
          placed.add(label)
          return
        }
      }
    }
    /// The name label of a lone marker's spot where `among` leaves room, or `nil`.
    func name(_ spot: Spot, among: Placed) -> Label? {
      guard spot.items.count == 1, let only = spot.items.first else { return nil }
      return among.firstFree(
        text: items[only].name, spot: spot, of: items, fontSize: nameSize, isBold: items[only].isHighlighted,
        isNumber: false)
    }
    let order = priorityOrder(spots, of: items)
    let crowded = Set(order.filter { name(spots[$0], among: empty) == nil })
    for index in order where crowded.contains(index) { number(index) }
    for index in order where !crowded.contains(index) {
      if let label = name(spots[index], among: placed) { placed.add(label) } else { number(index) }
    }
    return (placed.labels, numbered)
  }

  /// The order spots are labelled in: highlighted, earned, started, then by name and id.
  static func priorityOrder(_ spots: [Spot], of items: [Item]) -> [Int] {
    /// What decides a spot's turn: its most important item.
    func lead(_ spot: Spot) -> Item {
      let first = items[spot.items[0]]
      return spot.items.map { items[$0] }.reduce(first) { best, item in
        (item.isHighlighted ? 1 : 0, item.rank) > (best.isHighlighted ? 1 : 0, best.rank) ? item : best
      }
    }
    return spots.indices.sorted { left, right in
      let (a, b) = (lead(spots[left]), lead(spots[right]))
      if a.isHighlighted != b.isHighlighted { return a.isHighlighted }
      if a.rank != b.rank { return a.rank > b.rank }
      return nameOrder(a, b)
    }
  }

  /// By name as a person reads it (ignoring case and accents), then by id.
  static func nameOrder(_ a: Item, _ b: Item) -> Bool {
    let order = a.name.compare(b.name, options: [.caseInsensitive, .diacriticInsensitive])
    return order == .orderedSame ? a.id < b.id : order == .orderedAscending
  }

  /// From the baseline to the top of capitals, in font sizes.
  static let ascent = 0.8
  /// From the top of capitals to the bottom of descenders, in font sizes.
  static let lineHeight = 1.05

  /// The box a label takes when drawn with its anchor at `x` and its baseline at `baseline`:
  /// what the placement reserved, found again from the drawn text (the tests read it back).
  static func box(
    text: String, x: Double, baseline: Double, anchor: Anchor, fontSize: Double, isBold: Bool
  ) -> LabelBox {
    let width = textWidth(text, fontSize: fontSize, isBold: isBold) + 2 * padding
    let left: Double
    switch anchor {
    case .start: left = x - padding
    case .middle: left = x - width / 2
    case .end: left = x + padding - width
    }
    return LabelBox(
      x: left, y: baseline - fontSize * ascent - padding, width: width, height: fontSize * lineHeight + 2 * padding)
  }

  /// The estimated width of `text` in pixels: terminal columns (so a wide character counts
  /// twice) times a share of the font size wider than most sans-serif letters, so the estimate
  /// errs towards too much room rather than overlapping text.
  static func textWidth(_ text: String, fontSize: Double, isBold: Bool) -> Double {
    Double(DisplayWidth.of(text)) * fontSize * (isBold ? 0.68 : 0.62)
  }

  /// What is on the map so far: the markers, the labels and their leaders.
  private struct Placed {
    /// Every marker's box.
    let markers: [LabelBox]
    /// The frame's width.
    let width: Double
    /// The frame's height.
    let height: Double
    /// The labels placed, in order.
    private(set) var labels: [Label] = []
    /// Their leader lines.
    private(set) var leaders: [Leader] = []

    /// Nothing placed yet among `markers`.
    init(markers: [LabelBox], width: Double, height: Double) {
      self.markers = markers
      self.width = width
      self.height = height
    }

    /// Takes the room `label` needs.
    mutating func add(_ label: Label) {
      labels.append(label)
      if let leader = label.leader { leaders.append(leader) }
    }

    /// Whether `box` is inside the frame and clear of every marker, label and leader.
    func isFree(_ box: LabelBox) -> Bool {
      box.isInside(width: width, height: height) && !markers.contains(where: box.intersects)
        && !labels.contains { box.intersects($0.box) }
        && !leaders.contains { box.intersects(segmentFrom: $0.from, to: $0.to) }
    }

    /// The first position for `text` round `spot` that is free, or `nil`. Names try the eight
    /// positions next to it: right, left, above, below, then the diagonals. Numbers then try
    /// sixteen directions farther out, step by step, with a leader line that crosses no label
    /// and, unless `leaderMayCrossMarkers`, no other marker.
    func firstFree(
      text: String, spot: Spot, of items: [Item], fontSize: Double, isBold: Bool, isNumber: Bool,
      leaderMayCrossMarkers: Bool = false
    ) -> Label? {
      let textWidth = MapLabels.textWidth(text, fontSize: fontSize, isBold: isBold)
      let ascent = fontSize * MapLabels.ascent
      let boxWidth = textWidth + 2 * padding
      let boxHeight = fontSize * MapLabels.lineHeight + 2 * padding
      let reach = spot.radius + gap
      let diagonal = reach * 0.7
      // Each candidate as the box's top-left corner and the anchor of its text.
      var candidates: [(x: Double, y: Double, anchor: Anchor, leader: Bool)] = [
        (spot.x + reach, spot.y - boxHeight / 2, .start, false),
        (spot.x - reach - boxWidth, spot.y - boxHeight / 2, .end, false),
        (spot.x - boxWidth / 2, spot.y - reach - boxHeight, .middle, false),
        (spot.x - boxWidth / 2, spot.y + reach, .middle, false),
        (spot.x + diagonal, spot.y - diagonal - boxHeight, .start, false),
        (spot.x + diagonal, spot.y + diagonal, .start, false),
        (spot.x - diagonal - boxWidth, spot.y - diagonal - boxHeight, .end, false),
        (spot.x - diagonal - boxWidth, spot.y + diagonal, .end, false),
      ]
      if isNumber {
        for step in 1...leaderSteps {
          let distance = reach + Double(step) * leaderStep
          for direction in directionOrder {
            let angle = Double(direction) * .pi / 8
            let centreX = spot.x + cos(angle) * (distance + boxWidth / 2)
            let centreY = spot.y - sin(angle) * (distance + boxHeight / 2)
            candidates.append((centreX - boxWidth / 2, centreY - boxHeight / 2, .middle, true))
          }
        }
      }
      for candidate in candidates {
        let box = LabelBox(x: candidate.x, y: candidate.y, width: boxWidth, height: boxHeight)
        guard isFree(box) else { continue }
        var leader: Leader?
        if candidate.leader {
          guard let line = self.leader(to: box, from: spot, of: items, mayCrossMarkers: leaderMayCrossMarkers)
          else { continue }
          leader = line
        }
        let x: Double
        switch candidate.anchor {
        case .start: x = box.x + padding
        case .middle: x = box.x + boxWidth / 2
        case .end: x = box.maxX - padding
        }
        return Label(
          items: spot.items, text: text, x: x, baseline: box.y + padding + ascent, anchor: candidate.anchor,
          fontSize: fontSize, isBold: isBold, box: box, isNumber: isNumber, leader: leader)
      }
      return nil
    }

    /// The line from `spot`'s edge to the nearest point of `box`, or `nil` when it would cross
    /// a label or (unless `mayCrossMarkers`) another marker's circle.
    private func leader(to box: LabelBox, from spot: Spot, of items: [Item], mayCrossMarkers: Bool) -> Leader? {
      let to = (x: min(max(spot.x, box.x), box.maxX), y: min(max(spot.y, box.y), box.maxY))
      let length = ((to.x - spot.x) * (to.x - spot.x) + (to.y - spot.y) * (to.y - spot.y)).squareRoot()
      guard length > spot.radius else { return nil }
      let from = (
        x: spot.x + (to.x - spot.x) * spot.radius / length, y: spot.y + (to.y - spot.y) * spot.radius / length
      )
      if labels.contains(where: { $0.box.intersects(segmentFrom: from, to: to) }) { return nil }
      guard !mayCrossMarkers else { return (from, to) }
      let own = Set(spot.items)
      let (start, end) = (LandContours.Point(x: from.x, y: from.y), LandContours.Point(x: to.x, y: to.y))
      for (index, item) in items.enumerated() where !own.contains(index) {
        // Past another marker's circle, not merely its box: a line may graze a corner.
        let distance = LandContours.distance(LandContours.Point(x: item.x, y: item.y), fromSegment: start, end)
        if distance < item.radius + 0.5 { return nil }
      }
      return (from, to)
    }
  }

  /// The sixteen directions in sixteenths of a turn anticlockwise from east, in the order
  /// tried: the four compass points, the diagonals, then those between.
  private static let directionOrder = [0, 8, 4, 12, 2, 6, 10, 14, 1, 3, 5, 7, 9, 11, 13, 15]
}
