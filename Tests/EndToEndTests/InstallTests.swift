import Foundation
import LandmarksTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `scripts/install` and `scripts/package` as a person runs them, each given the built binary with
/// `--binary` so that nothing is rebuilt under `swift test`. Every run has a temporary HOME and XDG
/// folders of its own, so nothing reaches the machine's. The scripts are bash; the tests that need
/// more (man, bash-completion, fish) are skipped, named, where it is missing, and fail under CI.
@Suite("Install and package scripts", .enabled(if: ExternalTool.available("bash"), ExternalTool.missing("bash")))
struct InstallTests {
  /// The clone's root, which holds `scripts/`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let install = root.appendingPathComponent("scripts/install").path
  static let package = root.appendingPathComponent("scripts/package").path

  /// The two places an install goes: the default prefix, ~/.local, which puts bash's and fish's
  /// completions in the users' own folders; and any other prefix, which keeps them under it.
  enum Layout: String, CaseIterable, CustomTestStringConvertible {
    case home, prefix
    var testDescription: String { self == .home ? "the default prefix, ~/.local" : "another prefix" }
  }

  /// A temporary folder holding the HOME, the XDG folders and the prefix of one test.
  struct Sandbox {
    let folder: URL
    let layout: Layout

    init(_ layout: Layout) throws {
      self.layout = layout
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("landmarks-install-\(UUID().uuidString)", isDirectory: true)
      for path in [home, dataHome, configHome] {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      }
    }

    var home: String { folder.path + "/home" }
    /// XDG_DATA_HOME and XDG_CONFIG_HOME, away from their defaults, to show that they are followed.
    var dataHome: String { folder.path + "/data" }
    var configHome: String { folder.path + "/config" }
    var prefix: String { layout == .home ? home + "/.local" : folder.path + "/opt/landmarks" }
    var manifest: String { prefix + "/lib/landmarks/installed-files" }

    /// The install's arguments: none but the binary for the default prefix.
    var arguments: [String] {
      (layout == .home ? [] : ["--prefix", prefix]) + ["--binary", LandmarksProcess.binary.path]
    }

    /// Where each file goes, with what it must hold: the binary, the manual page, the completions.
    var files: [(path: String, content: Content)] {
      let bash =
        layout == .home ? dataHome + "/bash-completion/completions" : prefix + "/share/bash-completion/completions"
      let fish = layout == .home ? configHome + "/fish/completions" : prefix + "/share/fish/vendor_completions.d"
      return [
        (prefix + "/bin/landmarks", .binary),
        (prefix + "/share/man/man1/landmarks.1", .printed(["help", "--man"])),
        (bash + "/landmarks", .printed(["completion", "bash"])),
        (prefix + "/share/zsh/site-functions/_landmarks", .printed(["completion", "zsh"])),
        (fish + "/landmarks.fish", .printed(["completion", "fish"])),
      ] + InstallTests.manualLanguages.map { (prefix + "/share/man/\($0)/man1/landmarks.1", .manual($0)) }
    }

    /// The environment of every program the test starts: this sandbox's HOME and XDG folders, and
    /// PATH with the prefix's bin first, as after the install a person would have it.
    var environment: [String: String] {
      var variables = [
        "HOME": home, "XDG_DATA_HOME": dataHome, "XDG_CONFIG_HOME": configHome,
        "PATH": prefix + "/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "MANPAGER": "cat", "PAGER": "cat",
      ]
      // Another prefix is read by bash-completion and fish through XDG_DATA_DIRS, as the script says.
      if layout == .prefix { variables["XDG_DATA_DIRS"] = prefix + "/share:/usr/share" }
      return variables
    }

    /// Every path under the sandbox, folders ending in "/".
    func tree() -> Set<String> {
      var paths: Set<String> = []
      let enumerator = FileManager.default.enumerator(atPath: folder.path)
      while let path = enumerator?.nextObject() as? String {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isFolder)
        paths.insert(isFolder.boolValue ? path + "/" : path)
      }
      return paths
    }

