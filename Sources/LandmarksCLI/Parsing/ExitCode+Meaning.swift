extension ExitCode {
  /// What the status tells a person or a script, as the README's table and the manual's EXIT
  /// STATUS both say it (a test holds the README to these words; `code` marks what to type).
  var meaning: String {
    switch self {
    case .success: "success (a search with no hits too)"
    case .failure:
      "a failure: unknown or ambiguous landmark or collection, `browse` without a terminal or with `TERM=dumb`, "
        + "a collection name taken, a deletion not confirmed, "
        + "an unknown source, an import whose ids clash with another source's, `share --copy` without a terminal, "
        + "nothing to undo or redo, `doctor` found a problem"
    case .usage:
      "usage error: unknown command or option, a bad value (continent, kind, country, activity, colour, units), "
        + "a landmark given after its activities, an unknown config key or value"
    case .dataError:
      "bad data: a damaged store, or one written by a newer version (yours, or the copy given to `merge`); "
        + "an invalid import file; `config set` on a damaged config file"
    case .noInput:
      "a file that cannot be opened (the store unreadable, or a folder or pipe in its place; "
        + "no store where `merge` was pointed; an import file that is missing, a folder, a FIFO or a device)"
    case .internalError: "an internal error: a bug in landmarks, please report it"
    case .cannotCreate:
      "cannot create the data folder or a file in it, or the `map --svg` or `export --output` file "
        + "(it exists: add `--force`)"
    case .ioError:
      "cannot write the store, or the output (a full disk under `> file`, a closed standard output); "
        + "the message says when the change itself was saved"
    case .temporaryFailure:
      "the store stayed locked by another process for more than 10 s (`LANDMARKS_LOCK_TIMEOUT`)"
    }
  }
}
