import Foundation

/// What one run of the built `landmarks` binary printed and returned.
struct ProcessResult: Sendable {
  let stdout: String
  let stderr: String
  let status: Int32
}

/// Runs the built `landmarks` binary as a person would, with `LANDMARKS_HOME` in a temporary folder.
struct LandmarksProcess: Sendable {
  /// The data folder the runs use; removed by `cleanUp`.
  let home: URL

  /// A fresh, not yet existing, data folder under the system's temporary folder.
  init() {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("landmarks-e2e-\(UUID().uuidString)", isDirectory: true)
  }

  /// Runs with `home` as the data folder (and `HOME`), for tests that lay out several machines.
  init(home: URL) {
    self.home = home
  }

  /// The `landmarks` executable beside the test bundle in the build products folder.
  static let binary: URL = {
    var folder = Bundle.main.bundleURL
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folder = bundle.bundleURL.deletingLastPathComponent()
    }
    let candidate = folder.appendingPathComponent("landmarks")
    if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    return Bundle.main.bundleURL.appendingPathComponent("landmarks")
  }()

  /// Runs `landmarks ARGUMENTS` with a clean environment plus `environment`, feeding `input` on stdin.
  @discardableResult
  func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws
    -> ProcessResult
  {
    try run(executable: Self.binary, arguments: arguments, environment: environment, input: input)
  }

  /// Runs `/bin/sh -c script` in the same environment, for pipelines such as `landmarks list | head`.
  func shell(_ script: String) throws -> ProcessResult {
    try run(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], environment: [:], input: nil)
  }

  private func run(executable: URL, arguments: [String], environment: [String: String], input: String?) throws
    -> ProcessResult
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var variables = baseEnvironment
    variables.merge(environment) { _, new in new }
    process.environment = variables
    let stdout = Pipe()
    let stderr = Pipe()
    let stdin = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a full pipe never blocks the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = stderr.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProcessResult(
      stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// The clean environment every run starts from: the data folder, a fixed time zone and a minimal PATH.
  var baseEnvironment: [String: String] {
    ["LANDMARKS_HOME": home.path, "PATH": "/usr/bin:/bin", "TZ": "UTC", "HOME": home.path]
  }

  /// The store file in the data folder.
  var stateFile: URL { home.appendingPathComponent("state.json") }

  /// Removes the data folder.
  func cleanUp() {
    try? FileManager.default.removeItem(at: home)
  }
}
