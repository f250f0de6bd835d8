import LandmarksCore
import LandmarksIndex
import LandmarksJSON

/// How every error reads, in the run's language: the one place a message is put into words, as
/// `ExitCode` is the one place a status is chosen.
///
/// LandmarksCore is a library that prints nothing: its errors keep an English `errorDescription`
/// for the programs that use it, and carry their facts as values, which the command line renders
/// here from the error's case. Explanations the core produces as text (a parser's reason, the
/// system's `strerror`) fill the sentence as they are.
extension Localizer {
  /// `error` as a sentence for people: what went wrong and what to do next.
  func describe(_ error: any Error) -> String {
    switch error {
    case let error as UsageError: describe(error)
    case let error as CommandFailure: describe(error)
    case let error as StoreError: describe(error)
    case let error as CatalogError: describe(error)
    case let error as CollectionError: describe(error)
    case let error as JournalError: describe(error)
    case let error as RestoreError: describe(error)
    case let error as ImportError: describe(error)
    case let error as SourceError: describe(error)
    case let error as MergeError: describe(error)
    case let error as IndexError: describe(error)
    case let error as IndexWriteError: self(.errorCannotWrite, error.path, error.reason)
    case let error as OutputError: describe(error)
    case let error as MapError: describe(error)
    case let error as ConfigError: describe(error)
    case let error as BrowseError: describe(error)
    case let error as ClipboardError: describe(error)
    case let error as SyncError: describe(error)
    default: error.localizedDescription
    }
  }

  /// `sentence`, followed by "Did you mean 'a' or 'b'?" when there are suggestions.
  private func didYouMean(_ sentence: String, _ suggestions: [String]) -> String {
    guard !suggestions.isEmpty else { return sentence }
    return sentences(sentence, self(.errorDidYouMean, list(suggestions.map { "'\($0)'" }, .or)))
  }

  func describe(_ error: UsageError) -> String {
    switch error {
    case .unknownCommand(let name, let suggestions):
      return didYouMean(self(.errorUsageUnknownCommand, name), suggestions)
    case .unknownOption(let option, let suggestions):
      return didYouMean(self(.errorUsageUnknownOption, option), suggestions)
    case .missingValue(let option):
      return self(.errorUsageMissingValue, option)
    case .unexpectedValue(let option):
      return self(.errorUsageUnexpectedValue, option)
    case .missingArgument(let name, let alternative):
      return self(.errorUsageMissingArgument, alternative.map { self(.errorUsageArgumentOr, name, $0) } ?? name)
    case .unexpectedArgument(let value):
      return self(.errorUsageUnexpectedArgument, Excerpt.of(value))
    case .invalidValue(let option, let value, let expected):
      return self(.errorUsageInvalidValue, Excerpt.of(value), option, self(expected))
    case .conflict(let message):
      return self(message)
    case .unknownValue(let option, let value, let suggestions, let hint):
      var text = self(.errorUsageUnknownValue, Excerpt.of(value), option)
      if !suggestions.isEmpty { text = sentences(text, self(.errorDidYouMean, list(suggestions, .or))) }
      if let hint { text = sentences(text, self(hint)) }
      return text
    }
  }

  func describe(_ error: CommandFailure) -> String {
    switch error {
    case .confirmationRequired(let action): self(.errorConfirmationRequired, self(action))
    case .declined(let outcome): self(outcome)
    }
  }

  func describe(_ error: StoreError) -> String {
    switch error {
    case .damaged(let path, let reason): self(.errorStoreDamaged, path, reason)
    case .newerSchema(let path, let found, let supported): self(.errorStoreNewerSchema, path, found, supported)
    case .unreadable(let path, let reason): self(.errorStoreUnreadable, path, reason)
    case .notAStoreFile(let path, let found): self(.errorStoreNotAStoreFile, path, fileKind(found))
    case .cannotCreate(let path, let reason): self(.errorStoreCannotCreate, path, reason)
    case .cannotWrite(let path, let reason): self(.errorStoreCannotWrite, path, reason)
    case .notDurable(let path, let reason): self(.errorStoreNotDurable, path, reason)
    case .rejectedChange(let reason): self(.errorStoreRejectedChange, reason)
    case .lockTimeout(let path, let seconds, let holder):
      if let holder {
        self(
          holder.isRunning ? .errorStoreLockTimeoutRunning : .errorStoreLockTimeoutStale, decimal(seconds), path,
          Int(holder.pid))
      } else {
        self(.errorStoreLockTimeout, decimal(seconds), path)
      }
    }
  }

