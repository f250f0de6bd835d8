import Foundation
import Testing

@testable import LandmarksCLI

@Suite("The process environment")
struct ProcessEnvironmentTests {
  @Test("Read from environ, it holds what Foundation's ProcessInfo reads")
  func matchesProcessInfo() {
    #expect(CommandContext.processEnvironment() == ProcessInfo.processInfo.environment)
  }

  @Test("A value keeps its '=' signs; an entry without one is skipped; the first of a name counts")
  func entries() {
    let texts = ["A=b=c==", "EMPTY=", "NOEQUALS", "A=second", "=nameless", "É=é"]
    var pointers: [UnsafeMutablePointer<CChar>?] = texts.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    let read = pointers.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { CommandContext.environment(from: $0) } ?? [:]
    }
    #expect(read == ["A": "b=c==", "EMPTY": "", "": "nameless", "É": "é"])
  }
}
