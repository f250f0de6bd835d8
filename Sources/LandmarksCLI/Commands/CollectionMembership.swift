import LandmarksCore

/// Adds or removes landmarks in a named collection, for `collections add` and `collections remove`.
enum CollectionMembership {
  static let arguments: [ArgumentDefinition] = [
    .init(name: "name", arity: .required, help: "The collection's name."),
    .init(name: "landmark", arity: .oneOrMore, help: "Landmarks: ids, slugs, names or unique prefixes."),
  ]

  static func change(adding: Bool, collection name: String, landmarks names: [String], in context: CommandContext)
    throws -> MessageOutput
  {
    let catalog = try context.loadCatalog()
    // Resolve every landmark first: one unknown name changes nothing.
    let landmarks = try names.map(catalog.resolve)
    let ids = landmarks.map(\.id)
    let now = context.now()
    let (collectionName, changed) = try context.store.update { state in
      let collection = try state.collection(named: name)
      let changed =
        adding
        ? state.add(ids, toCollectionWithID: collection.id, on: now)
        : state.remove(ids, fromCollectionWithID: collection.id, on: now)
      return (collection.name.value, Set(changed))
    }
    let shown = SafeText.clean(collectionName)
    var seen = Set<Int>()
    let lines = landmarks.filter { seen.insert($0.id).inserted }.map { landmark in
      switch (adding, changed.contains(landmark.id)) {
      case (true, true): "Added \(landmark.name) to \(shown)."
      case (true, false): "\(landmark.name) is already in \(shown)."
      case (false, true): "Removed \(landmark.name) from \(shown)."
      case (false, false): "\(landmark.name) is not in \(shown)."
      }
    }
    return MessageOutput(lines: lines)
  }
}
