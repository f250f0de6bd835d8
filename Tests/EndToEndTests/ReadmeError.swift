/// A ```console block in the README that cannot be run as an example.
enum ReadmeError: Error, CustomStringConvertible {
  /// The block has no closing fence.
  case unclosedBlock(String)
  /// The block's first line is not `$ landmarks …`.
  case notAnExample(String)

  var description: String {
    switch self {
    case .unclosedBlock(let start): "a ```console block is never closed: \(start)"
    case .notAnExample(let line): "a ```console block does not start with '$ landmarks ': \(line)"
    }
  }
}
