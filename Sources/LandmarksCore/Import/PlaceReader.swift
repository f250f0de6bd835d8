/// A streaming reader of one import format: records come one at a time, so memory stays bounded.
public protocol PlaceReader {
  /// The next record, or `nil` at the end of the file.
  ///
  /// Throws `ImportError` for structural faults that stop reading altogether (invalid UTF-8,
  /// nesting too deep, broken syntax); a bad value in one record is a `.problem` instead.
  mutating func next() throws -> ImportRecord?
}