  /// What the core found in place of a store file, as `StateStore` names it.
  func fileKind(_ found: String) -> String {
    switch found {
    case "a folder": self(.fileKindFolder)
    case "a named pipe (FIFO)": self(.fileKindFifo)
    case "a socket": self(.fileKindSocket)
    case "a device": self(.fileKindDevice)
    case "not a regular file": self(.fileKindOther)
    default: found
    }
  }

  /// Seconds as typed: whole ones as an integer ("10"), others as a decimal ("0.5").
  private func decimal(_ seconds: Double) -> String {
    if seconds.magnitude < 1e9, seconds == seconds.rounded() { return integer(Int(seconds)) }
    return String(seconds)
  }

  func describe(_ error: CatalogError) -> String {
    switch error {
    case .invalidData(let source, let reason):
      return self(.errorCatalogInvalidData, source, reason)
    case .damagedSource(let name, _, let rebuild):
      return self(.errorCatalogDamagedSource, Excerpt.of(name), rebuild)
    case .unknownLandmark(let text, let suggestions):
      let query = Excerpt.of(text)
      let hint =
        suggestions.isEmpty
        ? self(.errorCatalogTrySearch, query)
        : self(.errorCatalogDidYouMeanLandmark, suggestions.map(name(of:)).joined(separator: self(.listSeparator)))
      return sentences(self(.errorCatalogUnknownLandmark, query), hint)
    case .ambiguousLandmark(let text, let candidates, let more):
      let query = Excerpt.of(text)
      let listed = candidates.map(label(of:)).joined(separator: self(.listSeparator))
      guard more > 0 else { return self(.errorCatalogAmbiguous, query, listed) }
      return self(.errorCatalogAmbiguousMore, query, candidates.count + more, listed, more)
    }
  }

  func describe(_ error: CollectionError) -> String {
    switch error {
    case .unknownCollection(let name, let strictness, let suggestions):
      guard !suggestions.isEmpty else { return self(.errorCollectionUnknown, Excerpt.of(name)) }
      let listed = suggestions.map(candidate).joined(separator: self(.listSeparator))
      switch strictness {
      case .exact: return self(.errorCollectionUnknownExact, Excerpt.of(name), listed)
      case .loose: return self(.errorCollectionUnknownLoose, Excerpt.of(name), listed)
      }
    case .ambiguousCollection(let name, let candidates):
      let shown = CollectionError.listedCandidates
      let listed = candidates.prefix(shown).map(candidate).joined(separator: self(.listSeparator))
      let more = candidates.count - shown
      return more > 0
        ? self(.errorCollectionAmbiguousMore, Excerpt.of(name), candidates.count, listed, more)
        : self(.errorCollectionAmbiguous, Excerpt.of(name), candidates.count, listed)
    case .invalidDescription(let reason):
      return self(.errorCollectionInvalidDescription, reason)
    case .nameTaken(let name):
      return self(.errorCollectionNameTaken, Excerpt.of(name))
    case .favoritesIsFixed(let action):
      return self(action == "renamed" ? .errorCollectionFavoritesRenamed : .errorCollectionFavoritesDeleted)
    case .invalidName(let name, let reason):
      return self(.errorCollectionInvalidName, Excerpt.of(name), reason)
    }
  }

