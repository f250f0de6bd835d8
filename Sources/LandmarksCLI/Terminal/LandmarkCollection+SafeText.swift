import LandmarksCore

/// The one way renderers read a collection's text: names and descriptions come from the store,
/// which people and merges fill, so they go through `SafeText` like the catalog's text.
extension LandmarkCollection {
  /// The name, safe to print.
  var safeName: String { SafeText.clean(name.value) }
  /// The description, safe to print.
  var safeDescription: String { SafeText.clean(description.value) }
}
