/// Shortens text that is echoed back in messages, so a huge argument cannot flood the terminal.
public enum Excerpt {
  /// `text` itself when short, else its first `limit` characters and an ellipsis.
  public static func of(_ text: String, limit: Int = 60) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "…"
  }
}
