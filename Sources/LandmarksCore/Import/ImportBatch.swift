import Foundation
import LandmarksModels

/// Records handed from the reading thread of an import to the indexing thread, with the names of
/// those the reading thread had time to prepare.
///
/// Romanising names for slugs is most of the indexing thread's work on text outside Latin, and
/// parsing is the reading thread's: when the indexing thread falls behind, the reading thread would
/// only wait for room, so it prepares the names of the batches it sends meanwhile. Either thread
/// prepares a name the same way, so the index is the same whichever did.
struct ImportBatch: Sendable {
  /// The records, in file order.
  var records: [ImportRecord] = []
  /// The prepared names, one for each record in `records` (nil where it is no place); empty when
  /// the batch was not prepared.
  var prepared: [PreparedName?] = []

  /// Prepares the name of every place of the batch.
  mutating func prepare(using slugs: inout SlugMaker) {
    prepared = records.map { record in
      guard case .place(let place, _) = record else { return nil }
      return PreparedName(place, slugs: &slugs)
    }
  }
}

/// A place's text cleaned and its name folded and turned into a slug: the part of indexing a place
/// that depends on nothing but the place.
struct PreparedName: Sendable {
  /// The place with its text cleaned; nil when cleaning left it as the record has it, which is
  /// then indexed without a copy.
  let cleanedPlace: ImportedPlace?
  /// Characters or sequences cleaning removed.
  let cleaned: Int
  /// The cleaned name, folded.
  let folded: String
  /// The plain slug of the cleaned name; nil when nothing Latin is left of it.
  let slug: String?

  /// Prepares `raw`, folding and romanising through `slugs`.
  init(_ raw: borrowing ImportedPlace, slugs: inout SlugMaker) {
    let name: String
    if TextCleaning.isClean(raw) {
      cleanedPlace = nil
      cleaned = 0
      name = raw.name
    } else {
      let result = TextCleaning.place(copy raw)
      cleanedPlace = result.place
      cleaned = result.cleaned
      name = result.place.name
    }
    folded = slugs.folder.fold(name)
    slug = slugs.slug(name: name, folded: folded)
  }
}

/// How many batches the reading thread has sent that the indexing thread has not yet taken.
final class ImportBacklog: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var pending = 0

  /// Batches waiting.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return pending
  }

  /// One more batch was sent.
  func sent() {
    lock.lock()
    pending += 1
    lock.unlock()
  }

  /// One batch was taken.
  func taken() {
    lock.lock()
    pending -= 1
    lock.unlock()
  }
}
