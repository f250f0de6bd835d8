import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

@Suite("Config file: where it lives, what it holds, how it is written")
struct ConfigFileTests {
  private static func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-config-\(UUID().uuidString)")
      .appendingPathComponent("nested/config.json")
  }

  @Test(
    "LANDMARKS_CONFIG, else an absolute XDG_CONFIG_HOME, else ~/.config",
    arguments: [
      (["LANDMARKS_CONFIG": "/a/b.json", "XDG_CONFIG_HOME": "/x"], "/a/b.json"),
      (["LANDMARKS_CONFIG": "", "XDG_CONFIG_HOME": "/x"], "/x/landmarks/config.json"),
      (["XDG_CONFIG_HOME": "/x/"], "/x/landmarks/config.json"),
      (["XDG_CONFIG_HOME": "relative"], "/home/me/.config/landmarks/config.json"),
      ([:], "/home/me/.config/landmarks/config.json"),
    ])
  func location(environment: [String: String], expected: String) {
    #expect(ConfigLocation(environment: environment, homeDirectory: "/home/me").file.path == expected)
  }

  @Test("a missing file is an empty config; a saved one reads back, 0600, keys sorted")
  func roundTrip() throws {
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent().deletingLastPathComponent()) }
    let location = ConfigLocation(environment: ["LANDMARKS_CONFIG": file.path], homeDirectory: "/")
    #expect(try ConfigFile.load(location) == UserConfig())
    var config = UserConfig(values: ["future": "kept"])
    config.set(.units, to: "imperial")
    config.set(.color, to: "never")
    try ConfigFile.save(config, to: location)
    #expect(try ConfigFile.load(location) == config)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let text = try String(contentsOf: file, encoding: .utf8)
    let keys = ["color", "future", "units"].compactMap { text.range(of: "\"\($0)\"")?.lowerBound }
    #expect(keys.count == 3 && keys == keys.sorted())
  }

  @Test(
    "not a JSON object of strings, or a value its key cannot take, is damaged",
    arguments: ["{not json", "[]", #"{"units": 3}"#, #"{"units": "furlongs"}"#, #"{"color": ""}"#, ""])
  func damaged(text: String) {
    #expect(throws: ConfigError.self) { try ConfigFile.decode(Data(text.utf8), path: "/c.json") }
  }

  @Test("values are normalised: trimmed, words lowercased; a pager is free text or off")
  func normalised() {
    #expect(ConfigKey.units.normalized(" Imperial ") == "imperial")
    #expect(ConfigKey.color.normalized("ALWAYS") == "always")
    #expect(ConfigKey.pager.normalized("OFF") == "off")
    #expect(ConfigKey.pager.normalized("less -R") == "less -R")
    #expect(ConfigKey.pager.normalized("less\u{1B}") == nil)
    #expect(ConfigKey.units.normalized("") == nil)
  }
}
