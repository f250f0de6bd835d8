/// `TextFolding.fold` through a table of its own, for a thread that folds many names: the shared
/// table lets one thread fold at a time, so two threads folding at once would wait for each other.
///
/// Gives exactly `TextFolding.fold`; not for sharing between threads.
package struct TextFolder {
  private let table = ScalarFoldTable()

  /// A folder that has learnt nothing yet.
  package init() {}

  /// `TextFolding.fold(text)`.
  package func fold(_ text: String) -> String {
    TextFolding.foldIfASCII(text) ?? table.fold(text) ?? TextFolding.foldUnicode(text)
  }
}
