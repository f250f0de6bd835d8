/// `landmarks completion bash|zsh|fish`: a script that teaches the shell to complete landmarks
/// commands, options and values; the values come from `landmarks __complete` as they are typed.
struct CompletionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "completion",
    abstract: "Print a shell script that completes landmarks commands, options and names.",
    discussion: """
      The script completes commands, options and their values: landmarks (to their slug, from the \
      start of the slug or of a word of the name), collections, activities, continents, kinds and \
      countries, asking landmarks itself as you type. Load it in the running shell, or save it \
      where your shell looks for completions (see the README).
      """,
    arguments: [
      .init(
        name: "shell", arity: .required, help: "bash, zsh or fish.",
        kind: .choices(CompletionScript.Shell.allCases.map(\.rawValue)))
    ],
    examples: [
      .init(arguments: "completion bash", explanation: "The bash script: 'source <(landmarks completion bash)'."),
      .init(arguments: "completion zsh", explanation: "The zsh script, for a folder on $fpath as _landmarks."),
      .init(arguments: "completion fish", explanation: "The fish script: 'landmarks completion fish | source'."),
    ]
  )

  /// The shell asked for.
  let shell: CompletionScript.Shell

  init(arguments: ParsedArguments) throws {
    let name = arguments.positionals.first ?? ""
    guard let shell = CompletionScript.Shell(rawValue: name) else {
      throw UsageError.invalidValue(option: "<shell>", value: name, expected: "bash, zsh or fish")
    }
    self.shell = shell
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    MessageOutput(lines: [CompletionScript.script(for: shell)])
  }
}
