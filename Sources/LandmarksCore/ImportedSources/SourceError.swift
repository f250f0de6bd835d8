import Foundation

/// What can go wrong with imported sources on disk.
public enum SourceError: Error, Equatable, Sendable {
  /// No source has this name.
  case unknownSource(name: String, known: [String])
  /// `sources.json` cannot be read as a registry.
  case damagedRegistry(path: String, reason: String)
  /// `sources.json` was written by a newer build.
  case newerRegistry(path: String, found: Int, supported: Int)
  /// A source's index is damaged and its saved copy cannot rebuild it.
  case unavailable(name: String, reason: String)
  /// The file to import cannot be opened, or is not a regular file or standard input.
  case cannotOpen(path: String, reason: String)
  /// The source's folder or its files cannot be created or written.
  case cannotCreate(path: String, reason: String)
  /// The export's output file exists and `--force` was not given.
  case outputExists(path: String)
  /// A source name that cannot name a source.
  case invalidName(String)
}

extension SourceError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .unknownSource(let name, let known):
      let list =
        known.isEmpty ? "No source is imported." : "Sources: \(known.map { Excerpt.of($0) }.joined(separator: ", "))."
      return "No source is named '\(Excerpt.of(name))'. \(list) See 'landmarks sources'."
    case .damagedRegistry(let path, let reason):
      return "The sources registry \(path) is damaged: \(reason). It was left untouched; "
        + "move it aside and import your sources again."
    case .newerRegistry(let path, let found, let supported):
      return "The sources registry \(path) has version \(found); this build reads up to \(supported). "
        + "Use a newer landmarks."
    case .unavailable(let name, let reason):
      return "The source '\(Excerpt.of(name))' cannot be read: \(reason). See 'landmarks sources'; "
        + "import it again or remove it with 'landmarks sources remove \(Excerpt.of(name))'."
    case .cannotOpen(let path, let reason):
      return "Cannot open \(path): \(reason)."
    case .cannotCreate(let path, let reason):
      return "Cannot write \(path): \(reason)."
    case .outputExists(let path):
      return "\(path) already exists; pass --force to replace it."
    case .invalidName(let name):
      return "'\(Excerpt.of(name))' cannot name a source: use letters, digits, spaces, '-', '_' or '.', "
        + "at most 100 characters."
    }
  }
}
