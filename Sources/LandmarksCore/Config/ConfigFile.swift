import Foundation
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
public enum ConfigFile {
  /// The config at `location`: empty when there is no file yet; a file that is not a JSON
  /// object of strings, or holds a value a known key cannot take, is damaged.
  public static func load(_ location: ConfigLocation) throws -> UserConfig {
    let path = location.file.path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return UserConfig() }
    if isFolder.boolValue { throw ConfigError.unreadable(path: path, reason: "it is a folder") }
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
            path: path, reason: "'\(key)' is '\(Excerpt.of(text))', expected \(known.expected)")
        }
        values[key] = normalized
      } else {
        values[key] = text
      }
    }
    return UserConfig(values: values)
  }

  /// Writes `config` to `location`, creating its folder (`0700`) when needed.
  public static func save(_ config: UserConfig, to location: ConfigLocation) throws {
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
