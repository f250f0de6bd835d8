import Testing

@testable import LandmarksCore

@Suite("Taken slugs: the built-in catalog's are taken, others are free")
struct TakenSlugsTests {
  @Test("Every built-in slug is taken, as bytes and as text")
  func builtInSlugsAreTaken() throws {
    let catalog = try Catalog.builtIn()
    let taken = try TakenSlugs(catalog: catalog, excluding: "imported")
    let slugs = try catalog.builtInSlugs()
    #expect(!slugs.isEmpty)
    for slug in slugs {
      var bytes = slug
      #expect(bytes.withUTF8 { taken.contains(UnsafeRawBufferPointer($0)) }, "\(slug)")
      #expect(taken.contains(slug))
    }
  }

  @Test("Slugs no landmark has are free", arguments: ["zz-nowhere", "mount-everest-zz-9", "", "a"])
  func madeUpSlugsAreFree(slug: String) throws {
    let catalog = try Catalog.builtIn()
    let taken = try TakenSlugs(catalog: catalog, excluding: "imported")
    var bytes = slug
    #expect(!bytes.withUTF8 { taken.contains(UnsafeRawBufferPointer($0)) })
    #expect(!taken.contains(slug))
  }
}
