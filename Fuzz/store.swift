// libFuzzer harness: decodes arbitrary bytes as the user's store file, as `load` does.
// Run with `scripts/fuzz store SECONDS`. A `StoreError` is the expected answer to damage; a trap
// is a bug, and so is a store that reads but cannot be written back and read again.
import Foundation

@testable import LandmarksCore

/// The built-in catalog, loaded once: badges and progress are computed against it.
private let catalog = try? Catalog.builtIn()

/// libFuzzer calls this once per input; returning 0 means the input was handled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStore(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let data = Data(UnsafeBufferPointer(start: start, count: count))
  guard let state = try? StateCoding.decode(data, path: "fuzz") else { return 0 }
  // What a command does next with a store it read: look at it, and save it after a change.
  if let catalog {
    _ = ProgressSummary(catalog: catalog, state: state)
    _ = BadgeRules.statuses(in: catalog, state: state)
  }
  for collection in state.collections.prefix(8) {
    _ = try? state.collection(named: collection.name.value)
    _ = try? state.collection(named: collection.id)
  }
  let encoded: Data
  do {
    encoded = try StateCoding.encode(state)
  } catch {
    preconditionFailure("a store that reads cannot be encoded: \(error)")
  }
  do {
    _ = try StateCoding.decode(encoded, path: "fuzz")
  } catch {
    preconditionFailure("a store that reads does not read back after saving: \(error)")
  }
  return 0
}