  /// A collection as a person would type it: the name quoted for the shell, and the id.
  /// Favorites goes by its name in this language, which is how lists show it and a command reads it.
  private func candidate(_ candidate: CollectionCandidate) -> String {
    let name = candidate.id == LandmarkCollection.favoritesID ? self(.collectionFavorites) : candidate.name
    return self(.errorCollectionCandidate, CollectionError.shellQuoted(Excerpt.of(name)), Excerpt.of(candidate.id))
  }

  func describe(_ error: JournalError) -> String {
    switch error {
    case .nothingToUndo: self(.errorJournalNothingToUndo, UserState.journalLimit)
    case .nothingToRedo: self(.errorJournalNothingToRedo)
    case .nameTaken(let name, let action):
      self(action == "redo" ? .errorJournalNameTakenRedo : .errorJournalNameTakenUndo, Excerpt.of(name))
    }
  }

  func describe(_ error: RestoreError) -> String {
    switch error {
    case .storeIsHealthy(let path): self(.errorRestoreHealthy, path)
    case .newerSchema(let path, let found, let supported): self(.errorRestoreNewerSchema, path, found, supported)
    case .notRepairable(let reason): self(.errorRestoreNotRepairable, reason)
    case .noReadableBackup(let path): self(.errorRestoreNoBackup, path)
    }
  }

  func describe(_ error: ImportError) -> String {
    switch error {
    case .invalidPlaces(let problems, let count):
      var text = self(.errorImportInvalidPlaces, count)
      for problem in problems { text += "\n  " + self(.errorImportProblem, place(problem.location), problem.reason) }
      if count > problems.count { text += "\n  " + self(.errorImportMore, count - problems.count) }
      return text + "\n" + self(.errorImportSkipInvalid)
    case .malformed(let location, let reason):
      return self(.errorImportMalformed, place(location), reason)
    case .unrecognizedFormat(let reason):
      return self(.errorImportUnrecognized, reason)
    case .duplicatePlace(let id, let location, let first):
      return self(.errorImportDuplicate, place(location), place(first), id)
    case .idClash(let id, let name, let source):
      return source.map { self(.errorImportIdClashSource, Excerpt.of(name), id, Excerpt.of($0)) }
        ?? self(.errorImportIdClashBuiltIn, Excerpt.of(name), id)
    case .unreadable(let reason):
      return self(.errorImportUnreadable, reason)
    case .zipArchive(let isKMZ):
      return self(isKMZ ? .errorImportKmz : .errorImportZip)
    }
  }

  /// Where in an import file: "feature 12 (line 40)" or "line 40".
  func place(_ location: ImportLocation) -> String {
    location.feature.map { self(.importLocationFeature, $0, location.line) } ?? self(.importLocationLine, location.line)
  }

  func describe(_ error: SourceError) -> String {
    switch error {
    case .unknownSource(let name, let known):
      let list =
        known.isEmpty
        ? self(.errorSourceNoneImported)
        : self(.errorSourceList, known.map { Excerpt.of($0) }.joined(separator: self(.listSeparator)))
      return self(.errorSourceUnknown, Excerpt.of(name), list)
    case .damagedRegistry(let path, let reason): return self(.errorSourceDamagedRegistry, path, reason)
    case .newerRegistry(let path, let found, let supported):
      return self(.errorSourceNewerRegistry, path, found, supported)
    case .unavailable(let name, let reason): return self(.errorSourceUnavailable, Excerpt.of(name), reason)
    case .cannotOpen(let path, let reason): return self(.errorCannotOpen, path, reason)
    case .cannotCreate(let path, let reason): return self(.errorCannotWrite, path, reason)
    case .outputExists(let path): return self(.errorSourceOutputExists, path)
    case .invalidName(let name): return self(.errorSourceInvalidName, Excerpt.of(name))
    }
  }

  func describe(_ error: MergeError) -> String {
    switch error {
    case .noStore(let path): self(.errorMergeNoStore, path)
    }
  }

