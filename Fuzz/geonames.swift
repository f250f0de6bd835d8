// libFuzzer harness: reads arbitrary bytes as a GeoNames dump and imports its places in memory
// (Fuzz/Shared/ImportHarness.swift). Run with `scripts/fuzz geonames SECONDS`.
@testable import LandmarksCore

/// libFuzzer calls this once per input; returning 0 means the input was handled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoNamesReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  fuzzImport(GeoNamesReader(fuzzInput(start, count)), byteCount: count)
  return 0
}
