import Foundation
import Testing

@testable import LandmarksCore

@Suite("What sync init makes of REMOTE")
struct SyncRemoteTests {
  @Test(
    "URLs and scp-like addresses are git; their text is kept as given",
    arguments: [
      "ssh://git@example.org/me/landmarks.git", "https://example.org/me/landmarks.git", "file:///srv/landmarks.git",
      "git@example.org:me/landmarks.git", "example.org:landmarks", "git://example.org/landmarks",
    ])
  func gitAddresses(remote: String) throws {
    let classified = try SyncRemote.classify(remote, forcing: nil, currentDirectory: "/nowhere")
    #expect(classified == SyncRemote(mode: .git, location: remote))
  }

  @Test("A bare repository's folder is git; any other folder, or none yet, is a shared folder")
  func localPaths() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("remote-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let bare = root.appendingPathComponent("repo.git")
    for folder in ["objects", "refs"] {
      try FileManager.default.createDirectory(
        at: bare.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data("ref: refs/heads/main\n".utf8).write(to: bare.appendingPathComponent("HEAD"))
    let plain = root.appendingPathComponent("Dropbox/landmarks")
    try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)

    #expect(try SyncRemote.classify(bare.path, forcing: nil, currentDirectory: "/").mode == .git)
    // Relative to the current folder, tidied.
    let relative = try SyncRemote.classify("./repo.git/", forcing: nil, currentDirectory: root.path)
    #expect(relative == SyncRemote(mode: .git, location: bare.path))
    #expect(try SyncRemote.classify(plain.path, forcing: nil, currentDirectory: "/").mode == .folder)
    let missing = root.appendingPathComponent("Sync/new").path
    #expect(
      try SyncRemote.classify(missing, forcing: nil, currentDirectory: "/") == .init(mode: .folder, location: missing))
    // --folder wins over the repository's shape; --git makes a repository where there is none.
    #expect(try SyncRemote.classify(bare.path, forcing: .folder, currentDirectory: "/").mode == .folder)
    #expect(
      try SyncRemote.classify(missing, forcing: .git, currentDirectory: "/")
        == .init(mode: .git, location: missing, createsRepository: true))
    #expect(throws: SyncError.self) {
      try SyncRemote.classify(plain.deletingLastPathComponent().path, forcing: .git, currentDirectory: "/")
    }
  }

  @Test(
    "Refused: a password in the URL, a URL with --folder, nothing at all",
    arguments: [
      ("https://me:secret@example.org/landmarks.git", nil, "password"),
      ("https://example.org/landmarks.git", SyncMode.folder, "--folder"),
      ("git@example.org:landmarks.git", SyncMode.folder, "--folder"),
      ("  ", nil, "no remote"),
      ("-oProxyCommand=touch:x", nil, "start with '-'"),
      ("ext::sh -c touch% /tmp/pwned", nil, "remote helpers"),
    ] as [(String, SyncMode?, String)])
  func refused(remote: String, forcing: SyncMode?, reason: String) {
    #expect {
      try SyncRemote.classify(remote, forcing: forcing, currentDirectory: "/")
    } throws: { error in
      guard case .invalidRemote(let shown, let why) = error as? SyncError else { return false }
      return why.contains(reason) && !shown.contains("secret")
    }
  }

  @Test("A user name alone is no credential")
  func userName() throws {
    let remote = "https://me@example.org/landmarks.git"
    #expect(try SyncRemote.classify(remote, forcing: nil, currentDirectory: "/").location == remote)
  }
}
