import Testing

@testable import LandmarksCLI

@Suite("JSON output")
struct JSONOutputTests {
  @Test(
    "Empty containers spread over lines are collapsed; everything else is kept byte for byte",
    arguments: [
      ("[\n\n]", "[]"),
      ("{\n  \n}", "{}"),
      ("{\n  \"a\" : [\n\n  ],\n  \"b\" : {\n\n  }\n}", "{\n  \"a\" : [],\n  \"b\" : {}\n}"),
      ("[\n  1\n]", "[\n  1\n]"),
      ("{\n  \"a\" : \"[ ]\"\n}", "{\n  \"a\" : \"[ ]\"\n}"),
      ("\"[\"", "\"[\""),
      ("[\n  ", "[\n  "),
      ("[]", "[]"),
    ])
  func collapse(input: String, expected: String) {
    let output = JSONOutput.collapsingEmptyContainers(Array(input.utf8))
    #expect(String(decoding: output, as: UTF8.self) == expected)
  }

  @Test("Encoded empty arrays and objects print as [] and {}, with a final line break")
  func encodesEmpty() throws {
    let empty: [String: [Int]] = ["list": [], "more": []]
    #expect(try JSONOutput.encode(empty) == "{\n  \"list\" : [],\n  \"more\" : []\n}\n")
    #expect(try JSONOutput.encode([[String: Int]]()) == "[]\n")
    #expect(try JSONOutput.encode([["a": [String: Int]()]]) == "[\n  {\n    \"a\" : {}\n  }\n]\n")
  }
}
