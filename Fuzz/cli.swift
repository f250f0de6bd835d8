// libFuzzer harness: runs arbitrary command lines (arguments separated by NUL bytes) through the
// argument router, the parser, each command's `init(arguments:)`, and then the whole command in a
// sandbox whose data folder is reset before every run (to nothing, or to a seeded store). Run with `scripts/fuzz cli SECONDS`.
//
// A usage error is the expected answer to nonsense; a trap is a bug, and so is output that holds
// an escape sequence other than a colour (SGR), as it could drive the terminal.
import Foundation

@testable import LandmarksCLI
@testable import LandmarksCore

/// A private folder for the runs: `home` is the data folder, `work` the current folder (for the
/// files `map --svg NAME` writes). Both are emptied before every run.
private let sandbox: (home: String, work: String)? = {
  let root = NSTemporaryDirectory() + "/landmarks-fuzz-\(getpid())"
  let work = root + "/work"
  guard (try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)) != nil,
    chdir(work) == 0
  else { return nil }
  return (root + "/home", work)
}()

/// The built-in catalog, loaded once rather than on every run.
private let catalog = try? Catalog.builtIn()

/// The store half the runs start from: marks, Favorites, a collection, a deleted one, and a
/// collection whose name and description carry escape sequences and a bidi override, as a
/// hand-edited or synced file might. Whatever a command prints of it must come out inert.
private let seededStore = #"""
  {"schemaVersion": 1, "badgeStack": {"changedAt": null, "value": true},
   "activities": {
     "1016": {"takePhoto": {"changedAt": "2026-11-01T10:00:00.000Z", "done": true,
                            "firstCompletedAt": "2026-11-01T10:00:00.000Z"},
              "readDescription": {"changedAt": "2026-11-02T10:00:00.000Z", "done": false,
                                  "firstCompletedAt": "2026-11-01T10:00:00.000Z"}},
     "1150": {"takePhoto": {"changedAt": "2026-11-01T10:00:00.000Z", "done": true, "firstCompletedAt": null},
              "readDescription": {"changedAt": "2026-11-01T10:00:00.000Z", "done": true, "firstCompletedAt": null},
              "findNature": {"changedAt": "2026-11-01T10:00:00.000Z", "done": true, "firstCompletedAt": null},
              "drawSketch": {"changedAt": "2026-11-01T10:00:00.000Z", "done": true, "firstCompletedAt": null}}},
   "collections": [
     {"id": "favorites", "createdAt": null, "deletedAt": null,
      "name": {"changedAt": null, "value": "Favorites"}, "description": {"changedAt": null, "value": ""},
      "members": [{"addedAt": "2026-11-01T10:00:00.000Z", "changedAt": "2026-11-01T10:00:00.000Z",
                   "isMember": true, "landmarkID": 1150}]},
     {"id": "trips", "createdAt": "2026-11-01T10:00:00.000Z", "deletedAt": null,
      "name": {"changedAt": null, "value": "Trips 2026"},
      "description": {"changedAt": null, "value": "Where we go"},
      "members": [{"addedAt": "2026-11-01T10:00:00.000Z", "changedAt": "2026-11-01T10:00:00.000Z",
                   "isMember": true, "landmarkID": 1016},
                  {"addedAt": "2026-11-01T10:00:00.000Z", "changedAt": "2026-11-03T10:00:00.000Z",
                   "isMember": false, "landmarkID": 1150}]},
     {"id": "hostile", "createdAt": "2026-11-01T10:00:00.000Z", "deletedAt": null,
      "name": {"changedAt": null, "value": "Evil \u001b]0;pwned\u0007\u202eeman\u009b2J"},
      "description": {"changedAt": null, "value": "Line\u001b[2J\r\nnext \u001bP1;2|x\u001b\\ end"},
      "members": [{"addedAt": "2026-11-01T10:00:00.000Z", "changedAt": "2026-11-01T10:00:00.000Z",
                   "isMember": true, "landmarkID": 1016}]},
     {"id": "gone", "createdAt": "2026-11-01T10:00:00.000Z", "deletedAt": "2026-11-04T10:00:00.000Z",
      "name": {"changedAt": null, "value": "Trips 2026"}, "description": {"changedAt": null, "value": ""},
      "members": []}]}
  """#

/// Widths a run may see, picked by the input's length.
private let widths: [Int?] = [nil, 1, 20, 80, 300]

/// libFuzzer calls this once per input; returning 0 means the input was handled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  // Everything up to running: the part that sees the raw words.
  if let route = try? Router.route(arguments), let parsed = try? route.command.parse(route.tokens) {
    _ = try? route.command.init(arguments: parsed)
  }
  // Running writes only inside the sandbox: a path with a slash could name any file on the machine.
  guard let sandbox, !arguments.contains(where: { $0.contains("/") }) else { return 0 }
  reset(sandbox.home)
  reset(sandbox.work)
  _ = mkdir(sandbox.work, 0o700)
  if (count / 2) % 2 == 0 {
    _ = mkdir(sandbox.home, 0o700)
    _ = FileManager.default.createFile(
      atPath: sandbox.home + "/state.json", contents: Data(seededStore.utf8), attributes: [.posixPermissions: 0o600])
  }
  let output = BufferSink()
  let errors = BufferSink()
  let context = CommandContext(
    environment: ["LANDMARKS_HOME": sandbox.home, "HOME": sandbox.work],
    standardOutput: output, standardError: errors,
    terminal: Terminal(
      outputIsTerminal: count % 2 == 1, inputIsTerminal: count % 2 == 1, reportedWidth: widths[count % 5],
      reportedHeight: count % 3 == 0 ? nil : 24),
    homeDirectory: sandbox.work, timeZone: TimeZone(identifier: "UTC") ?? .current,
    now: { Date(timeIntervalSince1970: 1_795_953_600) }, readLine: { nil }, makeIdentifier: { "fuzz-id" },
    loadCatalog: { try catalog ?? Catalog.builtIn() }, lockTimeout: 0.1)
  _ = LandmarksApp.run(arguments, context: context)
  precondition(onlyColours(output.text), "standard output holds an escape sequence other than a colour")
  precondition(onlyColours(errors.text), "standard error holds an escape sequence other than a colour")
  return 0
}

/// Removes `path` and everything in it, if it exists.
private func reset(_ path: String) {
  var info = stat()
  guard lstat(path, &info) == 0 else { return }
  try? FileManager.default.removeItem(atPath: path)
}

/// True when every ESC in `text` starts a colour: `ESC [` digits and semicolons, then `m`.
private func onlyColours(_ text: String) -> Bool {
  var scalars = text.unicodeScalars[...]
  while let escape = scalars.firstIndex(of: "\u{1B}") {
    scalars = scalars[scalars.index(after: escape)...]
    guard scalars.first == "[" else { return false }
    scalars = scalars.dropFirst()
    scalars = scalars.drop { ("0"..."9").contains($0) || $0 == ";" }
    guard scalars.first == "m" else { return false }
    scalars = scalars.dropFirst()
  }
  // C1 controls (CSI as one character, and the rest) are as dangerous as ESC sequences.
  return !text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }
}
