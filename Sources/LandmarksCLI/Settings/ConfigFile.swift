import Foundation
import LandmarksCore
import LandmarksJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes the config file: a JSON object of strings, pretty-printed with sorted keys,
/// `0600`, replaced atomically like the store.
enum ConfigFile {
  /// The config at `location`: empty when there is no file yet; a file that is not a JSON
  /// object of strings, or holds a value a known key cannot take, is damaged.
  static func load(_ location: ConfigLocation) throws -> UserConfig {
    let path = location.file.path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return UserConfig() }
    if isFolder.boolValue { throw ConfigError.unreadable(path: path, reason: Localizer.english(.fileKindFolder)) }
    let data: Data
    do {
      data = try Data(contentsOf: location.file)
    } catch {
      throw ConfigError.unreadable(path: path, reason: Self.reason(error))
    }
    return try decode(data, path: path)
  }

  /// Reads `data` as a config; `path` is for messages.
  static func decode(_ data: Data, path: String) throws -> UserConfig {
    let members: [JSONMember]
    do {
      members = try JSONValue.parse([UInt8](data)).members(at: .root)
    } catch let error as JSONError {
      throw ConfigError.damaged(path: path, reason: "it is not a JSON object (\(error))")
    }
    var values: [String: String] = [:]
    // Of a key given twice, the last, as a JSON object holds it.
    for member in members {
      let key = member.key
      guard case .string(let text) = member.value else {
        throw ConfigError.damaged(path: path, reason: "the value of '\(Excerpt.of(key))' is not a string")
      }
      if let known = ConfigKey(rawValue: key) {
        guard let normalized = known.normalized(text) else {
          throw ConfigError.damaged(
            path: path, reason: "'\(key)' is '\(Excerpt.of(text))', expected \(Localizer.english(known.expected))")
        }
        values[key] = normalized
      } else {
        values[key] = text
      }
    }
    return UserConfig(values: values)
  }

  /// Writes `config` to `location`, creating its folder (`0700`) when needed.
  static func save(_ config: UserConfig, to location: ConfigLocation) throws {
    let folder = location.file.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw ConfigError.cannotCreate(path: folder.path, reason: reason(error))
    }
    do {
      try AtomicFile.replace(location.file, with: encode(config), permissions: 0o600)
    } catch StoreError.cannotCreate(_, let reason), StoreError.cannotWrite(_, let reason) {
      throw ConfigError.cannotWrite(path: location.file.path, reason: reason)
    }
  }

  /// The file's bytes: sorted keys, so it diffs well in a dotfiles repository.
  static func encode(_ config: UserConfig) throws -> Data {
    Data(JSONWriter.document(.object(config.values.map { JSONMember(key: $0.key, value: .string($0.value)) })))
  }

  /// The system's words for a file error, without Foundation's framing.
  private static func reason(_ error: any Error) -> String {
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}

/// Where the config file lives.
struct ConfigLocation: Hashable, Sendable {
  /// The config file.
  let file: URL

  /// `$LANDMARKS_CONFIG` (a file), else `$XDG_CONFIG_HOME/landmarks/config.json`, else
  /// `~/.config/landmarks/config.json`.
  init(environment: [String: String], homeDirectory: String) {
    if let path = environment["LANDMARKS_CONFIG"], !path.isEmpty {
      file = URL(fileURLWithPath: path)
    } else if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      // The XDG spec says relative paths are invalid and must be ignored.
      file = Self.file(in: xdg, at: "landmarks/config.json")
    } else {
      file = Self.file(in: homeDirectory, at: ".config/landmarks/config.json")
    }
  }

  /// The file at `relativePath` inside `folder`, joined as text: every command reads the config,
  /// and appending a path component percent-encodes it through Foundation's character sets.
  private static func file(in folder: String, at relativePath: String) -> URL {
    URL(fileURLWithPath: (folder.hasSuffix("/") ? folder : folder + "/") + relativePath, isDirectory: false)
  }
}

