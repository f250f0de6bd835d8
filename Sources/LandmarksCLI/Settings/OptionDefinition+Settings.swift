extension OptionDefinition {
  /// `--units`, accepted by every command, like `--color`.
  static let units = option(
    "units", value: "system", kind: .choices(["metric", "imperial"]),
    help: "Elevations, areas and distances in metric or imperial (JSON stays metric).")
  /// `--no-pager`, accepted by every command.
  static let noPager = flag("no-pager", help: "Print directly, never through a pager.")
}
