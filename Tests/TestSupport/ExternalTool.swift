import Foundation
import Testing

/// Programs outside the toolchain that some tests start (shells, linters, `script`, `flock`), and the
/// few files they read that no program stands for, named by their full path (bash-completion's loader).
/// Programs outside the toolchain that some tests start (shells, linters, `script`, `flock`, an
/// SVG renderer and a raster reader).
///
/// A test that needs one takes `.enabled(if: ExternalTool.available("zsh"), ExternalTool.missing("zsh"))`:
/// on a machine without it the test is skipped and the run names it with the reason, so a plain
/// `swift test` passes wherever the toolchain alone is installed. Under CI (the `CI` variable set,
/// as CI services and `.ci/run` do) the condition always holds, so the test runs and fails when the
/// program is missing: there a skip would hide that `.ci/run` did not install it.
public enum ExternalTool {
  /// Folders searched after `PATH`, where package managers put these programs.
  static let usualFolders = ["/usr/local/bin", "/usr/bin", "/bin", "/opt/homebrew/bin", "/usr/sbin", "/sbin"]

  /// Whether this run is CI's, where every test must run: `CI` set to anything but "", "0" or "false".
  public static var isCI: Bool {
    guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }

  /// The full path of `name` on `PATH` or in the usual folders; nil when it is nowhere. A full path
  /// names a file: itself when it exists, else nil.
  public static func path(_ name: String) -> String? {
    if name.hasPrefix("/") { return FileManager.default.fileExists(atPath: name) ? name : nil }
    let searched = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for folder in searched + usualFolders where !folder.isEmpty {
      let candidate = folder + "/" + name
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Whether a test needing `name` should run: under CI always, elsewhere when `name` is installed.
  public static func available(_ name: String) -> Bool {
    isCI || path(name) != nil
  }

  /// The reason a test needing `name` shows when skipped, naming what installs it.
  public static func missing(_ name: String) -> Comment {
    let package = packages[name].map { " (Debian package \($0))" } ?? ""
    return Comment(rawValue: "\(name) is not installed\(package); .ci/run installs it, and CI=true makes the test run")
  }

  /// bash-completion's loader, which finds a command's completion in the folders bash-completion reads.
  public static let bashCompletionLoader = "/usr/share/bash-completion/bash_completion"

  /// The Debian package of each program (or file) the tests use, as `.ci/run` installs them.
  public static let packages = [
    "zsh": "zsh", "fish": "fish", "bash": "bash", "mandoc": "mandoc", "groff": "groff-base",
    "xmllint": "libxml2-utils", "tmux": "tmux", "git": "git", "sqlite3": "sqlite3", "script": "bsdutils",
    "flock": "util-linux", "man": "man-db", bashCompletionLoader: "bash-completion",
    "rsvg-convert": "librsvg2-bin", "gdallocationinfo": "gdal-bin", "ogrinfo": "gdal-bin", "ogr2ogr": "gdal-bin",
  ]
}
