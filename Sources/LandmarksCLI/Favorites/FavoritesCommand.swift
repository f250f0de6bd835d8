import LandmarksCore
import LandmarksModels

/// `landmarks favorites`: lists Favorites; its subcommands add, remove and toggle.
struct FavoritesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "favorites",
    abstract: "List your favorites; add, remove or toggle landmarks.",
    options: [.json],
    examples: [
      .init(arguments: "favorites", explanation: "Your favorites, in the order you added them."),
      .init(arguments: "favorites add fuji kirkjufell", explanation: "Make Mount Fuji and Kirkjufell favorites."),
      .init(arguments: "favorites toggle uluru", explanation: "Add Uluru, or remove it if it is one."),
    ],
    subcommands: [FavoritesAddCommand.self, FavoritesRemoveCommand.self, FavoritesToggleCommand.self]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let state = try context.loadState()
    let landmarks = try state.favorites.landmarkIDs.compactMap(catalog.landmark(id:))
    let notes = landmarks.isEmpty ? ["No favorites yet. Add one with 'landmarks favorites add LANDMARK'."] : []
    return LandmarkListOutput(landmarks: landmarks, badgeStack: nil, notes: notes)
  }
}

/// A flat list of landmarks in a given order, as `favorites` and `collections show` print them.
struct LandmarkListOutput: CommandOutput {
  let landmarks: [Landmark]
  let badgeStack: BadgeStack?
  let notes: [String]

  var json: (any Encodable & Sendable)? { landmarks }

  func text(in style: OutputStyle) -> String {
    var lines = LandmarkTable.lines(landmarks, style: style, indent: 0, showsContinent: true)
    if let badgeStack { lines += badgeStack.lines(in: style) }
    return lines.map { $0 + "\n" }.joined()
  }
}

/// `landmarks favorites add LANDMARK...`.
struct FavoritesAddCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "add", abstract: "Add landmarks to Favorites (adding one twice is harmless).",
    discussion: "Every landmark is found first: one unknown name adds nothing.",
    arguments: [MembershipChange.landmarksArgument],
    examples: [
      .init(arguments: "favorites add mount-fuji", explanation: "Make Mount Fuji a favorite."),
      .init(arguments: "favorites add fuji kirkjufell", explanation: "Two favorites at once."),
    ])

  let landmarks: [String]

  init(arguments: ParsedArguments) throws { landmarks = arguments.positionals }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.add.apply(to: landmarks, in: context) { $0.favorites }
  }
}

/// `landmarks favorites remove LANDMARK...`.
struct FavoritesRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "remove", abstract: "Remove landmarks from Favorites.",
    discussion: "Every landmark is found first: one unknown name removes nothing.",
    arguments: [MembershipChange.landmarksArgument],
    examples: [
      .init(arguments: "favorites remove fuji", explanation: "Mount Fuji is no longer a favorite."),
      .init(arguments: "favorites remove fuji uluru", explanation: "Neither is a favorite any more."),
    ])

  let landmarks: [String]

  init(arguments: ParsedArguments) throws { landmarks = arguments.positionals }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.remove.apply(to: landmarks, in: context) { $0.favorites }
  }
}

/// `landmarks favorites toggle LANDMARK...`: the app's heart button.
struct FavoritesToggleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "toggle", abstract: "Add each landmark to Favorites, or remove it if it is there.",
    discussion: "Every landmark is found first: one unknown name changes nothing.",
    arguments: [MembershipChange.landmarksArgument],
    examples: [
      .init(arguments: "favorites toggle uluru", explanation: "Flip whether Uluru is a favorite."),
      .init(arguments: "favorites toggle uluru fuji", explanation: "Flip each of the two."),
    ])

  let landmarks: [String]

  init(arguments: ParsedArguments) throws { landmarks = arguments.positionals }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.toggle.apply(to: landmarks, in: context) { $0.favorites }
  }
}
