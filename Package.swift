// swift-tools-version:6.2
import PackageDescription

/// One set of compiler settings for every target: Swift 6 mode with strict concurrency.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  // Concrete generic types (KeyedDecodingContainer<X.CodingKeys>, Set<String>, Range<Int>) get
  // direct metadata accessors instead of mangled names the runtime demangles on first use: each
  // demangling checked its generic requirements by scanning every conformance record in the
  // binary, at every command's start-up. A manifest of tools version 6.2 or later may carry such
  // flags in a package that others depend on by version.
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
]

let package = Package(
  name: "landmarks",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "landmarks", targets: ["landmarks"]),
    // The library other Swift programs use: the catalog, the store and the badge rules, with the
    // models they speak of.
    .library(name: "LandmarksCore", targets: ["LandmarksCore", "LandmarksModels"]),
  ],
  targets: [
    .executableTarget(
      name: "landmarks",
      dependencies: ["LandmarksCLI"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "LandmarksCLI",
      dependencies: ["LandmarksCore", "LandmarksIndex", "LandmarksModels", "LandmarksJSON"],
      swiftSettings: swiftSettings,
      // The interface's words in every language, compiled from `Resources/Localization`.
      plugins: ["EmbedResources"]
    ),
    .target(
      name: "LandmarksCore",
      dependencies: ["LandmarksIndex", "LandmarksModels", "LandmarksJSON"],
      swiftSettings: swiftSettings,
      // Foundation's own ICU, for a transliterator kept open across names (`Romaniser`); Foundation
      // links it already, but a module imported from C headers does not link itself.
      linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))],
      plugins: ["EmbedResources"]
    ),
    // The index format and its engine: the built-in catalog and every imported source are one of
    // these files, written by the build tool and by imports alike.
    .target(
      name: "LandmarksIndex",
      dependencies: ["LandmarksModels"],
      swiftSettings: swiftSettings
    ),
    // The catalog's models and the text folding they are matched by, below the index so that the
    // build tool can index the built-in catalog.
    .target(
      name: "LandmarksModels",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "LandmarksJSON",
      // Import scans a file through this module's generic scanner: with every body visible to the
      // modules that use it, the scanner is specialized for each input type it is read through.
      swiftSettings: swiftSettings + [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
    ),
    .executableTarget(
      name: "ResourceEmbedder",
      dependencies: ["LandmarksIndex", "LandmarksModels", "LandmarksJSON"],
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
      dependencies: ["LandmarksCore", "LandmarksIndex", "LandmarksModels", "LandmarksJSON", "LandmarksTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "LandmarksIndexTests",
      dependencies: ["LandmarksIndex", "LandmarksModels", "LandmarksCore", "LandmarksJSON", "LandmarksTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "LandmarksCLITests",
      dependencies: [
        "LandmarksCLI", "LandmarksCore", "LandmarksIndex", "LandmarksModels", "LandmarksJSON", "LandmarksTestSupport",
      ],
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
