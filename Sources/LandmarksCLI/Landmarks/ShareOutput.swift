import LandmarksCore

/// `landmarks share`: the card as text or Markdown, or the landmark with its links as JSON.
struct ShareOutput: CommandOutput {
  /// Extra keys beside the landmark's own in JSON.
  private struct Links: Encodable, Sendable {
    let geoURI: String
    let openStreetMapURL: String
  }

  let card: ShareCard
  /// Markdown instead of plain text.
  let markdown: Bool
  var notes: [String] = []

  /// The card as printed, and as copied.
  var cardText: String { markdown ? card.markdown : card.text }

  var json: (any Encodable & Sendable)? {
    LandmarkJSON(
      landmark: card.landmark, extra: Links(geoURI: card.geoURI, openStreetMapURL: card.openStreetMapURL))
  }

  func text(in style: OutputStyle) -> String {
    // Never cut to the width: a shortened link is a broken one.
    cardText
  }
}
