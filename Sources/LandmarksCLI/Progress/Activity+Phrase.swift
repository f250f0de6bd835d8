import LandmarksCore

extension Activity {
  /// The lower-case phrase used in messages: "take a photo".
  var phrase: String { title.prefix(1).lowercased() + title.dropFirst() }
}
