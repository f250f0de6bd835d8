import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

@Suite("config: show, set and unset the saved defaults; a damaged file is never overwritten")
struct ConfigCommandTests {
  /// The config file every TestContext uses: under its temporary home.
  private static func file(_ test: TestContext) -> URL {
    test.home.appendingPathComponent(".config/landmarks/config.json")
  }

  @Test("set writes the file (0600) and the value is in force; unset forgets it")
  func setAndUnset() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("config", "set", "units", "Imperial") == 0)
    #expect(test.output.text == "Set units to imperial.\n")
    let file = Self.file(test)
    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: String]
    #expect(saved == ["units": "imperial"])
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(test.run("show", "fuji") == 0)
    #expect(test.output.text.contains("12,388 ft"))
    #expect(test.run("config", "unset", "units") == 0)
    #expect(test.output.text.hasSuffix("Unset units.\n"))
    #expect(test.run("config", "unset", "units") == 0)
    #expect(test.output.text.hasSuffix("units was not set; nothing changed.\n"))
    let after = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: String]
    #expect(after == [:])
  }

  @Test("LANDMARKS_CONFIG names the file")
  func environmentFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-cfg-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("my.json")
    let test = TestContext(environment: ["LANDMARKS_CONFIG": file.path])
    defer { test.cleanUp() }
    #expect(test.run("config", "set", "color", "never") == 0)
    #expect(FileManager.default.fileExists(atPath: file.path))
    #expect(!FileManager.default.fileExists(atPath: Self.file(test).path))
  }

  @Test(
    "an unknown key or a bad value is exit 64 with the list of keys",
    arguments: [
      ["config", "set", "colour", "never"], ["config", "set", "units", "furlongs"], ["config", "set", "color", ""],
      ["config", "unset", "badges"], ["config", "set", "featured", "atlantis"], ["config", "set", "pager", "\u{1B}x"],
    ])
  func usage(arguments: [String]) {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run(arguments: arguments) == 64)
    #expect(test.errors.text.contains("Keys: color (auto, always or never), units (metric or imperial)"))
    #expect(!FileManager.default.fileExists(atPath: Self.file(test).path))
  }

  @Test("a mistyped key gets a suggestion")
  func suggestion() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("config", "set", "colour", "never") == 64)
    #expect(test.errors.text.contains("Did you mean 'color'?"))
  }

  @Test("the featured landmark is saved as its slug and goes on top of the list")
  func featured() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("config", "set", "featured", "ayers rock") == 0)
    #expect(test.output.text == "Set featured to uluru.\n")
    #expect(test.run("list") == 0)
    #expect(test.output.text.contains("★ Featured: Uluru"))
    #expect(test.run("featured", "--json") == 0)
    #expect(test.output.text.contains(#""slug" : "uluru""#) || test.output.text.contains(#""slug":"uluru""#))
  }

  @Test(
    "a damaged config: read commands warn once and use the defaults; set and unset refuse (65) and leave it",
    arguments: ["{not json", #"{"units": "furlongs"}"#, #"{"units": 3}"#])
  func damaged(content: String) throws {
    let test = TestContext(environment: ["LANDMARKS_UNITS": ""])
    defer { test.cleanUp() }
    let file = Self.file(test)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(content.utf8).write(to: file)
    #expect(test.run("show", "fuji") == 0)
    #expect(test.output.text.contains("3,776 m"))
    #expect(test.errors.text.components(separatedBy: "is damaged").count == 2, "\(test.errors.text)")
    #expect(test.run("config", "set", "units", "imperial") == 65)
    #expect(test.run("config", "unset", "units") == 65)
    #expect(try String(contentsOf: file, encoding: .utf8) == content)
    #expect(test.errors.text.contains("It was left as it is"))
  }

  @Test("keys this version does not know are kept when another is set")
  func unknownKeysKept() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let file = Self.file(test)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"future": "yes"}"#.utf8).write(to: file)
    #expect(test.run("config", "set", "pager", "less -R") == 0)
    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: String]
    #expect(saved == ["future": "yes", "pager": "less -R"])
  }

  @Test("config shows the values in force; --explain says where each came from")
  func explain() throws {
    let test = TestContext(environment: ["LANG": "en_US.UTF-8", "PAGER": "more", "LANDMARKS_COLOR": "never"])
    defer { test.cleanUp() }
    #expect(test.run("config", "set", "featured", "uluru") == 0)
    #expect(test.run("config") == 0)
    #expect(
      test.output.text.hasSuffix(
        "color     never\nunits     imperial\npager     more\nfeatured  uluru\nmotion    full\nmouse     on\n"
          + "sync      manual\nlanguage  en\n"))
    #expect(test.run("config", "--explain", "--no-pager") == 0)
    let text = test.output.text
    #expect(text.contains("color     never     variable LANDMARKS_COLOR"))
    #expect(text.contains("units     imperial  locale LANG=en_US.UTF-8"))
    #expect(text.contains("pager     off       option --no-pager"))
    #expect(text.contains("featured  uluru     config file"))
    #expect(text.contains("Config file: " + Self.file(test).path))
  }

  @Test("config --json gives each value with its source")
  func json() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("config", "--json", "--units", "imperial") == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(test.output.text.utf8)) as? [String: Any])
    let settings = try #require(object["settings"] as? [String: [String: Any]])
    #expect(settings["units"]?["value"] as? String == "imperial")
    #expect(settings["units"]?["source"] as? String == "flag")
    #expect(settings["color"]?["source"] as? String == "default")
    #expect(settings["featured"]?["value"] as? String == "mount-fuji")
    #expect(object["file"] as? String == Self.file(test).path)
  }

  @Test("a featured landmark that matches nothing leaves the catalog's own on top, and config says so")
  func unknownFeatured() {
    let test = TestContext(environment: ["LANDMARKS_FEATURED": "atlantis"])
    defer { test.cleanUp() }
    #expect(test.run("list") == 0)
    #expect(test.output.text.hasPrefix("★ Featured: Mount Fuji"))
    #expect(test.run("config", "--explain") == 0)
    #expect(test.output.text.contains("featured  mount-fuji  default"))
    #expect(test.errors.text.contains("'atlantis' (variable LANDMARKS_FEATURED) matches no landmark"))
  }

  @Test("set says when a variable still outranks the config file")
  func overridden() {
    let test = TestContext(environment: ["LANDMARKS_UNITS": "metric"])
    defer { test.cleanUp() }
    #expect(test.run("config", "set", "units", "imperial") == 0)
    #expect(test.errors.text.contains("LANDMARKS_UNITS takes precedence"))
  }
}
