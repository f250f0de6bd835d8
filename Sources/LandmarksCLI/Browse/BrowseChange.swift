import Foundation
import LandmarksCore

/// A change the explorer makes to the user's state: applied at once to what the screen shows, and
/// saved through `StateStore.update` off the input path, with the lock, a backup and an undo
/// entry as every command's change gets.
enum BrowseChange: Hashable, Sendable {
  /// Marks an activity done at a landmark, or not done.
  case setActivity(Activity, done: Bool, landmarkID: Int)
  /// Adds landmarks to a collection (Favorites included) or removes them.
  case setMembership(collectionID: String, add: [Int], remove: [Int])
  /// Creates a collection with a new id.
  case createCollection(id: String, name: String, adding: [Int])
  /// Renames a collection.
  case rename(collectionID: String, to: String)
  /// Gives a collection a new description.
  case describe(collectionID: String, as: String)
  /// Deletes a collection.
  case delete(collectionID: String)
  /// Shows or hides the badge stack: the setting `badges show|hide` keeps.
  case setBadgeStack(shown: Bool)
  /// Undoes the last change in the store's journal.
  case undo
  /// Redoes the last undone change.
  case redo

  /// Whether the change goes through the journal's undo or redo rather than `update`.
  var isJournalStep: Bool { self == .undo || self == .redo }

  /// Applies the change to `state`, as the command line's rules allow it; throws the command
  /// line's errors (a name taken, Favorites cannot be renamed) and returns what to say (`nil` for
  /// nothing), to be put in the explorer's language.
  func apply(to state: inout UserState, on date: Date) throws -> LocalizedText? {
    switch self {
    case .setActivity(let activity, let done, let id):
      let title = LocalizedValue.localized(LocalizedText(Self.titleKey(of: activity)))
      if done {
        _ = state.mark([activity], at: id, on: date)
        return LocalizedText(.browseDone, [title])
      }
      _ = state.unmark([activity], at: id, on: date)
      return LocalizedText(.browseNotDone, [title])
    case .setMembership(let collectionID, let add, let remove):
      let name = collectionName(collectionID, in: state)
      let added = state.add(add, toCollectionWithID: collectionID, on: date)
      let removed = state.remove(remove, fromCollectionWithID: collectionID, on: date)
      if !added.isEmpty, removed.isEmpty { return LocalizedText(.browseAddedTo, [name]) }
      if added.isEmpty, !removed.isEmpty { return LocalizedText(.browseRemovedFrom, [name]) }
      return LocalizedText(.browseUpdated, [name])
    case .createCollection(let id, let name, let adding):
      let collection = try state.createCollection(named: name, description: "", id: id, on: date)
      if !adding.isEmpty { _ = state.add(adding, toCollectionWithID: collection.id, on: date) }
      return LocalizedText(.browseCreated, [.text(SafeText.clean(collection.name.value))])
    // The store's resolvers take a collection's id wherever they take its name.
    case .rename(let collectionID, let newName):
      let renamed = try state.renameCollection(collectionID, to: newName, on: date)
      return LocalizedText(.browseRenamed, [.text(SafeText.clean(renamed.name.value))])
    case .describe(let collectionID, let text):
      try state.describeCollection(collectionID, as: text, on: date)
      return LocalizedText(.browseDescribed)
    case .delete(let collectionID):
      let deleted = try state.deleteCollection(collectionID, on: date)
      return LocalizedText(.browseDeleted, [.text(SafeText.clean(deleted.name.value))])
    case .setBadgeStack(let shown):
      _ = state.setBadgeStackShown(shown, on: date)
      return LocalizedText(shown ? .browseBadgesShown : .browseBadgesHidden)
    case .undo, .redo:
      return nil
    }
  }

  /// The key of an activity's title.
  private static func titleKey(of activity: Activity) -> L10nKey {
    switch activity {
    case .takePhoto: .activityTakePhotoTitle
    case .readDescription: .activityReadDescriptionTitle
    case .findNature: .activityFindNatureTitle
    case .drawSketch: .activityDrawSketchTitle
    }
  }

  private func collectionName(_ id: String, in state: UserState) -> LocalizedValue {
    if id == LandmarkCollection.favoritesID { return .localized(LocalizedText(.collectionFavorites)) }
    return state.liveCollections.first { $0.id == id }.map { .text(SafeText.clean($0.name.value)) }
      ?? .localized(LocalizedText(.browseTheCollection))
  }
}