    func remove() {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// What an installed file must hold: the built binary, or what the binary prints for arguments.
  enum Content {
    case binary
    case printed([String])
    /// What `landmarks help --man` prints in a language (`LANDMARKS_LANG`).
    case manual(String)
  }

  /// The languages a manual page is installed in besides English, as scripts/install.d says.
  static let manualLanguages = ["de", "ja", "ar", "he", "th"]

  /// Runs `executable ARGUMENTS` with exactly `environment`, its output in files rather than pipes:
  /// spawned and reaped by pid (ChildProcess), as Foundation's wait for a child's end hung beside
  /// other tests' children.
  static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws
    -> ProcessResult
  {
    let base = FileManager.default.temporaryDirectory.path + "/landmarks-install-run-\(UUID().uuidString)"
    let output = open(base + ".out", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let errors = open(base + ".err", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer {
      for descriptor in [output, errors, input] where descriptor >= 0 { ChildProcess.close(descriptor) }
      unlink(base + ".out")
      unlink(base + ".err")
    }
    guard output >= 0, errors >= 0, input >= 0 else { throw SystemCallError(call: "open", code: errno) }
    let child = try ChildProcess.spawn(
      executable: executable, arguments: arguments, environment: environment,
      standardInput: input, standardOutput: output, standardError: errors)
    let status = try child.wait()
    return ProcessResult(
      stdout: String(decoding: FileManager.default.contents(atPath: base + ".out") ?? Data(), as: UTF8.self),
      stderr: String(decoding: FileManager.default.contents(atPath: base + ".err") ?? Data(), as: UTF8.self),
      status: status)
  }

  /// What the built binary prints for `arguments`.
  static func printed(_ arguments: [String], language: String = "en") throws -> String {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    let result = try process.run(arguments, environment: ["LANDMARKS_LANG": language])
    #expect(result.status == 0, "landmarks \(arguments.joined(separator: " ")): \(result.stderr)")
    return result.stdout
  }

  /// Checks that each file is where it belongs, with its content and mode.
  static func checkInstalled(_ sandbox: Sandbox) throws {
    for (path, content) in sandbox.files {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      try #require(attributes != nil, "\(path) is not installed")
      let mode = (attributes?[.posixPermissions] as? NSNumber)?.intValue ?? 0
      switch content {
      case .binary:
        #expect(mode == 0o755, "\(path): mode \(String(mode, radix: 8))")
        #expect(FileManager.default.contentsEqual(atPath: path, andPath: LandmarksProcess.binary.path), "\(path)")
        let version = try run(path, ["--version"], environment: sandbox.environment)
        #expect(version.status == 0)
        let expected = try printed(["--version"])
        #expect(version.stdout == expected)
      case .printed(let arguments):
        #expect(mode == 0o644, "\(path): mode \(String(mode, radix: 8))")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let expected = try printed(arguments)
        #expect(text == expected, "\(path) differs from landmarks \(arguments.joined(separator: " "))")
      case .manual(let language):
        #expect(mode == 0o644, "\(path): mode \(String(mode, radix: 8))")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == (try printed(["help", "--man"], language: language)), "\(path) differs")
        #expect(text != (try printed(["help", "--man"])), "\(path) is the English page")
      }
    }
  }

  @Test(
    "install puts each file where its program finds it, and --uninstall removes exactly those",
    .enabled(if: ExternalTool.available("man"), ExternalTool.missing("man")), arguments: Layout.allCases)
  func installAndUninstall(layout: Layout) throws {
    let sandbox = try Sandbox(layout)
    defer { sandbox.remove() }
    // Others' files in folders the install writes to stay, and so do those folders.
    let bin = sandbox.prefix + "/bin"
    let fish = layout == .home ? sandbox.configHome + "/fish/completions" : sandbox.prefix + "/share/fish"
    for folder in [bin, fish] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: bin + "/other-tool"))
    try Data("complete -c other\n".utf8).write(to: URL(fileURLWithPath: fish + "/other.fish"))
    let before = sandbox.tree()

    let installed = try Self.run(Self.install, sandbox.arguments, environment: sandbox.environment)
    #expect(installed.status == 0, "\(installed.stderr)")
    #expect(installed.stderr.isEmpty, "\(installed.stderr)")
    try Self.checkInstalled(sandbox)
    // It says what it did, and the one line zsh needs.
    let zsh = layout == .home ? "~/.local/share/zsh/site-functions" : sandbox.prefix + "/share/zsh/site-functions"
    #expect(installed.stdout.contains("fpath=(\(zsh) $fpath)\n"), "\(installed.stdout)")
    #expect(
      installed.stdout.contains(layout == .home ? "~/.local/bin/landmarks\n" : sandbox.prefix + "/bin/landmarks\n"))
    let manifest = try String(contentsOfFile: sandbox.manifest, encoding: .utf8)
    for (path, _) in sandbox.files { #expect(manifest.contains("\n" + path + "\n"), "\(path) is not listed") }

    // man renders the page, and finds it from PATH alone.
    let page = sandbox.prefix + "/share/man/man1/landmarks.1"
    let man = try #require(ExternalTool.path("man"), "man is missing: install it (.ci/run does)")
    let rendered = try Self.run(man, ["-l", page], environment: sandbox.environment)
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(rendered.stderr.isEmpty, "\(rendered.stderr)")
    #expect(rendered.stdout.contains("LANDMARKS(1)") && rendered.stdout.contains("NAME"), "\(rendered.stdout)")
    let found = try Self.run(man, ["-w", "landmarks"], environment: sandbox.environment)
    #expect(found.stdout == page + "\n", "man -w landmarks: \(found.stdout)\(found.stderr)")

    // bash, given the installed file, completes with the installed binary answering from PATH.
    let bashFile = sandbox.files[2].path
    let completed = try Self.run(
      try #require(ExternalTool.path("bash")),
      ["--norc", "--noprofile", "-c", Self.bashCompletion(load: "source \"$1\" || exit 3"), "bash", bashFile],
      environment: sandbox.environment)
    #expect(completed.status == 0, "\(completed.stderr)")
    #expect(completed.stdout.split(separator: "\n").contains("show"), "landmarks sh<TAB>: \(completed.stdout)")

    // Installing again changes nothing but the files' times.
    let again = try Self.run(Self.install, sandbox.arguments, environment: sandbox.environment)
    #expect(again.status == 0, "\(again.stderr)")
    let manifestAgain = try String(contentsOfFile: sandbox.manifest, encoding: .utf8)
    #expect(manifestAgain == manifest)

    let uninstall = (layout == .home ? [] : ["--prefix", sandbox.prefix])
    let removed = try Self.run(Self.install, ["--uninstall"] + uninstall, environment: sandbox.environment)
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(removed.stderr.isEmpty, "\(removed.stderr)")
    for (path, _) in sandbox.files { #expect(!FileManager.default.fileExists(atPath: path), "\(path) is left") }
    // Nothing of ours is left, not a folder, and nothing else is gone.
    let after = sandbox.tree()
    #expect(after == before, "left: \(after.subtracting(before).sorted()), gone: \(before.subtracting(after).sorted())")
    let nothing = try Self.run(Self.install, ["--uninstall"] + uninstall, environment: sandbox.environment)
    #expect(nothing.status == 1)
    #expect(nothing.stderr.contains("nothing to uninstall"), "\(nothing.stderr)")
  }

  /// A bash script that loads landmarks' completion with `load`, then completes `landmarks sh` as
  /// TAB would and prints the candidates one a line.
  static func bashCompletion(load: String) -> String {
    """
    \(load)
    function=$(complete -p landmarks | sed -E 's/.*-F ([^ ]+).*/\\1/')
    COMP_WORDS=(landmarks sh); COMP_CWORD=1; COMP_LINE="landmarks sh"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
    "$function" landmarks sh landmarks
    printf '%s\\n' "${COMPREPLY[@]}"
    """
  }

  @Test(
    "bash-completion's loader finds the installed completion on its own",
    .enabled(
      if: ExternalTool.available(ExternalTool.bashCompletionLoader),
      ExternalTool.missing(ExternalTool.bashCompletionLoader)),
    arguments: Layout.allCases)
  func bashCompletionLoader(layout: Layout) throws {
    let sandbox = try Sandbox(layout)
    defer { sandbox.remove() }
    let installed = try Self.run(Self.install, sandbox.arguments, environment: sandbox.environment)
    try #require(installed.status == 0, "\(installed.stderr)")
    // What bash does on the first TAB after `landmarks`: bash-completion's default completion loads
    // the command's file from the folders it reads (status 124: loaded, ask again), and the function
    // it defined answers. extdebug makes `declare -F` name the file the function came from.
    let load = """
      source \(ExternalTool.bashCompletionLoader) || exit 3
      loader=$(complete -p -D | sed -E 's/.*-F ([^ ]+).*/\\1/')
      "$loader" landmarks "" landmarks
      [[ $? == 124 ]] || { echo "the loader found no completion for landmarks" >&2; exit 4; }
      shopt -s extdebug
      declare -F "$(complete -p landmarks | sed -E 's/.*-F ([^ ]+).*/\\1/')" >&2
      shopt -u extdebug
      """
    let completed = try Self.run(
      try #require(ExternalTool.path("bash")), ["--norc", "--noprofile", "-c", Self.bashCompletion(load: load)],
      environment: sandbox.environment)
    #expect(completed.status == 0, "\(completed.stderr)")
    #expect(completed.stderr.hasSuffix(" " + sandbox.files[2].path + "\n"), "loaded from: \(completed.stderr)")
    #expect(completed.stdout.split(separator: "\n").contains("show"), "landmarks sh<TAB>: \(completed.stdout)")
  }

  @Test(
    "fish finds the installed completion on its own",
    .enabled(if: ExternalTool.available("fish"), ExternalTool.missing("fish")), arguments: Layout.allCases)
  func fishFindsIt(layout: Layout) throws {
    let sandbox = try Sandbox(layout)
    defer { sandbox.remove() }
    let installed = try Self.run(Self.install, sandbox.arguments, environment: sandbox.environment)
    try #require(installed.status == 0, "\(installed.stderr)")
    let fish = try #require(ExternalTool.path("fish"), "fish is missing: install it (.ci/run does)")
    let completed = try Self.run(
      fish, ["-c", "complete -C 'landmarks sh'; functions --details __landmarks_complete"],
      environment: sandbox.environment)
    #expect(completed.status == 0, "\(completed.stderr)")
    let lines = completed.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("show\t") }, "landmarks sh<TAB>: \(completed.stdout)")
    #expect(lines.last == sandbox.files[4].path, "loaded from: \(completed.stdout)")
  }