  func describe(_ error: IndexError) -> String {
    switch error {
    case .damaged(let path, let reason): self(.errorIndexDamaged, path, reason)
    // Reached only when the rebuild from the saved copy failed too: the file is as good as damaged.
    case .outdated(let path, let version): self(.errorIndexDamaged, path, "format version \(version)")
    case .unreadable(let path, let reason): self(.errorIndexUnreadable, path, reason)
    case .invalidInput(let reason): self(.errorIndexInvalidInput, reason)
    }
  }

  func describe(_ error: OutputError) -> String {
    switch error {
    case .closed: self(.errorOutputClosed)
    case .failed(let reason): self(.errorOutputFailed, reason)
    case .notOpen: self(.errorOutputNotOpen)
    case .savedButUnprinted(let cause): self(.errorOutputSavedButUnprinted, shortReason(cause))
    }
  }

  /// An output failure in a few words, for the saved-but-unprinted sentence.
  private func shortReason(_ error: OutputError) -> String {
    switch error {
    case .closed: self(.errorOutputReasonClosed)
    case .failed(let reason): reason
    case .notOpen: self(.errorOutputReasonNotOpen)
    case .savedButUnprinted(let cause): shortReason(cause)
    }
  }

  func describe(_ error: MapError) -> String {
    switch error {
    case .fileExists(let path): self(.errorMapFileExists, path)
    case .cannotWrite(let path, let reason): self(.errorMapCannotWrite, path, reason)
    }
  }

  func describe(_ error: ConfigError) -> String {
    switch error {
    case .damaged(let path, let reason): self(.errorConfigDamaged, path, reason)
    case .unreadable(let path, let reason): self(.errorConfigUnreadable, path, reason)
    case .cannotCreate(let path, let reason): self(.errorConfigCannotCreate, path, reason)
    case .cannotWrite(let path, let reason): self(.errorConfigCannotWrite, path, reason)
    }
  }

  func describe(_ error: BrowseError) -> String {
    switch error {
    case .noTerminal: self(.errorBrowseNoTerminal)
    case .dumbTerminal: self(.errorBrowseDumbTerminal)
    case .terminalFailed(let reason): self(.errorBrowseTerminalFailed, reason)
    }
  }

  func describe(_ error: ClipboardError) -> String {
    switch error {
    case .noTerminal: self(.errorClipboardNoTerminal)
    case .cannotWrite(let reason): self(.errorClipboardCannotWrite, reason)
    }
  }

  func describe(_ error: SyncError) -> String {
    switch error {
    case .notSetUp: self(.errorSyncNotSetUp)
    case .gitMissing: self(.errorSyncGitMissing)
    case .invalidRemote(let remote, let reason): self(.errorSyncInvalidRemote, remote, reason)
    case .unreachable(let remote, let reason, let kept): self(.errorSyncUnreachable, remote, reason, waiting(kept))
    case .pushRaced(let remote, let attempts, let kept): self(.errorSyncPushRaced, attempts, remote, waiting(kept))
    case .damagedRemote(let remote, let file, let reason): self(.errorSyncDamagedRemote, remote, file, reason)
    case .newerRemote(let remote, let file, let found, let supported):
      self(.errorSyncNewerRemote, remote, file, found, supported)
    case .damagedSetup(let path, let reason): self(.errorSyncDamagedSetup, path, reason)
    case .gitFailed(let command, let status, let message):
      message.isEmpty
        ? self(.errorSyncGitFailed, command, Int(status))
        : self(.errorSyncGitFailedSaying, command, Int(status), message)
    case .cannotWrite(let path, let reason): self(.errorSyncCannotWrite, path, reason)
    case .busy(let path, let seconds): self(.errorSyncBusy, path, decimal(seconds))
    }
  }

  /// Where this machine's changes wait, the last sentence of a failed sync.
  private func waiting(_ kept: SyncWaiting) -> String {
    switch kept {
    case .nothingSetUp: self(.errorSyncKeptNothingSetUp)
    case .inStore: self(.errorSyncKeptInStore)
    case .nothingWaiting: self(.errorSyncKeptNothingWaiting)
    case .committed(let folder): self(.errorSyncKeptCommitted, folder)
    }
  }
}
