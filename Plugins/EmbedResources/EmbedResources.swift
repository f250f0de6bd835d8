import Foundation
import PackagePlugin

/// Compiles what the build makes of the package's top-level `Resources/` text files (JSON, and
/// `.txt` such as the base64 land mask) into the target as Swift source: the built-in catalog's
/// index, the land mask's edges and the country table. The files' own text stays out of the
/// binary; tests read it from the source tree. For LandmarksCLI it compiles `Localization/`
/// instead: the interface's String Catalog and the CLDR tables, as keys and tables.
///
/// SwiftPM's `.embedInCode` turns a file into a byte-array literal that takes tens of seconds to
/// type-check; string literals compile in well under a second, and keep the files the single
/// source of the built-in data. Binary data is therefore kept as base64 text.
@main
struct EmbedResources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let resources = context.package.directoryURL.appending(path: "Resources")
    // The command-line target holds the interface's words; every other target the catalog's data.
    let forInterface = target.name == "LandmarksCLI"
    let localization = resources.appending(path: "Localization").path(percentEncoded: false)
    // The landmarks' own texts (`Localization/Catalog.xcstrings`) go with the catalog.
    let inputs = try textFiles(under: resources).filter { url in
      let path = url.path(percentEncoded: false)
      return (path.hasPrefix(localization) && url.lastPathComponent != "Catalog.xcstrings") == forInterface
    }
    let output = context.pluginWorkDirectoryURL.appending(
      path: forInterface ? "EmbeddedInterface.swift" : "EmbeddedResources.swift")
    let tool = try context.tool(named: "ResourceEmbedder")
    var arguments = forInterface ? ["--interface"] : []
    arguments += [resources.path(percentEncoded: false), output.path(percentEncoded: false)]
    arguments += inputs.map { $0.path(percentEncoded: false) }
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) resource files in \(target.name)",
        executable: tool.url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }

  /// The file kinds embedded: only text, since each becomes a string literal; `.xcstrings` is the
  /// JSON of a String Catalog.
  private static let extensions: Set<String> = ["json", "txt", "xcstrings"]

  private func textFiles(under folder: URL) throws -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker where Self.extensions.contains(url.pathExtension) {
      files.append(url)
    }
    return files.sorted { $0.path < $1.path }
  }
}
