extension LandMask {
  /// The land in boxes along one band of latitude, asked for from west to east as a map row's
  /// dots are.
  ///
  /// The sampled grid rows are merged once into steps: the columns where the number of them on
  /// land changes. A cursor then walks on from the last box to the next, so a row of dots costs
  /// about one pass over the steps rather than a binary search per box and sampled row. Its
  /// fractions equal `landFraction` for the same box; only the cost differs. One band moved from
  /// row to row with `select` reuses its buffers.
  package struct Band: Sendable {
    /// A column where the number of sampled rows on land changes, and that number.
    struct Step: Sendable {
      /// Where the step is, in the band's columns.
      let column: Int
      /// How many sampled rows are land from the column to the next step.
      let landRows: Int
    }

    /// The mask read, for its grid.
    private let mask: LandMask
    /// How many grid rows to sample at most, as `landFraction` picks them.
    private let sampleRows: Int
    /// How many grid rows the band samples.
    private var sampleCount = 1
    /// The columns where the number of sampled rows on land changes, eastward; none is land
    /// before the first.
    private var steps: [Step] = []
    /// Room for the next merge, swapped with `steps`.
    private var merged: [Step] = []
    /// Room for one sampled row's edges.
    private var rowEdges: [UInt16] = []
    /// The column the cursor stands on.
    private var column = 0
    /// How many steps lie at or west of `column`.
    private var index = 0
    /// The last box's east longitude and its column: the next box usually starts there.
    private var lastEast = (longitude: Double.nan, column: 0)

    /// A band sampling up to `sampleRows` grid rows of whichever latitudes `select` picks.
    init(mask: LandMask, sampleRows: Int) {
      self.mask = mask
      self.sampleRows = sampleRows
    }

    /// Moves the band to the latitudes from `north` to `south`, the cursor to its west end.
    package mutating func select(north: Double, south: Double) {
      let top = mask.row(max(north, south))
      let bottom = mask.row(min(north, south))
      sampleCount = LandMask.sampleCount(sampleRows, top: top, bottom: bottom)
      steps.removeAll(keepingCapacity: true)
      for sample in 0..<sampleCount {
        mask.decodeEdges(ofRow: LandMask.sampledRow(sample, of: sampleCount, top: top, bottom: bottom), into: &rowEdges)
        mergeRow()
      }
      column = 0
      index = stepsAtStart
      lastEast = (.nan, 0)
    }

    /// The share of land from `west` to `east` in the band, as `landFraction` gives it.
    package mutating func fraction(west: Double, east: Double) -> Double {
      let first = west == lastEast.longitude ? lastEast.column : mask.column(west)
      lastEast = (east, mask.column(east))
      let span = mask.span(from: first, through: lastEast.column)
      move(to: span.lowerBound)
      var land: Int
      if span.upperBound > mask.columns {
        // Across the antimeridian: to the row's end, then on from its start.
        land = move(to: mask.columns)
        column = 0
        index = stepsAtStart
        land += move(to: span.upperBound - mask.columns)
      } else {
        land = move(to: span.upperBound)
      }
      return Double(land) / Double(span.count * sampleCount)
    }

    /// Merges `rowEdges` into the steps: each edge turns its row from ocean to land or back, and
    /// the row starts as ocean.
    private mutating func mergeRow() {
      // Room for every step and edge, written through buffers and cut to what was written: an
      // append per step costs twice as much.
      merged.removeAll(keepingCapacity: true)
      merged.append(contentsOf: repeatElement(Step(column: 0, landRows: 0), count: steps.count + rowEdges.count))
      let count = merged.withUnsafeMutableBufferPointer { merged in
        steps.withUnsafeBufferPointer { steps in
          rowEdges.withUnsafeBufferPointer { edges in Self.merge(steps, edges, into: merged) }
        }
      }
      merged.removeLast(merged.count - count)
      swap(&steps, &merged)
    }

    /// Writes `steps` with a row's `edges` merged in to `merged`, which has room for both, and
    /// returns how many steps it wrote. Each turn takes a step, an edge or both.
    private static func merge(
      _ steps: UnsafeBufferPointer<Step>, _ edges: UnsafeBufferPointer<UInt16>,
      into merged: UnsafeMutableBufferPointer<Step>
    ) -> Int {
      var (stepIndex, edgeIndex, count) = (0, 0, 0)
      var (landBefore, rowIsLand) = (0, 0)
      while stepIndex < steps.count || edgeIndex < edges.count {
        let nextStep = stepIndex < steps.count ? steps[stepIndex].column : Int.max
        let nextEdge = edgeIndex < edges.count ? Int(edges[edgeIndex]) : Int.max
        let column = min(nextStep, nextEdge)
        if nextStep == column {
          landBefore = steps[stepIndex].landRows
          stepIndex += 1
        }
        if nextEdge == column {
          rowIsLand = 1 - rowIsLand
          edgeIndex += 1
        }
        merged[count] = Step(column: column, landRows: landBefore + rowIsLand)
        count += 1
      }
      return count
    }

    /// How many steps lie on the first column: one where a sampled row starts on land.
    private var stepsAtStart: Int { steps.first?.column == 0 ? 1 : 0 }

    /// How many sampled rows are land under the cursor.
    private var landHere: Int { index > 0 ? steps[index - 1].landRows : 0 }

    /// Moves the cursor to `target` and returns the land cells of the sampled rows it passed:
    /// positive eastward, negative westward.
    @discardableResult
    private mutating func move(to target: Int) -> Int {
      var land = 0
      while column < target && index < steps.count {
        let step = steps[index].column
        guard step <= target else { break }
        land += landHere * (step - column)
        column = step
        index += 1
      }
      while column > target && index > 0 {
        let step = steps[index - 1].column
        guard step > target else { break }
        // Between that step and the cursor the rows are as they are under the cursor.
        land -= landHere * (column - step)
        column = step
        index -= 1
      }
      // No step lies between the cursor and the target any more.
      land += landHere * (target - column)
      column = target
      return land
    }
  }

  /// A band of latitude from `north` to `south` to ask for the land of many boxes in turn; move
  /// it to another band of latitude with `select`.
  package func band(north: Double, south: Double, sampleRows: Int = 3) -> Band {
    var band = Band(mask: self, sampleRows: sampleRows)
    band.select(north: north, south: south)
    return band
  }
}
