import Foundation
import Testing

/// `landmarks browse` in a real terminal: tmux runs an interactive shell on a private server, the tests type
/// into it with `send-keys`, resize its window and read the screen back with `capture-pane`. Skipped, visibly,
/// where tmux is missing; under CI (where .ci/run should provide it) a missing tmux fails instead.
@Suite("Browse in tmux")
struct BrowseTmuxTests {
  /// Opens the explorer from a fresh shell in a 120×40 window and waits for its first frame.
  static func started(_ landmarks: LandmarksProcess, width: Int = 120, height: Int = 40) throws -> TmuxWindow {
    let window = try TmuxWindow(landmarks: landmarks, width: width, height: height)
    do {
      try window.type("landmarks browse; echo EXIT=$?")
      try window.waitFor("the first frame") { $0.contains("Featured Landmark") && $0.contains("Asia (") }
    } catch {
      window.close()
      throw error
    }
    return window
  }

  /// Quitting gives the shell's screen back: a line printed before is visible again, the explorer is gone,
  /// and the shell saw exit status 0.
  @Test(.enabled(if: TmuxWindow.canRun, "needs tmux"))
  func quitGivesTheShellsScreenBack() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let window = try TmuxWindow(landmarks: landmarks, width: 120, height: 40)
    defer { window.close() }
    // The arithmetic makes the marker appear only as output, never in the typed command line.
    try window.type("sh -c 'echo MARK$((6*7))ER; landmarks browse; echo EXIT=$?'")
    try window.waitFor("the first frame") { $0.contains("Featured Landmark") }
    let browsing = try window.capture()
    #expect(!browsing.contains("MARK42ER"), "the explorer is not on the alternate screen")

