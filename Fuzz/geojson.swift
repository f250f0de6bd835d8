// libFuzzer harness: reads arbitrary bytes as a GeoJSON FeatureCollection and imports its places in memory
// (Fuzz/Shared/ImportHarness.swift). Run with `scripts/fuzz geojson SECONDS`.
@testable import LandmarksCore

/// libFuzzer calls this once per input; returning 0 means the input was handled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoJSONReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  fuzzImport(GeoJSONReader(fuzzInput(start, count)), byteCount: count)
  return 0
}
