// libFuzzer harness: reads arbitrary bytes as a CSV file with a header row and imports its places in memory
// (Fuzz/Shared/ImportHarness.swift). Run with `scripts/fuzz csv SECONDS`.
@testable import LandmarksCore

/// libFuzzer calls this once per input; returning 0 means the input was handled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  fuzzImport(CSVReader(fuzzInput(start, count)), byteCount: count)
  return 0
}