    try window.keys("q")
    let back = try window.waitFor("the shell's screen") { $0.contains("EXIT=0") }
    #expect(back.contains("MARK42ER"), "the shell's screen was not restored:\n\(back)")
    #expect(!back.contains("Featured Landmark"))
    #expect(!back.contains("Asia ("))
  }

  /// Down and Enter open the first card of the first row (Angkor Wat); `a` shows the Activities; `1` does the
  /// first one, on screen and in the store.
  @Test(.enabled(if: TmuxWindow.canRun, "needs tmux"))
  func keysOpenADetailAndDoAnActivity() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let window = try Self.started(landmarks)
    defer { window.close() }

    try window.keys("Down", "Enter")
    let detail = try window.waitFor("Angkor Wat's detail") { $0.contains("Siem Reap Province") }
    #expect(detail.contains("Angkor Wat"))
    #expect(detail.contains("[f]"), "the toolbar is missing:\n\(detail)")

    try window.keys("a")
    let activities = try window.waitFor("the Activities tab") { $0.contains("Take a photo") }
    #expect(TmuxWindow.line(containing: "Take a photo", in: activities)?.contains("○") == true)
    #expect(activities.contains("Draw a sketch"))

    try window.keys("1")
    try window.waitFor("the photo ticked") { pane in
      TmuxWindow.line(containing: "Take a photo", in: pane).map { !$0.contains("○") } ?? false
    }
    // The store is written off the input path: poll it, briefly.
    try window.waitUntilTrue("the store to record the photo") {
      try TmuxWindow.activityDone(in: landmarks, id: "1101", activity: "takePhoto")
    }
    #expect(try !TmuxWindow.activityDone(in: landmarks, id: "1101", activity: "readDescription"))

    try window.keys("q")
    try window.waitFor("the shell") { $0.contains("EXIT=0") }
  }

  /// Resizing re-lays out live: 60×20 is compact (no sidebar column), 200×60 wide again with the same card
  /// selected, 30×10 asks for a larger window, and back to 120×40 the selection is still there.
  @Test(.enabled(if: TmuxWindow.canRun, "needs tmux"))
  func resizingReLaysOutAndKeepsTheSelection() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let window = try Self.started(landmarks)
    defer { window.close() }
    let wide = try window.capture()
    #expect(wide.contains("▸ Landmarks"), "no sidebar at 120 columns:\n\(wide)")
    #expect(TmuxWindow.line(containing: "Asia (", in: wide)?.contains("│") == true)

    // Select Bagan, the second card of Asia's row.
    try window.keys("Down", "Right")
    try window.resize(width: 60, height: 20)
    let compact = try window.waitFor("the compact layout") { pane in
      pane.contains("Asia (") && !pane.contains("▸ Landmarks") && TmuxWindow.spans(pane, width: 60)
    }
    #expect(TmuxWindow.line(containing: "Asia (", in: compact)?.contains("│") == false, "\(compact)")

    try window.resize(width: 30, height: 10)
    try window.waitFor("the too-small message") { TmuxWindow.words($0).contains("at least 40×12") }

    try window.resize(width: 200, height: 60)
    let large = try window.waitFor("the wide layout") { pane in
      pane.contains("▸ Landmarks") && pane.contains("Asia (") && TmuxWindow.spans(pane, width: 200)
    }
    #expect(TmuxWindow.line(containing: "Asia (", in: large)?.contains("│") == true)

    try window.resize(width: 120, height: 40)
    try window.waitFor("the regular frame") { $0.contains("▸ Landmarks") && TmuxWindow.spans($0, width: 120) }
    try window.keys("Enter")
    let detail = try window.waitFor("a detail") { $0.contains("Landmarks › ") }
    #expect(detail.contains("Landmarks › Bagan"), "the selection was lost in the resizes:\n\(detail)")
  }

  /// Ctrl-Z gives the shell back (its prompt and `jobs` visible, the explorer gone); a resize while stopped,
  /// then `fg`, resumes with a whole frame at the new size; `q` then ends it with status 0.
  @Test(.enabled(if: TmuxWindow.canRun, "needs tmux"))
  func ctrlZSuspendsAndFgResumesWithAFullRedraw() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let window = try Self.started(landmarks)
    defer { window.close() }

    try window.keys("C-z")
    let stopped = try window.waitFor("the shell after Ctrl-Z") { $0.contains("Stopped") }
    #expect(!stopped.contains("Featured Landmark"), "the explorer's screen stayed after Ctrl-Z:\n\(stopped)")
    try window.type("jobs")
    try window.waitFor("jobs listing the explorer") { pane in
      pane.components(separatedBy: "\n").contains { $0.contains("Stopped") && $0.contains("landmarks browse") }
        && pane.contains(TmuxWindow.prompt + "jobs")
    }

    try window.resize(width: 100, height: 30)
    try window.type("fg")
    let resumed = try window.waitFor("the frame after fg") { pane in
      pane.contains("Featured Landmark") && pane.contains("Asia (") && !pane.contains(TmuxWindow.barePrompt)
    }
    let top = resumed.components(separatedBy: "\n").first ?? ""
    #expect(top.contains("? Keys"))
    #expect(TmuxWindow.spans(resumed, width: 100), "the frame after fg is not laid out for 100 columns:\n\(resumed)")
    #expect(!resumed.contains("Stopped"), "fg did not redraw the whole screen:\n\(resumed)")

    try window.keys("q")
    try window.waitFor("the shell after quitting") { $0.contains(TmuxWindow.barePrompt) && !$0.contains("Asia (") }
    try window.type("echo STATUS=$?")
    try window.waitFor("fg's status") { $0.contains("STATUS=0") }
  }

  /// An SGR mouse click on a card (press then release, as a terminal reports them) opens its detail.
  @Test(.enabled(if: TmuxWindow.canRun, "needs tmux"))
  func mouseClickOnACardOpensIt() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let window = try Self.started(landmarks)
    defer { window.close() }
    let pane = try window.capture()
    let rows = pane.components(separatedBy: "\n")
    let row = try #require(rows.firstIndex(where: { $0.contains("Borobudur") }), "no Borobudur card:\n\(pane)")
    let prefix = try #require(rows[row].range(of: "Borobudur").map { String(rows[row][..<$0.lowerBound]) })
    // SGR coordinates are 1-based: the middle of the name, on its line.
    let column = TerminalColumns.of(prefix) + 1 + 4
    let line = row + 1
    try window.raw("\u{1B}[<0;\(column);\(line)M")
    try window.raw("\u{1B}[<0;\(column);\(line)m")
    let detail = try window.waitFor("Borobudur's detail") { $0.contains("Landmarks › Borobudur") }
    #expect(detail.contains("Central Java") || detail.contains("Indonesia"), "\(detail)")
  }

  /// A change another process makes (`landmarks mark fuji photo`, same data folder) shows on Fuji's Activities
  /// without a key, through the folder watcher — for a data folder that exists and for one the explorer
  /// started before it existed.
  @Test(.enabled(if: TmuxWindow.canRun, "needs tmux"), arguments: [true, false])
  func changeFromAnotherProcessAppearsWithoutAKey(folderExists: Bool) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    if folderExists {
      #expect(try landmarks.run(["favorites", "add", "uluru"]).status == 0)
    }
    let window = try Self.started(landmarks)
    defer { window.close() }
    // Enter on the featured header is "Learn More": Mount Fuji's detail; `a` its Activities.
    try window.keys("Enter")
    try window.waitFor("Fuji's detail") { $0.contains("Landmarks › Mount Fuji") }
    try window.keys("a")
    let before = try window.waitFor("Fuji's activities") { $0.contains("Take a photo") }
    #expect(TmuxWindow.line(containing: "Take a photo", in: before)?.contains("○") == true, "\(before)")

    let mark = try landmarks.run(["mark", "fuji", "photo"])
    try #require(mark.status == 0, "\(mark.stderr)")
    // The promise is "within a second"; 3 s is generous on a loaded machine and still far below any key.
    let after = try window.waitFor("the photo from the other process", timeout: 3) { pane in
      TmuxWindow.line(containing: "Take a photo", in: pane).map { !$0.contains("○") } ?? false
    }
    #expect(TmuxWindow.line(containing: "Read the description", in: after)?.contains("○") == true)
  }
}

