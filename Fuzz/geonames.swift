// libFuzzer harness: reads arbitrary bytes as a GeoNames dump and imports its places in memory
// (Fuzz/Shared/ImportHarness.swift). Run with `scripts/fuzz geonames SECONDS`.
@testable import LandmarksCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoNamesReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  fuzzImport(GeoNamesReader(fuzzInput(start, count)), byteCount: count)
  return 0
}
