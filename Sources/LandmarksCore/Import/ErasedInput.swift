import LandmarksJSON

/// Any byte input behind one concrete type, so the readers over it are compiled for that type.
///
/// `importPlaces` is generic over its input and called from another module, where nothing below
/// it could be specialised: every byte the JSON and CSV readers touched went through generic
/// metadata lookups. One dynamic call per chunk (a megabyte) is all this costs.
struct ErasedInput: ByteInput {
  private var base: any ByteInput

  /// Wraps `base`.
  init(_ base: any ByteInput) {
    self.base = base
  }

  mutating func nextChunk() throws -> [UInt8]? {
    try base.nextChunk()
  }
}
