import LandmarksCore
import LandmarksModels

/// `landmarks favorites`: lists Favorites; its subcommands add, remove and toggle.
struct FavoritesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "favorites",
    abstract: .favoritesAbstract,
    options: [.json],
    examples: [
      .init(arguments: "favorites", explanation: .favoritesExample1),
      .init(arguments: "favorites add fuji kirkjufell", explanation: .favoritesExample2),
      .init(arguments: "favorites toggle uluru", explanation: .favoritesExample3),
    ],
    subcommands: [FavoritesAddCommand.self, FavoritesRemoveCommand.self, FavoritesToggleCommand.self]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let state = try context.loadState()
    let landmarks = try state.favorites.landmarkIDs.compactMap(catalog.landmark(id:))
    let notes = landmarks.isEmpty ? [context.tr(.favoritesNone)] : []
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
    name: "add", abstract: .favoritesAddAbstract,
    discussion: [.init(.favoritesAddDiscussion)],
    arguments: [MembershipChange.landmarksArgument],
    examples: [
      .init(arguments: "favorites add mount-fuji", explanation: .favoritesAddExample1),
      .init(arguments: "favorites add fuji kirkjufell", explanation: .favoritesAddExample2),
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
    name: "remove", abstract: .favoritesRemoveAbstract,
    discussion: [.init(.favoritesRemoveDiscussion)],
    arguments: [MembershipChange.landmarksArgument],
    examples: [
      .init(arguments: "favorites remove fuji", explanation: .favoritesRemoveExample1),
      .init(arguments: "favorites remove fuji uluru", explanation: .favoritesRemoveExample2),
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
    name: "toggle", abstract: .favoritesToggleAbstract,
    discussion: [.init(.favoritesToggleDiscussion)],
    arguments: [MembershipChange.landmarksArgument],
    examples: [
      .init(arguments: "favorites toggle uluru", explanation: .favoritesToggleExample1),
      .init(arguments: "favorites toggle uluru fuji", explanation: .favoritesToggleExample2),
    ])

  let landmarks: [String]

  init(arguments: ParsedArguments) throws { landmarks = arguments.positionals }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try MembershipChange.toggle.apply(to: landmarks, in: context) { $0.favorites }
  }
}
