// libFuzzer harness: reads arbitrary bytes as a KML file through the XML tokenizer and imports its places in
// memory (Fuzz/Shared/ImportHarness.swift). Run with `scripts/fuzz kml SECONDS`.
@testable import LandmarksCore

/// libFuzzer calls this once per input; returning 0 means the input was handled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKMLReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  fuzzImport(KMLReader(fuzzInput(start, count)), byteCount: count)
  return 0
}
