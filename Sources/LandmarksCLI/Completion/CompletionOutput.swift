import Foundation

/// The answer of the hidden `__complete` command: one candidate a line, `value<TAB>description`,
/// or the single line `<TAB>file` when the shell should complete a path itself.
struct CompletionOutput: CommandOutput {
  /// One value to offer.
  struct Candidate: Sendable, Hashable {
    /// What to insert.
    let value: String
    /// What it is, shown beside it by zsh and fish.
    var description = ""
  }

  /// At most this many lines: a shell asked to show thousands of imported landmarks helps nobody.
  static let limit = 200

  /// The candidates, best first.
  let candidates: [Candidate]
  /// Whether the value is a path the shell completes.
  var wantsFiles = false

  func text(in style: OutputStyle) -> String {
    if wantsFiles { return "\tfile\n" }
    var seen = Set<String>()
    var lines: [String] = []
    for candidate in candidates where Self.isInsertable(candidate.value) && seen.insert(candidate.value).inserted {
      let description = Self.oneLine(candidate.description)
      lines.append(description.isEmpty ? candidate.value : candidate.value + "\t" + description)
      if lines.count == Self.limit { break }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// A value the shell may insert: not empty, and nothing that could break the line protocol or
  /// drive the terminal (imported names are not trusted).
  private static func isInsertable(_ value: String) -> Bool {
    !value.isEmpty && SafeText.clean(value) == value
  }

  /// A description cleaned of controls, tabs and line breaks, cut to a readable length.
  private static func oneLine(_ text: String) -> String {
    let cleaned = SafeText.clean(text.replacingOccurrences(of: "\t", with: " "))
    return cleaned.count > 80 ? String(cleaned.prefix(79)) + "…" : cleaned
  }
}
