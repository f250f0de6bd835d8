import Foundation
import LandmarksCore

extension CommandContext {
  /// This context with the settings of one command line in force, and the warnings to print
  /// once: a damaged config (its defaults are used instead; commands that write the config
  /// refuse on their own) and variables set to values they cannot take.
  func configured(flags: SettingFlags, writesConfig: Bool) -> (context: CommandContext, warnings: [String]) {
    var warnings: [String] = []
    let location = configLocation
    var config = UserConfig()
    do {
      config = try ConfigFile.load(location)
    } catch {
      if !writesConfig { warnings.append("Warning: " + error.localizedDescription + " Using the defaults for now.") }
    }
    let resolved = Settings.resolve(
      flags: flags, environment: environment, config: config, configPath: location.file.path)
    var copy = self
    copy.settings = resolved.settings
    if let featured = resolved.settings.featured.value {
      let load = loadCatalog
      // One that no longer resolves (a source removed since) leaves the catalog's own on top.
      copy.loadCatalog = {
        let catalog = try load()
        let landmark: Landmark
        do {
          landmark = try catalog.resolve(featured)
        } catch CatalogError.unknownLandmark, CatalogError.ambiguousLandmark {
          return catalog
        }
        return try catalog.featuring(landmark.id)
      }
    }
    return (copy, warnings + resolved.warnings)
  }

  /// The environment a pager runs in: ours, with `LESS=FRX` when `LESS` is unset, as git does,
  /// so a plain `PAGER=less` shows colour and quits when the text fits.
  var pagerEnvironment: [String: String] {
    var variables = environment
    if variables["LESS"] == nil { variables["LESS"] = "FRX" }
    return variables
  }
}
