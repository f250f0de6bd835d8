// swift-tools-version:6.0
import PackageDescription

/// One set of compiler settings for every target: Swift 6 mode with strict concurrency.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  // Concrete generic types (KeyedDecodingContainer<X.CodingKeys>, Set<String>, Range<Int>) get
  // direct metadata accessors instead of mangled names the runtime demangles on first use: each
  // demangling checked its generic requirements by scanning every conformance record in the
  // binary, a few milliseconds of every command's start-up in all. Allowed in a root package.
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
]

let package = Package(
  name: "landmarks",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "landmarks", targets: ["landmarks"]),
    .library(name: "LandmarksCore", targets: ["LandmarksCore"]),
  ],
  targets: [
    .executableTarget(
      name: "landmarks",
      dependencies: ["LandmarksCLI"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "LandmarksCLI",
      dependencies: ["LandmarksCore", "LandmarksJSON"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "LandmarksCore",
      dependencies: ["LandmarksData", "LandmarksJSON"],
      swiftSettings: swiftSettings,
      plugins: ["EmbedResources"]
    ),
    .target(
      name: "LandmarksData",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "LandmarksJSON",
      // Import scans a file through this module's generic scanner: with every body visible to the
      // modules that use it, the scanner is specialized for their inputs as it was inside them.
      swiftSettings: swiftSettings + [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
    ),
    .executableTarget(
      name: "ResourceEmbedder",
      dependencies: ["LandmarksData", "LandmarksJSON"],
      swiftSettings: swiftSettings
    ),
    .plugin(
      name: "EmbedResources",
      capability: .buildTool(),
      dependencies: ["ResourceEmbedder"]
    ),
    // Helpers every test target shares: the external-tool conditions, the seeded generator and
    // the seed choice, so each is defined once and behaves alike everywhere.
    .target(
      name: "LandmarksTestSupport",
      path: "Tests/TestSupport",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "LandmarksCoreTests",
      dependencies: ["LandmarksCore", "LandmarksJSON", "LandmarksTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "LandmarksDataTests",
      dependencies: ["LandmarksData", "LandmarksCore", "LandmarksTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "LandmarksCLITests",
      dependencies: ["LandmarksCLI", "LandmarksCore", "LandmarksJSON", "LandmarksTestSupport"],
      // The explorer's golden frames, read from the source tree by path.
      exclude: ["Browse/Frames"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["landmarks", "LandmarksTestSupport"],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