/// A tmux server of its own (`tmux -L <unique>`) with one window running an interactive shell whose
/// PATH starts with the built `landmarks`; `close` kills the server.
final class TmuxWindow {
  /// The prompt the shell shows.
  static let prompt = "PROMPT$ "
  /// The prompt as a captured line shows it when nothing follows: `capture` drops trailing blanks.
  static let barePrompt = "PROMPT$"

  /// tmux on PATH (or in the usual places), if any.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
    return folders.map { $0 + "/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether the tmux tests run: tmux is there, or CI is set (where a missing tmux must fail, not skip).
  static var canRun: Bool { executable != nil || ProcessInfo.processInfo.environment["CI"] != nil }

  let socket = "landmarks-e2e-\(UUID().uuidString.prefix(8))"
  private let tmux: String

  /// Starts the server with a `width` × `height` window running a shell with job control, and waits for its prompt.
  init(landmarks: LandmarksProcess, width: Int, height: Int) throws {
    guard let executable = Self.executable else {
      throw BrowseTestFailure("tmux is missing: install it (CI is set, so this fails rather than skips)")
    }
    tmux = executable
    let binaryFolder = LandmarksProcess.binary.deletingLastPathComponent().path
    let bash = FileManager.default.isExecutableFile(atPath: "/bin/bash")
    let shell = bash ? "/bin/bash --norc --noprofile -i" : "/bin/sh -i"
    let environment = [
      "PATH=\(binaryFolder):/usr/bin:/bin", "HOME=\(landmarks.home.path)", "LANDMARKS_HOME=\(landmarks.home.path)",
      "TERM=xterm-256color", "LANG=C.UTF-8", "TZ=UTC", "PS1=\(Self.prompt)",
    ].map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let command = (["exec", "env", "-i"] + environment + [shell]).joined(separator: " ")
    try run(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", command])
    do {
      try waitFor("the shell's prompt") { $0.contains(Self.barePrompt) }
    } catch {
      close()
      throw error
    }
  }

  /// Runs `tmux -L socket ARGUMENTS`; its standard output.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["LANG"] = "C.UTF-8"
    // Files, not pipes: the server tmux forks for new-session keeps its client's descriptors, so a
    // pipe would never reach end of file. The child is spawned and reaped by pid (ChildProcess), not
    // through Foundation's Process, whose wait for a child's end hung here beside other tests' children.
    let folder = FileManager.default.temporaryDirectory.path
    let outputPath = folder + "/\(socket)-\(UUID().uuidString).out"
    let errorPath = folder + "/\(socket)-\(UUID().uuidString).err"
    let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let errors = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer {
      for descriptor in [output, errors, input] where descriptor >= 0 { ChildProcess.close(descriptor) }
      unlink(outputPath)
      unlink(errorPath)
    }
    guard output >= 0, errors >= 0, input >= 0 else { throw BrowseTestFailure("cannot open tmux's output files") }
    let child = try ChildProcess.spawn(
      executable: tmux, arguments: ["-u", "-L", socket] + arguments, environment: environment,
      standardInput: input, standardOutput: output, standardError: errors)
    let status = try child.wait()
    let data = FileManager.default.contents(atPath: outputPath) ?? Data()
    let problem = FileManager.default.contents(atPath: errorPath) ?? Data()
    guard status == 0 else {
      throw BrowseTestFailure(
        "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(String(decoding: problem, as: UTF8.self))")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The window's text now, trailing blanks removed.
  func capture() throws -> String {
    try run(["capture-pane", "-p"]).components(separatedBy: "\n")
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
      .joined(separator: "\n")
  }

  /// Polls the window until `condition` holds, for at most `timeout` seconds; the window's text then.
  @discardableResult
  func waitFor(_ what: String, timeout: Double = 8, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var pane = ""
    while true {
      pane = try capture()
      if condition(pane) { return pane }
      guard Date() < deadline else { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw BrowseTestFailure("waited \(timeout) s for \(what); the window shows:\n\(pane)")
  }

  /// Polls `condition` until it holds, for at most `timeout` seconds; a throw (a file not written yet) is "not yet".
  func waitUntilTrue(_ what: String, timeout: Double = 5, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !((try? condition()) ?? false) {
      guard Date() < deadline else { throw BrowseTestFailure("timed out waiting for \(what)") }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Types a command line into the shell and presses Enter.
  func type(_ line: String) throws {
    try run(["send-keys", "-l", line])
    try run(["send-keys", "Enter"])
  }

  /// Sends tmux key names (`Down`, `Enter`, `C-z`, `a`).
  func keys(_ names: String...) throws {
    try run(["send-keys"] + names)
  }

  /// Sends `bytes` as they are, such as a mouse report.
  func raw(_ text: String) throws {
    try run(["send-keys", "-H"] + text.utf8.map { String($0, radix: 16) })
  }

  /// Resizes the window, which sends the explorer SIGWINCH.
  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-x", "\(width)", "-y", "\(height)"])
  }

  /// Kills the server; always called.
  func close() {
    _ = try? run(["kill-server"])
  }

  /// The first line of `pane` containing `text`.
  static func line(containing text: String, in pane: String) -> String? {
    pane.components(separatedBy: "\n").first { $0.contains(text) }
  }

  /// Whether the top line, the title bar the explorer right-aligns to the window (ending "? Keys" and a
  /// margin), spans `width` columns. It holds no emoji, whose width tmux and the tests' model may count
  /// differently.
  static func spans(_ pane: String, width: Int) -> Bool {
    let top = pane.components(separatedBy: "\n").first ?? ""
    return top.hasSuffix("? Keys") && (width - 2...width).contains(TerminalColumns.of(top))
  }

  /// The pane's words joined by single spaces, so text wrapped over lines reads as one.
  static func words(_ pane: String) -> String {
    pane.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  /// Whether the store in `landmarks`'s folder records `activity` done for landmark `id`.
  static func activityDone(in landmarks: LandmarksProcess, id: String, activity: String) throws -> Bool {
    let data = try Data(contentsOf: landmarks.stateFile)
    guard let state = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw BrowseTestFailure("the store is not a JSON object")
    }
    let activities = state["activities"] as? [String: Any]
    let landmark = activities?[id] as? [String: Any]
    let entry = landmark?[activity] as? [String: Any]
    return entry?["done"] as? Bool == true
  }
}
