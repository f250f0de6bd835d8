/// `landmarks completion bash|zsh|fish`: a script that teaches the shell to complete landmarks
/// commands, options and values; the values come from `landmarks __complete` as they are typed.
struct CompletionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "completion",
    abstract: .completionAbstract,
    discussion: [.init(.completionDiscussion)],
    arguments: [
      .init(
        name: "shell", arity: .required, help: .completionArgumentShell,
        kind: .choices(CompletionScript.Shell.allCases.map(\.rawValue)))
    ],
    examples: [
      .init(arguments: "completion bash", explanation: .completionExample1),
      .init(arguments: "completion zsh", explanation: .completionExample2),
      .init(arguments: "completion fish", explanation: .completionExample3),
    ]
  )

  /// The shell asked for.
  let shell: CompletionScript.Shell

  init(arguments: ParsedArguments) throws {
    let name = arguments.positionals.first ?? ""
    guard let shell = CompletionScript.Shell(rawValue: name) else {
      throw UsageError.invalidValue(
        option: "<shell>", value: name,
        expected: ValueKind.choices(CompletionScript.Shell.allCases.map(\.rawValue)).choicesPhrase
          ?? LocalizedText(.expectedNonEmpty))
    }
    self.shell = shell
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    MessageOutput(lines: [CompletionScript.script(for: shell)])
  }
}

/// The completion scripts `landmarks completion SHELL` prints. Each only gathers the words
/// before the cursor and asks `landmarks __complete`, so what completes never depends on the
/// script's age: a new command or option completes as soon as the binary knows it.
enum CompletionScript {
  /// A shell with a script.
  enum Shell: String, Sendable, CaseIterable {
    case bash, zsh, fish
  }

  /// The script for `shell`.
  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  /// bash: joins `--name=value` back together (bash splits words at `=`), unquotes the words,
  /// and quotes candidates that hold spaces; inside a quote the word opened, readline closes it,
  /// so only what that quote needs is escaped.
  static let bash = #"""
    # bash completion for landmarks.
    # Load it now:    source <(landmarks completion bash)
    # Or install it:  landmarks completion bash > ~/.local/share/bash-completion/completions/landmarks
    _landmarks() {
        local token cur replaced strip query quote="" line candidate program
        local -a tokens=() words=() lines=()
        local -i i
        COMPREPLY=()
        for ((i = 1; i <= COMP_CWORD; i++)); do
            token=${COMP_WORDS[i]}
            if ((${#tokens[@]})) && [[ ($token == "=" && ${tokens[-1]} == --* && ${tokens[-1]} != *=*) || ${tokens[-1]} == --*= ]]; then
                tokens[-1]+=$token
            else
                tokens+=("$token")
            fi
        done
        ((${#tokens[@]})) || tokens=("")
        cur=${tokens[-1]}
        replaced=${COMP_WORDS[COMP_CWORD]}
        strip=${cur%"$replaced"}
        # Right after "=", readline replaces nothing: the "=" is a word break, not part of the word.
        [[ $replaced == "=" ]] && strip=$cur
        words=("${tokens[@]:0:${#tokens[@]}-1}")
        for i in "${!words[@]}"; do
            token=${words[i]//\\/}
            token=${token//\'/}
            words[i]=${token//\"/}
        done
        query=${cur//\\/}
        case $query in
            \'* | \"*) quote=${query:0:1}; query=${query:1} ;;
        esac
        program=${COMP_WORDS[0]}
        [[ $program == "~/"* ]] && program=$HOME/${program:2}
        mapfile -t lines < <("$program" __complete "${words[@]}" "$query" 2>/dev/null)
        for line in "${lines[@]}"; do
            if [[ $line == $'\t'file ]]; then
                compopt -o filenames 2>/dev/null
                mapfile -t COMPREPLY < <(compgen -f -- "$query")
                return 0
            fi
            candidate=${line%%$'\t'*}
            candidate=${candidate#"$strip"}
            if [[ $quote == "'" ]]; then
                candidate=${candidate//\'/\'\\\'\'}
            elif [[ $quote == '"' ]]; then
                candidate=${candidate//\\/\\\\}
                candidate=${candidate//\"/\\\"}
                candidate=${candidate//\$/\\\$}
                candidate=${candidate//\`/\\\`}
            elif [[ $candidate == *[!A-Za-z0-9._/+@%,:=-]* ]]; then
                candidate="'${candidate//\'/\'\\\'\'}'"
            fi
            COMPREPLY+=("$candidate")
        done
    }
    complete -F _landmarks landmarks
    """#

  /// zsh: hands the candidates to `compadd` unfiltered (the binary matched them, by name words
  /// as well as by start), each replacing the whole word (`--color=always` included), with
  /// their descriptions; zsh quotes them itself.
  static let zsh = #"""
    #compdef landmarks
    # zsh completion for landmarks.
    # Load it now (after compinit):  source <(landmarks completion zsh)
    # Or install it:  landmarks completion zsh > ~/.zsh/completions/_landmarks
    #                 (with ~/.zsh/completions on $fpath before compinit runs)
    _landmarks() {
      local line value
      local -a lines values shown
      lines=("${(@f)$("${(Q)words[1]}" __complete "${(@Q)words[2,CURRENT-1]}" "${(Q)PREFIX}" 2>/dev/null)}")
      for line in "${lines[@]}"; do
        [[ -z $line ]] && continue
        if [[ $line == $'\t'file ]]; then
          _files
          return
        fi
        value=${line%%$'\t'*}
        values+=("$value")
        if [[ $line == *$'\t'* ]]; then
          shown+=("$value  -- ${line#*$'\t'}")
        else
          shown+=("$value")
        fi
      done
      (( ${#values} )) || return 1
      compadd -U -V landmarks -l -d shown -a values
    }
    if [[ ${funcstack[1]} == _landmarks ]]; then
      _landmarks "$@"
    else
      compdef _landmarks landmarks
    fi
    """#

  /// fish: passes the tokens and the current one; fish shows the descriptions after the tab.
  static let fish = #"""
    # fish completion for landmarks.
    # Load it now:    landmarks completion fish | source
    # Or install it:  landmarks completion fish > ~/.config/fish/completions/landmarks.fish
    function __landmarks_complete
        set -l tokens (commandline -opc)
        set -l current (commandline -ct)
        test (count $current) -eq 0; and set current ''
        set current (string replace -r -- '^[\'"]' '' $current)
        set -l program $tokens[1]
        set -e tokens[1]
        set -l lines ($program __complete $tokens $current 2>/dev/null)
        if test (count $lines) -eq 1; and test "$lines[1]" = \tfile
            __fish_complete_path $current
            return
        end
        printf '%s\n' $lines
    end
    complete -c landmarks -f -a '(__landmarks_complete)'
    """#
}