/// The few defaults a person sets once, each a string in the config file.
enum ConfigKey: String, CaseIterable, Sendable {
  /// `auto`, `always` or `never`, as `--color` takes.
  case color
  /// `metric` or `imperial`, as `--units` takes.
  case units
  /// A pager command run through `/bin/sh`, or `off`.
  case pager
  /// The landmark shown on top, kept as its slug.
  case featured
  /// `full` or `reduced`: whether the explorer animates.
  case motion
  /// `on` or `off`: whether the explorer takes the mouse.
  case mouse
  /// `manual` or `auto`: whether every change starts a sync.
  case sync
  /// The language of the interface (`de`, `ja`…), before the locale's.
  case language

  /// The value `pager` takes to turn paging off.
  static let pagerOff = "off"

  /// What the key takes, for messages and `config` help.
  var expected: LocalizedText {
    switch self {
    case .color: LocalizedText(.configExpectedColor)
    case .units: LocalizedText(.configExpectedUnits)
    case .pager: LocalizedText(.configExpectedPager)
    case .featured: LocalizedText(.configExpectedFeatured)
    case .motion: LocalizedText(.configExpectedMotion)
    case .mouse: LocalizedText(.configExpectedMouse)
    case .sync: LocalizedText(.configExpectedSync)
    case .language:
      LocalizedText(.configExpectedLanguage, [.text(Language.allCases.map(\.rawValue).joined(separator: ", "))])
    }
  }

  /// Every key with what it takes, for the message that follows an unknown key or a bad value.
  static var summary: LocalizedText {
    let items = allCases.map { key in
      LocalizedValue.localized(LocalizedText(.configKeyItem, [.text(key.rawValue), .localized(key.expected)]))
    }
    return LocalizedText(.configKeys, [.separated(items)])
  }

  /// The values the key takes when they are a closed list; `nil` for free text.
  var choices: [String]? {
    switch self {
    case .color: ["auto", "always", "never"]
    case .units: UnitSystem.allCases.map(\.rawValue)
    case .motion: ["full", "reduced"]
    case .mouse: ["on", "off"]
    case .sync: SyncTiming.allCases.map(\.rawValue)
    case .pager, .featured, .language: nil
    }
  }

  /// `value` as the file keeps it (trimmed, lowercased where the values are words), or `nil`
  /// when the key cannot take it. A landmark is only checked for shape here: the catalog
  /// resolves it when it is set.
  func normalized(_ value: String) -> String? {
    let trimmed = value.trimmingBlanks()
    guard !trimmed.isEmpty, trimmed.count <= 1_000,
      !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    if let choices {
      let word = trimmed.lowercased()
      return choices.contains(word) ? word : nil
    }
    // A language's code, or a locale that names it (`de_AT.UTF-8`), kept as the code.
    if self == .language { return Language(localeName: trimmed).map(\.rawValue) }
    return self == .pager && trimmed.lowercased() == Self.pagerOff ? Self.pagerOff : trimmed
  }
}

/// The settings saved in the config file: known keys, checked, and any others kept as they
/// were, so a file written by a newer version loses nothing when an older one changes it.
struct UserConfig: Sendable, Equatable {
  /// Every key in the file and its value.
  private(set) var values: [String: String]

  /// A config holding `values`, unchecked; `ConfigFile` checks what it reads.
  init(values: [String: String] = [:]) {
    self.values = values
  }

  /// The value saved for `key`, if any.
  subscript(key: ConfigKey) -> String? {
    values[key.rawValue]
  }

  /// Saves `value` for `key`; the caller has normalised it.
  mutating func set(_ key: ConfigKey, to value: String) {
    values[key.rawValue] = value
  }

  /// Forgets `key`; returns whether it was set.
  @discardableResult
  mutating func unset(_ key: ConfigKey) -> Bool {
    values.removeValue(forKey: key.rawValue) != nil
  }
}

/// What can go wrong reading or writing the config file; none of these ever overwrites it.
enum ConfigError: Error, Equatable, Sendable {
  /// The file exists but is not a config this build can read.
  case damaged(path: String, reason: String)
  /// The file, or something in its place, cannot be read.
  case unreadable(path: String, reason: String)
  /// The config folder or the file cannot be created.
  case cannotCreate(path: String, reason: String)
  /// Replacing the file failed (disk full, read-only file system, …).
  case cannotWrite(path: String, reason: String)
}

extension ConfigError: LocalizedError {
  /// A sentence for people, in English (the command line prints it in its language, see
  /// `Localizer.describe`).
  var errorDescription: String? { Localizer.english.describe(self) }
}
