import LandmarksCore
import LandmarksModels

/// Finds the command a command line names, walking subcommands by their leading words.
enum Router {
  /// The command, the subcommand words that led to it, and the tokens left for it to parse.
  struct Route {
    let command: any ParsableCommand.Type
    let path: [String]
    let tokens: [String]
  }

  static func route(_ arguments: [String]) throws -> Route {
    // The completion scripts' hidden command: not a subcommand, so help and the manual never list it.
    if arguments.first == CompleteCommand.name {
      return Route(command: CompleteCommand.self, path: [CompleteCommand.name], tokens: Array(arguments.dropFirst()))
    }
    // Those git and an automatic sync run: hidden alike.
    for hidden: any ParsableCommand.Type in [MergeDriverCommand.self, AutoSyncCommand.self]
    where arguments.first == hidden.configuration.name {
      return Route(command: hidden, path: [hidden.configuration.name], tokens: Array(arguments.dropFirst()))
    }
    var command: any ParsableCommand.Type = RootCommand.self
    var path: [String] = []
    var rest = arguments[...]
    var carried: [String] = []
    while true {
      // `--color WHEN`, `--units SYSTEM`, `--no-pager` and `--help` may come before the command
      // name; they go to the command.
      var index = rest.startIndex
      while index < rest.endIndex, Self.isCarried(rest[index]) {
        index += ["--color", "--units"].contains(rest[index]) ? 2 : 1
      }
      guard index < rest.endIndex, !rest[index].hasPrefix("-") else { break }
      let name = rest[index]
      let subcommands = command.configuration.subcommands
      if let next = subcommands.first(where: { $0.configuration.name == name }) {
        carried += rest[rest.startIndex..<index]
        rest = rest[(index + 1)...]
        command = next
        path.append(name)
        continue
      }
      // A command that has subcommands but takes no arguments of its own: the word was meant
      // as a subcommand.
      if !subcommands.isEmpty && command.configuration.arguments.isEmpty {
        let candidates = subcommands.map { $0.configuration.name }
        throw UsageError.unknownCommand(
          name: (path + [name]).joined(separator: " "),
          suggestions: NearestNames.nearest(to: name, among: candidates, limit: 2).map {
            (path + [$0]).joined(separator: " ")
          })
      }
      break
    }
    return Route(command: command, path: path, tokens: carried + rest)
  }

  /// Options every command takes, which may come before the command's name.
  private static func isCarried(_ token: String) -> Bool {
    ["--color", "--units", "--no-pager", "--help", "-h"].contains(token) || token.hasPrefix("--color=")
      || token.hasPrefix("--units=")
  }
}
