import Testing

@testable import LandmarksCLI

@Suite("JSON output")
struct JSONOutputTests {
  @Test("Encoded empty arrays and objects print as [] and {}, with a final line break")
  func encodesEmpty() throws {
    let empty: [String: [Int]] = ["list": [], "more": []]
    #expect(try JSONOutput.encode(empty) == "{\n  \"list\" : [],\n  \"more\" : []\n}\n")
    #expect(try JSONOutput.encode([[String: Int]]()) == "[]\n")
    #expect(try JSONOutput.encode([["a": [String: Int]()]]) == "[\n  {\n    \"a\" : {}\n  }\n]\n")
  }
}
