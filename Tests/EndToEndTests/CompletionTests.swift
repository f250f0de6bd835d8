import Foundation
import LandmarksTestSupport
import Testing

/// The completion scripts driven through each shell's own completion machinery, with the built
/// binary on PATH answering `__complete`. Each test is skipped, naming the shell, where the shell is
/// missing, and fails there under CI (.ci/run installs them).
@Suite("Shell completion")
struct CompletionTests {
  /// The folder holding the built `landmarks`, to put first on PATH.
  private static let binaryFolder = LandmarksProcess.binary.deletingLastPathComponent().path

  /// `text` in single quotes for a POSIX shell.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A store with collections whose names need quoting.
  private func prepared() throws -> LandmarksProcess {
    let process = LandmarksProcess()
    for name in ["Road Trip", "Rome", "Mom's picks"] {
      #expect(try process.run(["collections", "create", name]).status == 0)
    }
    return process
  }

  /// Runs `script` with `shell` found on PATH; a missing shell is a failure here, as the tests
  /// that call this run only where it is installed or under CI.
  private func run(_ shell: String, _ script: String, in process: LandmarksProcess) throws -> String? {
    guard let path = ExternalTool.path(shell) else {
      Issue.record("\(shell) is missing: install it (.ci/run does)")
      return nil
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "landmarks-\(shell)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("driver")
    try Data(script.utf8).write(to: file)
    let result = try process.shell(
      "HOME=\(Self.quoted(folder.path)) PATH=\(Self.quoted(Self.binaryFolder)):$PATH "
        + "FOLDER=\(Self.quoted(folder.path)) \(Self.quoted(path)) \(Self.quoted(file.path))")
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// bash cases: the words bash's own splitting gives (it breaks `--color=al` at the `=`), and
  /// COMPREPLY joined with `|`.
  static let bashCases: [(words: [String], reply: String)] = [
    (["landmarks", "sho"], "show"),
    (["landmarks", "show", "fuj"], "mount-fuji"),
    (["landmarks", "show", "ayers"], "uluru"),
    (["landmarks", "collections", "re"], "rename|remove"),
    (["landmarks", "list", "--co"], "--continent|--country|--collection|--color"),
    (["landmarks", "list", "--collection", "R"], "'Road Trip'|Rome"),
    (["landmarks", "list", "--collection", "'Ro"], "Road Trip|Rome"),
    (["landmarks", "list", "--collection", "\"Road"], "Road Trip"),
    (["landmarks", "collections", "add", "Mo"], "'Mom'\\''s picks'"),
    (["landmarks", "collections", "add", "'Road Trip'", "fuj"], "mount-fuji"),
    (["landmarks", "mark", "fuji", ""], "photo|read|nature|sketch"),
    (["landmarks", "list", "--color", "=", "al"], "always"),
    (["landmarks", "list", "--color", "="], "auto|always|never"),
    (["landmarks", "list", "--continent", "north"], "north-america"),
    (["landmarks", "list", "--kind", "volc"], "volcano"),
    (["landmarks", "list", "--country", "jap"], "JP"),
    (["landmarks", "help", "collections", "cr"], "create"),
    (["landmarks", "completion", ""], "bash|zsh|fish"),
    (["landmarks", "map", "--svg", "$FOLDER/dri"], "$FOLDER/driver"),
  ]

  @Test(
    "bash: COMP_WORDS and COMP_CWORD in, COMPREPLY out, through the function `complete -p` names",
    .enabled(if: ExternalTool.available("bash"), ExternalTool.missing("bash")))
  func bash() throws {
    let process = try prepared()
    defer { process.cleanUp() }
    var script = """
      source <(landmarks completion bash) || exit 1
      function=$(complete -p landmarks | sed -E 's/.*-F ([^ ]+).*/\\1/')
      try() {
        COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
        "$function" landmarks "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        local IFS='|'; echo "${COMPREPLY[*]}"
      }

      """
    for (words, _) in Self.bashCases {
      // $FOLDER is expanded by bash: the file case needs the real path.
      script +=
        "try " + words.map { $0.hasPrefix("$FOLDER") ? "\"\($0)\"" : Self.quoted($0) }.joined(separator: " ") + "\n"
    }
    guard let output = try run("bash", script, in: process) else { return }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (index, (words, reply)) in Self.bashCases.enumerated() {
      let got = index < lines.count ? lines[index] : "(missing)"
      if reply.hasPrefix("$FOLDER") {
        #expect(got.hasSuffix("/driver"), "\(words)")
      } else {
        #expect(got == reply, "\(words.joined(separator: " "))")
      }
    }
  }

  /// zsh cases: what the line reads after one complete-word, in a real interactive zsh.
  static let zshCases: [(typed: String, completed: String)] = [
    ("landmarks sho", "landmarks show "),
    ("landmarks show fuj", "landmarks show mount-fuji "),
    ("landmarks collections cr", "landmarks collections create "),
    ("landmarks list --collection Roa", "landmarks list --collection Road\\ Trip "),
    ("landmarks list --collection 'Roa", "landmarks list --collection 'Road Trip' "),
    ("landmarks list --collection Mo", "landmarks list --collection Mom\\'s\\ picks "),
    ("landmarks list --collection R", "landmarks list --collection Ro"),
    ("landmarks list --color=al", "landmarks list --color=always "),
    ("landmarks list --contin", "landmarks list --continent "),
    ("landmarks mark fuji ph", "landmarks mark fuji photo "),
    ("landmarks list --kind volc", "landmarks list --kind volcano "),
    ("landmarks help collections cr", "landmarks help collections create "),
  ]

  @Test(
    "zsh: complete-word in an interactive zsh under zpty, with the script on $fpath",
    .enabled(if: ExternalTool.available("zsh"), ExternalTool.missing("zsh")))
  func zsh() throws {
    let process = try prepared()
    defer { process.cleanUp() }
    var script = """
      zmodload zsh/zpty || exit 3
      mkdir -p $FOLDER/functions && landmarks completion zsh > $FOLDER/functions/_landmarks || exit 1
      out=$FOLDER/buffer
      zpty z zsh -f -i
      zpty -w z "PS1='> '; fpath=($FOLDER/functions \\$fpath); autoload -Uz compinit; compinit -u -D; bindkey -e"
      zpty -w z "complete-and-dump() { zle complete-word; print -r -- \\"<\\$BUFFER>\\" > $out.tmp; mv $out.tmp $out; BUFFER=''; }"
      zpty -w z "zle -N complete-and-dump; bindkey '^X^T' complete-and-dump"
      try() {
        zpty -w -n z "$1"$'\\C-x\\C-t'
        # Waits for the widget's file (a hang guard, not a timing check): up to a minute.
        for i in {1..1200}; do
          [[ -f $out ]] && break
          while zpty -r -t z junk 2>/dev/null; do :; done
          sleep 0.05
        done
        if [[ -f $out ]]; then print -r -- "$(<$out)"; rm -f $out; else print -r -- "(no answer)"; fi
      }

      """
    for (typed, _) in Self.zshCases { script += "try \(Self.quoted(typed))\n" }
    script += "zpty -d z\n"
    guard let output = try run("zsh", script, in: process) else { return }
    let lines = output.split(separator: "\n").map(String.init)
    for (index, (typed, completed)) in Self.zshCases.enumerated() {
      #expect((index < lines.count ? lines[index] : "(missing)") == "<\(completed)>", "\(typed)")
    }
  }

  /// fish cases: `complete -C` for the line, values only, joined with `|`.
  static let fishCases: [(line: String, values: String)] = [
    ("landmarks sho", "show"),
    ("landmarks show fuj", "mount-fuji"),
    ("landmarks collections re", "remove|rename"),
    ("landmarks list --collection R", "Road Trip|Rome"),
    ("landmarks list --collection 'Ro", "Road Trip|Rome"),
    ("landmarks mark fuji ", "nature|photo|read|sketch"),
    ("landmarks list --color=al", "--color=always"),
    ("landmarks list --continent eu", "europe"),
    ("landmarks help collections cr", "create"),
  ]

  @Test(
    "fish: complete -C asks the script, as fish does on TAB",
    .enabled(if: ExternalTool.available("fish"), ExternalTool.missing("fish")))
  func fish() throws {
    let process = try prepared()
    defer { process.cleanUp() }
    var script = "landmarks completion fish | source\n"
    for (line, _) in Self.fishCases {
      script += "string join -- '|' (complete -C \(Self.quoted(line)) | string replace -r -- '\\t.*' '')\n"
    }
    // `string join` fails when given a single value; the script's status must not.
    guard let output = try run("fish", script + "true\n", in: process) else { return }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (index, (line, values)) in Self.fishCases.enumerated() {
      #expect((index < lines.count ? lines[index] : "(missing)") == values, "\(line)")
    }
    // Descriptions come through after the tab.
    let described = try run(
      "fish", "landmarks completion fish | source\ncomplete -C 'landmarks show fuj'\n", in: process)
    #expect(described == "mount-fuji\tMount Fuji\n")
  }
}
