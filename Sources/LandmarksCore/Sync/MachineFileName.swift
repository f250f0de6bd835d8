/// What a file in a shared `machines/` folder is, by its name.
///
/// Each machine writes only `MACHINE-ID.json`, but a sync service that meets two versions of one
/// file keeps both, naming the second its own way: Dropbox and Nextcloud
/// `ID (Host's conflicted copy 2024-05-01).json`, Syncthing `ID.sync-conflict-20240501-101500-ABCDEF7.json`,
/// iCloud Drive `ID 2.json`, Google Drive and OneDrive `ID (1).json`. Such a copy holds changes
/// the machine made, so it is merged like the machine's file, then removed.
package enum MachineFileName: Hashable, Sendable {
  /// A machine's own file.
  case machine(String)
  /// A copy a sync service made of a machine's file.
  case conflictedCopy(of: String)
  /// Anything else: a sync service's temporary or placeholder (their names start with a dot), a
  /// file someone put there; left alone.
  case other

  /// Reads a file name.
  package init(_ name: String) {
    guard !name.hasPrefix("."), name.hasSuffix(".json") else {
      self = .other
      return
    }
    let stem = name.dropLast(".json".count)
    let id = stem.prefix(32)
    guard SyncSetup.isMachineID(id) else {
      self = .other
      return
    }
    let rest = stem.dropFirst(32)
    if rest.isEmpty {
      self = .machine(String(id))
    } else if Self.isConflictSuffix(rest) {
      self = .conflictedCopy(of: String(id))
    } else {
      self = .other
    }
  }

  /// The part after the id that a sync service adds to a conflicted copy.
  static func isConflictSuffix(_ rest: Substring) -> Bool {
    // Syncthing: .sync-conflict-DATE-TIME-DEVICE
    if rest.hasPrefix(".sync-conflict-") { return true }
    // Dropbox, Nextcloud: " (… conflicted copy …)"
    if rest.hasPrefix(" ("), rest.hasSuffix(")"), rest.lowercased().contains("conflicted copy") { return true }
    // iCloud Drive: " 2"; Google Drive, OneDrive: " (1)"
    let digits = rest.dropFirst()
    if rest.hasPrefix(" "), !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) { return true }
    if rest.hasPrefix(" ("), rest.hasSuffix(")") {
      let inner = rest.dropFirst(2).dropLast()
      return !inner.isEmpty && inner.allSatisfy(\.isASCIIDigit)
    }
    return false
  }
}

extension Character {
  /// 0 to 9, and nothing else that Unicode calls a digit.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
