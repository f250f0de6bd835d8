import LandmarksCore

/// `landmarks featured`: the landmark the app shows on top, Mount Fuji.
struct FeaturedCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "featured",
    abstract: .featuredAbstract,
    options: [.json],
    examples: [
      .init(arguments: "featured", explanation: .featuredExample1),
      .init(arguments: "featured --json", explanation: .featuredExample2),
    ]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    guard let featured = try catalog.featured else {
      throw CatalogError.invalidData(
        source: "catalog", reason: "the featured landmark \(catalog.featuredID) is missing")
    }
    return try LandmarkDetail(featured, catalog: catalog, context: context)
  }
}
