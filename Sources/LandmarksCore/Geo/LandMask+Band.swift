extension LandMask {
  /// The land in boxes along one band of latitude, asked for from west to east as a map row's
  /// dots are.
  ///
  /// The sampled grid rows are merged once into steps: the columns where the number of them on
  /// land changes. A cursor then walks on from the last box to the next, so a row of dots costs
  /// about one pass over the steps rather than a binary search per box and sampled row. Its
  /// fractions equal `landFraction` for the same box; only the cost differs.
  public struct Band: Sendable {
    /// The mask read, for its grid.
    private let mask: LandMask
    /// How many grid rows are sampled, as `landFraction` picks them.
    private let sampleCount: Int
    /// The columns where the number of sampled rows on land changes, eastward.
    private let steps: [UInt16]
    /// How many sampled rows are land from each step to the next; none before the first step.
    private let landRows: [Int]
    /// The column the cursor stands on.
    private var column = 0
    /// How many steps lie at or west of `column`.
    private var index = 0
    /// The last box's east longitude and its column: the next box usually starts there.
    private var lastEast = (longitude: Double.nan, column: 0)

    /// The band from `north` to `south`, sampling up to `sampleRows` of its grid rows.
    init(mask: LandMask, north: Double, south: Double, sampleRows: Int) {
      self.mask = mask
      let top = mask.row(max(north, south))
      let bottom = mask.row(min(north, south))
      let count = LandMask.sampleCount(sampleRows, top: top, bottom: bottom)
      sampleCount = count
      var steps: [UInt16] = []
      var landRows: [Int] = []
      for sample in 0..<count {
        let edges = mask.edges(ofRow: LandMask.sampledRow(sample, of: count, top: top, bottom: bottom))
        (steps, landRows) = Self.adding(edges, to: steps, landRows)
      }
      self.steps = steps
      self.landRows = landRows
      index = Self.stepsAtStart(steps)
    }

    /// The share of land from `west` to `east` in the band, as `landFraction` gives it.
    public mutating func fraction(west: Double, east: Double) -> Double {
      let first = west == lastEast.longitude ? lastEast.column : mask.column(west)
      lastEast = (east, mask.column(east))
      let span = mask.span(from: first, through: lastEast.column)
      move(to: span.lowerBound)
      var land: Int
      if span.upperBound > mask.columns {
        // Across the antimeridian: to the row's end, then on from its start.
        land = move(to: mask.columns)
        column = 0
        index = Self.stepsAtStart(steps)
        land += move(to: span.upperBound - mask.columns)
      } else {
        land = move(to: span.upperBound)
      }
      return Double(land) / Double(span.count * sampleCount)
    }

    /// Steps with one more row's edges merged in: each edge turns its row from ocean to land or
    /// back, and the row starts as ocean.
    private static func adding(_ edges: [UInt16], to steps: [UInt16], _ landRows: [Int]) -> ([UInt16], [Int]) {
      var mergedSteps: [UInt16] = []
      var mergedRows: [Int] = []
      mergedSteps.reserveCapacity(steps.count + edges.count)
      mergedRows.reserveCapacity(steps.count + edges.count)
      var (stepIndex, edgeIndex) = (0, 0)
      var (landBefore, rowIsLand) = (0, 0)
      while stepIndex < steps.count || edgeIndex < edges.count {
        let nextStep = stepIndex < steps.count ? Int(steps[stepIndex]) : Int.max
        let nextEdge = edgeIndex < edges.count ? Int(edges[edgeIndex]) : Int.max
        let column = min(nextStep, nextEdge)
        if nextStep == column {
          landBefore = landRows[stepIndex]
          stepIndex += 1
        }
        if nextEdge == column {
          rowIsLand = 1 - rowIsLand
          edgeIndex += 1
        }
        mergedSteps.append(UInt16(truncatingIfNeeded: column))
        mergedRows.append(landBefore + rowIsLand)
      }
      return (mergedSteps, mergedRows)
    }

    /// How many steps lie on the first column: one where a sampled row starts on land.
    private static func stepsAtStart(_ steps: [UInt16]) -> Int {
      steps.first == 0 ? 1 : 0
    }

    /// How many sampled rows are land under the cursor.
    private var landHere: Int { index > 0 ? landRows[index - 1] : 0 }

    /// Moves the cursor to `target` and returns the land cells of the sampled rows it passed:
    /// positive eastward, negative westward.
    @discardableResult
    private mutating func move(to target: Int) -> Int {
      var land = 0
      while column < target && index < steps.count {
        let step = Int(steps[index])
        guard step <= target else { break }
        land += landHere * (step - column)
        column = step
        index += 1
      }
      while column > target && index > 0 {
        let step = Int(steps[index - 1])
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

  /// A band of latitude from `north` to `south` to ask for the land of many boxes in turn.
  public func band(north: Double, south: Double, sampleRows: Int = 3) -> Band {
    Band(mask: self, north: north, south: south, sampleRows: sampleRows)
  }
}
