import LandmarksJSON

/// Reads a KML file (Google My Maps, Google Earth, this tool's exports) one placemark at a time.
///
/// Each `Placemark`, at any depth inside `Document`s and `Folder`s, is one record: a place when it
/// has a `Point`, a placemark without a point when it is only a route or an area (counted, not
/// refused), and a problem when its point or name is invalid. The XML is read by `XMLTokenizer`,
/// so structural faults (a broken tag, the file cut short, nesting too deep) refuse the file.
package struct KMLReader<Input: ByteInput>: PlaceReader {
  private var tokens: XMLTokenizer<Input>
  /// The local names of the open elements, outermost first.
  private var path: [String] = []
  private var sawRoot = false
  /// The placemark being read, and the depth of its element in `path`.
  private var placemark: KMLPlacemark?
  private var placemarkDepth = 0
  /// The `name` of the `Data` element being read.
  private var dataName: String?
  /// The field whose text is being collected, and the depth of its element.
  private var field: KMLPlacemark.Field?
  private var fieldDepth = 0
  private var text = ""

  /// Reads `input`.
  package init(_ input: Input) {
    tokens = XMLTokenizer(input)
  }

  /// The next placemark as a record; throws on a structural fault.
  package mutating func next() throws -> ImportRecord? {
    while let token = try tokens.next() {
      switch token {
      case .start(let name, let attributes):
        try open(Self.localName(name), attributes: attributes)
      case .end:
        if let record = close() { return record }
      case .text(let piece):
        guard field != nil else { continue }
        guard text.utf8.count + piece.utf8.count <= ImportLimits.fieldBytes else {
          throw ImportError.malformed(
            ImportLocation(line: tokens.line),
            reason: "a placemark's text longer than \(ImportLimits.fieldBytes / (1 << 20)) MB")
        }
        text += piece
      }
    }
    return nil
  }

  private mutating func open(_ name: String, attributes: [String: String]) throws {
    if !sawRoot {
      guard name == "kml" else {
        throw ImportError.malformed(
          ImportLocation(line: tokens.tokenLine),
          reason: "the root element is <\(Excerpt.of(name, limit: 40))>, not <kml>")
      }
      sawRoot = true
    }
    let parent = path.last
    path.append(name)
    guard placemark != nil else {
      if name == "Placemark" {
        placemark = KMLPlacemark(line: tokens.tokenLine, elementID: attributes["id"])
        placemarkDepth = path.count
      }
      return
    }
    if name == "Data" { dataName = attributes["name"] }
    // Text inside a field's element (markup in a name, say) belongs to that field.
    guard field == nil else { return }
    let relativeParent = path.count - 1 == placemarkDepth ? nil : parent
    if let opened = placemark?.open(name, parent: relativeParent, attributes: attributes, dataName: dataName) {
      field = opened
      fieldDepth = path.count
      text = ""
    }
  }

  /// Closes the innermost element; the record of a placemark that closes.
  private mutating func close() -> ImportRecord? {
    defer { path.removeLast() }
    if let open = field, path.count == fieldDepth {
      placemark?.set(open, text)
      field = nil
      text = ""
    }
    if path.last == "Data" { dataName = nil }
    guard let finished = placemark, path.count == placemarkDepth else { return nil }
    placemark = nil
    return finished.record()
  }

  /// `name` without its namespace prefix (`kml:Placemark`, `gx:Track`).
  private static func localName(_ name: String) -> String {
    guard let colon = name.lastIndex(of: ":") else { return name }
    return String(name[name.index(after: colon)...])
  }
}
