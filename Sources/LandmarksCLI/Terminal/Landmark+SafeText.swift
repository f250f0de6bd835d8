import LandmarksCore

/// The one way renderers read a landmark's text: each string goes through `SafeText`, so text from
/// an imported catalog can never drive the terminal. Renderers use these, never the raw properties.
extension Landmark {
  /// The name, safe to print.
  var safeName: String { SafeText.clean(name) }
  /// The alternate names, safe to print.
  var safeAlternateNames: [String] { alternateNames.map(SafeText.clean) }
  /// The location line, safe to print.
  var safeLocation: String { SafeText.clean(location) }
  /// The description, safe to print.
  var safeDescription: String { SafeText.clean(description) }
  /// The slug, safe to print (an import may carry anything there).
  var safeSlug: String { SafeText.clean(slug) }
  /// The country code, safe to print (an import may carry anything there).
  var safeCountry: String { SafeText.clean(country) }
}
