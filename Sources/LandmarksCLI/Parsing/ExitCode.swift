import Foundation
import LandmarksCore
import LandmarksIndex

/// The process's exit status, following sysexits(3); every error maps to one here and only here.
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// Success, a search with no hits included.
  case success = 0
  /// A failure such as an unknown landmark or collection, or a name taken.
  case failure = 1
  /// A command line that does not fit: unknown command or option, a bad value.
  case usage = 64
  /// Bad data: a damaged store, an invalid catalog.
  case dataError = 65
  /// A file that cannot be opened.
  case noInput = 66
  /// A service needed is not there: the sync's remote unreachable, or git not installed.
  case unavailable = 69
  /// A file or folder that cannot be created.
  case cannotCreate = 73
  /// A write that failed.
  case ioError = 74
  /// An error nothing else accounts for: a bug in landmarks.
  case internalError = 70
  /// The store stayed locked too long; trying again may work.
  case temporaryFailure = 75

  /// The exit code for an error thrown by a command.
  init(for error: any Error) {
    switch error {
    case is UsageError:
      self = .usage
    case let error as StoreError:
      switch error {
      case .damaged, .newerSchema: self = .dataError
      case .unreadable, .notAStoreFile: self = .noInput
      case .cannotCreate: self = .cannotCreate
      case .cannotWrite, .notDurable: self = .ioError
      case .lockTimeout: self = .temporaryFailure
      case .rejectedChange: self = .failure
      }
    case let error as CatalogError:
      switch error {
      case .invalidData, .damagedSource: self = .dataError
      case .unknownLandmark, .ambiguousLandmark: self = .failure
      }
    case let error as CollectionError:
      switch error {
      case .invalidName, .invalidDescription: self = .usage
      case .unknownCollection, .ambiguousCollection, .nameTaken, .favoritesIsFixed: self = .failure
      }
    case is JournalError:
      self = .failure
    case let error as RestoreError:
      switch error {
      case .newerSchema: self = .dataError
      case .storeIsHealthy, .notRepairable, .noReadableBackup: self = .failure
      }
    case let error as ImportError:
      switch error {
      case .invalidPlaces, .malformed, .unrecognizedFormat, .duplicatePlace, .zipArchive: self = .dataError
      case .idClash: self = .failure
      case .unreadable: self = .ioError
      }
    case let error as SourceError:
      switch error {
      case .unknownSource: self = .failure
      case .invalidName: self = .usage
      case .damagedRegistry, .newerRegistry, .unavailable: self = .dataError
      case .cannotOpen: self = .noInput
      case .cannotCreate, .outputExists: self = .cannotCreate
      }
    case let error as IndexError:
      switch error {
      case .damaged, .outdated, .invalidInput: self = .dataError
      case .unreadable: self = .noInput
      }
    case is MapError:
      self = .cannotCreate
    case let error as ConfigError:
      switch error {
      case .damaged: self = .dataError
      case .unreadable: self = .noInput
      case .cannotCreate: self = .cannotCreate
      case .cannotWrite: self = .ioError
      }
    case let error as BrowseError:
      if case .terminalFailed = error { self = .ioError } else { self = .failure }
    case let error as ClipboardError:
      self = error == .noTerminal ? .failure : .ioError
    case is MergeError:
      self = .noInput
    case let error as SyncError:
      switch error {
      case .notSetUp, .gitFailed: self = .failure
      case .gitMissing, .unreachable, .pushRaced: self = .unavailable
      case .invalidRemote: self = .usage
      case .damagedRemote, .newerRemote, .damagedSetup: self = .dataError
      case .cannotWrite: self = .cannotCreate
      case .busy: self = .temporaryFailure
      }
    case let error as OutputError:
      self = error == .closed ? .success : .ioError
    case is CommandFailure:
      self = .failure
    default:
      self = .internalError
    }
  }
}

extension ExitCode {
  /// What the status tells a person or a script, as the README's table and the manual's EXIT
  /// STATUS both say it (a test holds the README to these words; `code` marks what to type).
  var meaning: L10nKey {
    switch self {
    case .success: .exitSuccess
    case .failure: .exitFailure
    case .usage: .exitUsage
    case .dataError: .exitDataError
    case .noInput: .exitNoInput
    case .unavailable: .exitUnavailable
    case .internalError: .exitInternalError
    case .cannotCreate: .exitCannotCreate
    case .ioError: .exitIoError
    case .temporaryFailure: .exitTemporaryFailure
    }
  }
}
