import Foundation

/// Runs git for a sync in a controlled way: no hook, filter or pager of the repository's or the
/// user's runs, nothing prompts (there may be no terminal: an automatic sync runs detached), and no
/// variable of the caller's points git elsewhere. Credentials stay git's business: its credential
/// helpers and the ssh agent work as they always do, and landmarks stores none.
package struct GitRunner: Sendable {
  /// The git program.
  package let executable: String
  /// The environment every git runs in.
  let environment: [String: String]

  /// Variables that choose what git touches (`GIT_DIR`, `GIT_WORK_TREE`, `GIT_INDEX_FILE`, …):
  /// inherited from a shell inside another repository, they would turn the sync on that one.
  /// Those that only say how to reach a remote or which config files to read are kept.
  static let keptGitVariables: Set<String> = [
    "GIT_SSH", "GIT_SSH_COMMAND", "GIT_SSH_VARIANT", "GIT_ASKPASS", "GIT_SSL_NO_VERIFY", "GIT_SSL_CAINFO",
    "GIT_SSL_CAPATH", "GIT_PROXY_COMMAND", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_NOSYSTEM", "GIT_CONFIG_SYSTEM",
    "GIT_TRACE", "GIT_CURL_VERBOSE",
  ]

  /// Settings given on every command line, over any config: no hooks (`core.hooksPath` at an
  /// empty place), no fsmonitor command, no signing that could prompt, garbage collection in the
  /// foreground (a detached one would outlive the sync), plain output.
  static let settings: [String] = [
    "core.hooksPath=/dev/null", "core.fsmonitor=false", "commit.gpgSign=false", "tag.gpgSign=false",
    "gc.autoDetach=false", "core.autocrlf=false", "core.safecrlf=false", "core.quotePath=false",
    "core.pager=cat", "color.ui=false", "merge.ff=true", "advice.detachedHead=false",
    "submodule.recurse=false", "fetch.recurseSubmodules=false", "credential.interactive=false",
    "init.defaultBranch=main", "pull.rebase=false", "protocol.ext.allow=never",
  ]

  /// The git on `environment`'s `PATH`, run in a controlled copy of `environment`.
  package init(environment: [String: String]) throws {
    guard let executable = ExternalCommand.locate("git", in: environment) else { throw SyncError.gitMissing }
    self.executable = executable
    var controlled = environment.filter { !$0.key.hasPrefix("GIT_") || Self.keptGitVariables.contains($0.key) }
    // No prompt for a user name or password: there may be no one to answer.
    controlled["GIT_TERMINAL_PROMPT"] = "0"
    // git's messages, which the sync reads and repeats, in one language.
    controlled["LC_ALL"] = "C"
    controlled["LANGUAGE"] = "C"
    self.environment = controlled
  }

  /// Runs `git -C directory ARGUMENTS`; returns what it printed and its status, whatever it is.
  @discardableResult
  package func run(_ arguments: [String], in directory: String?) throws -> ExternalCommandResult {
    var full = Self.settings.flatMap { ["-c", $0] }
    if let directory { full += ["-C", directory] }
    full += arguments
    do {
      return try ExternalCommand.run(executable, full, environment: environment)
    } catch let failure as ExternalCommand.LaunchFailure {
      throw SyncError.gitFailed(command: arguments.first ?? "", status: 127, message: failure.reason)
    }
  }

  /// Runs `git -C directory ARGUMENTS`, throwing git's own words when it fails.
  @discardableResult
  package func check(_ arguments: [String], in directory: String?) throws -> ExternalCommandResult {
    let result = try run(arguments, in: directory)
    guard result.status == 0 else {
      throw SyncError.gitFailed(
        command: arguments.prefix(2).joined(separator: " "), status: result.status,
        message: Self.lastLines(of: result.errorText))
    }
    return result
  }

  /// The last few lines git wrote to standard error, where it says what went wrong.
  package static func lastLines(of text: String, count: Int = 3) -> String {
    text.split(whereSeparator: \.isNewline).suffix(count).map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
  }

  /// git's own words for a failed fetch or push, in one line without a closing full stop.
  ///
  /// git ends such a failure with advice ("Please make sure you have the correct access rights…");
  /// the cause is on an earlier line, from ssh or from git itself, so that line is preferred.
  package static func failureReason(of errorText: String, status: Int32) -> String {
    let lines = errorText.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    var said: String
    if let cause = lines.first(where: { $0.hasPrefix("ssh:") }) {
      said = cause
    } else if let cause = lines.first(where: { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") }) {
      said = String(cause.drop { $0 != ":" }.dropFirst()).trimmingCharacters(in: .whitespaces)
    } else {
      said = lastLines(of: errorText, count: 2)
    }
    while said.hasSuffix(".") { said.removeLast() }
    return said.isEmpty ? "git ended with status \(status)" : said
  }
}