  @Test("install refuses bad arguments, a missing --binary and an unwritable prefix, writing nothing")
  func refusals() throws {
    let sandbox = try Sandbox(.prefix)
    defer { sandbox.remove() }
    let notAFolder = sandbox.folder.path + "/a-file"
    try Data("x".utf8).write(to: URL(fileURLWithPath: notAFolder))
    let notExecutable = sandbox.folder.path + "/not-executable"
    try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: notExecutable))
    let notLandmarks = sandbox.folder.path + "/not-landmarks"
    try Data("#!/bin/sh\necho hello\n".utf8).write(to: URL(fileURLWithPath: notLandmarks))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: notLandmarks)
    let binary = LandmarksProcess.binary.path
    let cases: [(arguments: [String], status: Int32, message: String)] = [
      (["--frobnicate"], 64, "unknown argument '--frobnicate'"),
      (["--prefix"], 64, "--prefix needs a value"),
      (["--uninstall", "--binary", binary], 64, "--uninstall takes no --binary"),
      (["--prefix", sandbox.prefix, "--binary", sandbox.folder.path + "/nowhere"], 66, "no such file"),
      (["--prefix", sandbox.prefix, "--binary", notExecutable], 66, "not executable"),
      (["--prefix", sandbox.prefix, "--binary", notLandmarks], 65, "is not landmarks: `--version` printed \"hello\""),
      (["--prefix", sandbox.prefix, "--binary", "/bin/false"], 65, "is not landmarks: `--version` failed"),
      (["--prefix", notAFolder + "/prefix", "--binary", binary], 73, "\(notAFolder) is not a folder"),
      (["--uninstall", "--prefix", sandbox.prefix], 1, "nothing to uninstall"),
    ]
    let before = sandbox.tree()
    for (arguments, status, message) in cases {
      let result = try Self.run(Self.install, arguments, environment: sandbox.environment)
      #expect(result.status == status, "\(arguments): \(result.stderr)")
      #expect(result.stderr.hasPrefix("install: ") && result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
    }
    #expect(sandbox.tree() == before)
    let help = try Self.run(Self.install, ["--help"], environment: sandbox.environment)
    #expect(help.status == 0)
    #expect(help.stdout.contains("scripts/install --uninstall [--prefix DIR]"))
  }

  @Test(
    "install refuses a prefix inside a read-only folder, writing nothing",
    .enabled(if: geteuid() != 0, "root writes into a read-only folder; the not-a-folder case covers 73 there"))
  func readOnlyPrefix() throws {
    let sandbox = try Sandbox(.prefix)
    defer { sandbox.remove() }
    let locked = sandbox.folder.path + "/locked"
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
    let result = try Self.run(
      Self.install, ["--prefix", locked + "/prefix", "--binary", LandmarksProcess.binary.path],
      environment: sandbox.environment)
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("\(locked) is not writable"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
  }

  /// This machine's platform as the archive names it.
  static var platform: String {
    #if os(Linux)
      let system = "linux"
    #elseif os(macOS)
      let system = "macos"
    #else
      let system = "unknown"
    #endif
    #if arch(x86_64)
      let machine = "x86_64"
    #elseif arch(arm64) && os(Linux)
      let machine = "aarch64"
    #else
      let machine = "arm64"
    #endif
    return system + "-" + machine
  }

  @Test("package makes landmarks-VERSION-PLATFORM.tar.gz with the binary, the page, the completions and the notices")
  func package() throws {
    let sandbox = try Sandbox(.prefix)
    defer { sandbox.remove() }
    let output = sandbox.folder.path + "/dist"
    let result = try Self.run(
      Self.package, ["--binary", LandmarksProcess.binary.path, "--output", output], environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    let version = try Self.printed(["--version"]).dropFirst("landmarks ".count).trimmingCharacters(in: .newlines)
    let name = "landmarks-\(version)-\(Self.platform)"
    let archive = output + "/" + name + ".tar.gz"
    #expect(result.stdout == archive + "\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output) == [name + ".tar.gz"])

    let tar = try #require(ExternalTool.path("tar"))
    let listed = try Self.run(tar, ["-tzf", archive], environment: sandbox.environment)
    #expect(listed.status == 0, "\(listed.stderr)")
    let files =
      [
        "bin/landmarks", "share/man/man1/landmarks.1", "share/bash-completion/completions/landmarks",
        "share/zsh/site-functions/_landmarks", "share/fish/vendor_completions.d/landmarks.fish", "README.md",
        "THIRD-PARTY-NOTICES",
      ] + Self.manualLanguages.map { "share/man/\($0)/man1/landmarks.1" }
    let folders =
      [
        "", "bin/", "share/", "share/man/", "share/man/man1/", "share/bash-completion/",
        "share/bash-completion/completions/", "share/zsh/", "share/zsh/site-functions/", "share/fish/",
        "share/fish/vendor_completions.d/",
      ] + Self.manualLanguages.flatMap { ["share/man/\($0)/", "share/man/\($0)/man1/"] }
    let expected = Set((files + folders).map { "\(name)/\($0)" })
    let entries = Set(listed.stdout.split(separator: "\n").map(String.init))
    #expect(
      entries == expected,
      "extra: \(entries.subtracting(expected).sorted()), missing: \(expected.subtracting(entries).sorted())")

    // What is in it: the binary itself, what it prints, the README and the notices.
    let unpacked = sandbox.folder.path + "/unpacked"
    try FileManager.default.createDirectory(atPath: unpacked, withIntermediateDirectories: false)
    let extracted = try Self.run(tar, ["-xzf", archive, "-C", unpacked], environment: sandbox.environment)
    try #require(extracted.status == 0, "\(extracted.stderr)")
    let top = unpacked + "/" + name + "/"
    #expect(FileManager.default.contentsEqual(atPath: top + "bin/landmarks", andPath: LandmarksProcess.binary.path))
    #expect(FileManager.default.isExecutableFile(atPath: top + "bin/landmarks"))
    let printed: [(String, [String])] = [
      ("share/man/man1/landmarks.1", ["help", "--man"]),
      ("share/bash-completion/completions/landmarks", ["completion", "bash"]),
      ("share/zsh/site-functions/_landmarks", ["completion", "zsh"]),
      ("share/fish/vendor_completions.d/landmarks.fish", ["completion", "fish"]),
    ]
    for (file, arguments) in printed {
      let text = try String(contentsOfFile: top + file, encoding: .utf8)
      let expected = try Self.printed(arguments)
      #expect(text == expected, "\(file)")
    }
    #expect(
      FileManager.default.contentsEqual(
        atPath: top + "README.md", andPath: Self.root.appendingPathComponent("README.md").path))
    let notices = try String(contentsOfFile: top + "THIRD-PARTY-NOTICES", encoding: .utf8)
    for phrase in [
      "Apache License, Version 2.0", "Runtime Library Exception", "https://swift.org", "https://github.com/swiftlang",
    ] {
      #expect(notices.contains(phrase), "THIRD-PARTY-NOTICES lacks \(phrase)")
    }
  }
}
