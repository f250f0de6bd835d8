import Foundation
import Testing

@testable import LandmarksCore

@Suite("Store location: LANDMARKS_HOME, then XDG_DATA_HOME, then ~/.local/share")
struct StoreLocationTests {
  private static let home = "/home/ada"

  /// One row of the precedence table: the environment and the folder it must resolve to.
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let environment: [String: String]
    let expected: String
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(
      label: "LANDMARKS_HOME alone", environment: ["LANDMARKS_HOME": "/srv/lm"], expected: "/srv/lm"),
    Case(
      label: "LANDMARKS_HOME wins over XDG_DATA_HOME",
      environment: ["LANDMARKS_HOME": "/srv/lm", "XDG_DATA_HOME": "/xdg"], expected: "/srv/lm"),
    Case(
      label: "LANDMARKS_HOME is used as is, without a landmarks suffix",
      environment: ["LANDMARKS_HOME": "/data/mine", "XDG_DATA_HOME": "/xdg"], expected: "/data/mine"),
    Case(
      label: "empty LANDMARKS_HOME is ignored in favour of XDG_DATA_HOME",
      environment: ["LANDMARKS_HOME": "", "XDG_DATA_HOME": "/xdg"], expected: "/xdg/landmarks"),
    Case(
      label: "empty LANDMARKS_HOME and no XDG falls back to home",
      environment: ["LANDMARKS_HOME": ""], expected: "/home/ada/.local/share/landmarks"),
    Case(
      label: "absolute XDG_DATA_HOME gets a landmarks folder",
      environment: ["XDG_DATA_HOME": "/xdg/data"], expected: "/xdg/data/landmarks"),
    Case(
      label: "relative XDG_DATA_HOME is ignored",
      environment: ["XDG_DATA_HOME": "relative/data"], expected: "/home/ada/.local/share/landmarks"),
    Case(
      label: "dot-relative XDG_DATA_HOME is ignored",
      environment: ["XDG_DATA_HOME": "./data"], expected: "/home/ada/.local/share/landmarks"),
    Case(
      label: "empty XDG_DATA_HOME is ignored",
      environment: ["XDG_DATA_HOME": ""], expected: "/home/ada/.local/share/landmarks"),
    Case(
      label: "nothing set falls back to ~/.local/share/landmarks",
      environment: [:], expected: "/home/ada/.local/share/landmarks"),
    Case(
      label: "unrelated variables do not matter",
      environment: ["HOME": "/elsewhere", "XDG_CONFIG_HOME": "/cfg"],
      expected: "/home/ada/.local/share/landmarks"),
  ]

  @Test("resolves the data folder by precedence", arguments: cases)
  func resolvesDataFolder(_ row: Case) {
    let location = StoreLocation(environment: row.environment, homeDirectory: Self.home)
    #expect(location.directory.standardizedFileURL.path == row.expected)
  }

  @Test("state.json and state.lock live directly in the data folder")
  func filesLiveInTheDataFolder() {
    let location = StoreLocation(environment: ["LANDMARKS_HOME": "/srv/lm"], homeDirectory: Self.home)
    #expect(location.stateFile.path == "/srv/lm/state.json")
    #expect(location.lockFile.path == "/srv/lm/state.lock")
  }

  @Test("the directory initialiser uses the folder it is given")
  func directoryInitialiser() {
    let folder = URL(fileURLWithPath: "/tmp/some-store", isDirectory: true)
    let location = StoreLocation(directory: folder)
    #expect(location.directory == folder)
    #expect(location.stateFile.path == "/tmp/some-store/state.json")
    #expect(location.lockFile.path == "/tmp/some-store/state.lock")
  }

  @Test("the home fallback follows the home directory it is given")
  func homeFallbackFollowsHomeDirectory() {
    let location = StoreLocation(environment: [:], homeDirectory: "/Users/grace")
    #expect(location.directory.standardizedFileURL.path == "/Users/grace/.local/share/landmarks")
  }
}
