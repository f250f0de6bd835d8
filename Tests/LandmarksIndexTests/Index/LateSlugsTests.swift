import Testing

@testable import LandmarksIndex

@Suite("Slugs set after arranging are found again by their place's position")
struct LateSlugsTests {
  @Test("Slugs set in any order come back by position; places without one have none")
  func roundTrip() throws {
    let late = LateSlugs(count: 10, expected: 2)
    let given = [7: "san-jose-cr", 2: "x", 9: "", 4: String(repeating: "long-", count: 40)]
    for (position, slug) in given.sorted(by: { $0.key > $1.key }) {
      var slug = slug
      try slug.withUTF8 { try late.set(UnsafeRawBufferPointer($0), at: position) }
    }
    for position in 0..<10 {
      let found = late.slug(at: position).map { String(decoding: $0, as: UTF8.self) }
      #expect(found == given[position])
    }
    #expect(late.slug(at: 10) == nil)
    #expect(late.slug(at: -1) == nil)
  }

  @Test("A place given a second slug, or a place that does not exist, is refused")
  func refusals() throws {
    let late = LateSlugs(count: 3, expected: 3)
    let slug: [UInt8] = Array("a".utf8)
    try slug.withUnsafeBytes { try late.set($0, at: 1) }
    #expect(throws: IndexError.self) { try slug.withUnsafeBytes { try late.set($0, at: 1) } }
    #expect(throws: IndexError.self) { try slug.withUnsafeBytes { try late.set($0, at: 3) } }
    #expect(throws: IndexError.self) { try slug.withUnsafeBytes { try late.set($0, at: -1) } }
    #expect(late.slug(at: 1).map(Array.init) == slug)
  }
}
