import LandmarksCore

/// Adds, removes or toggles landmarks in a collection: the one path behind `collections add`,
/// `collections remove` and `favorites add|remove|toggle` (Favorites is a collection too).
enum MembershipChange: Sendable {
  case add, remove, toggle

  /// What happened to one landmark.
  private enum Outcome {
    case added, alreadyIn, removed, notIn
  }

  /// Help for a NAME argument resolved with `.loose`.
  static let looseNameHelp = L10nKey.collectionArgumentLooseName

  /// Help for a NAME argument resolved with `.exact`.
  static let exactNameHelp = L10nKey.collectionArgumentExactName

  /// The `LANDMARK...` argument: several landmarks, all found before anything changes.
  static let landmarksArgument = ArgumentDefinition(
    name: "landmark", arity: .oneOrMore, help: .argumentLandmarks, kind: .landmark)

  /// The `NAME LANDMARK...` arguments of `collections add` and `collections remove`, the name's
  /// help saying how closely it must be typed.
  static func collectionArguments(strictness: CollectionStrictness) -> [ArgumentDefinition] {
    let help = strictness == .exact ? exactNameHelp : looseNameHelp
    return [.init(name: "name", arity: .required, help: help, kind: .collection), landmarksArgument]
  }

  /// Applies the change to the landmarks named in `names`, in the collection that `select`
  /// picks from the stored state, and says what happened to each.
  func apply(
    to names: [String], in context: CommandContext,
    collection select: (UserState) throws -> LandmarkCollection
  ) throws -> MessageOutput {
    let catalog = try context.loadCatalog()
    // Resolve every landmark first: one unknown name changes nothing.
    var seen = Set<Int>()
    let landmarks = try names.map(catalog.resolve).filter { seen.insert($0.id).inserted }
    let now = context.now()
    let (collectionName, outcomes) = try context.store.update { state in
      let collection = try select(state)
      let outcomes = landmarks.map { landmark -> Outcome in
        // Decided under the lock, so a toggle sees the stored membership.
        if self == .add || (self == .toggle && !collection.contains(landmark.id)) {
          return state.add([landmark.id], toCollectionWithID: collection.id, on: now).isEmpty ? .alreadyIn : .added
        }
        return state.remove([landmark.id], fromCollectionWithID: collection.id, on: now).isEmpty ? .notIn : .removed
      }
      return (collection.shownName(in: context.localizer), outcomes)
    }
    let lines = zip(landmarks, outcomes).map { landmark, outcome in
      let name = context.localizer.name(of: landmark)
      let key: L10nKey =
        switch outcome {
        case .added: .membershipAdded
        case .alreadyIn: .membershipAlreadyIn
        case .removed: .membershipRemoved
        case .notIn: .membershipNotIn
        }
      return context.tr(key, name, collectionName)
    }
    return MessageOutput(lines: lines)
  }
}
