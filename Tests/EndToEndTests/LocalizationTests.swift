import Foundation
import Testing

/// The built binary in other languages: chosen by the locale, JSON the same in every one, LANG=C
/// English and ASCII as before, the landmarks found by their names in every language, and the
/// issue's own checks (help, show, mark and a mistyped command read as a German or a Japanese
/// tool would).
@Suite("Localization")
struct LocalizationTests {
  /// A store with a badge earned, a favourite and a collection, shared by the runs of a test.
  static func prepared() throws -> LandmarksProcess {
    let process = LandmarksProcess()
    for arguments in [
      ["mark", "fuji", "--all"], ["mark", "eiffel tower", "photo"], ["favorites", "add", "uluru"],
      ["collections", "create", "Trip", "--description", "Summer"], ["collections", "add", "trip", "fuji", "k2"],
    ] {
      let result = try process.run(arguments)
      try #require(result.status == 0, "\(arguments): \(result.stderr)")
    }
    return process
  }

  /// The read commands with `--json`: their output is the same whatever the language.
  static let jsonCommands: [[String]] = [
    ["list"], ["list", "--continent", "europe"], ["show", "fuji"], ["show", "Eiffelturm"], ["search", "mount"],
    ["search", "エッフェル"], ["featured"], ["badges", "--all"], ["progress"], ["favorites"], ["collections"],
    ["collections", "show", "trip"], ["near", "fuji"], ["share", "fuji"], ["map", "fuji"], ["undo", "--list"],
  ]

  @Test("--json is byte for byte the same in English, German, Japanese and Arabic")
  func jsonIsTheSame() throws {
    let process = try Self.prepared()
    defer { process.cleanUp() }
    for command in Self.jsonCommands {
      let english = try process.run(command + ["--json"], environment: ["LANG": "en_US.UTF-8"])
      #expect(english.status == 0, "\(command): \(english.stderr)")
      #expect(english.stdout.hasPrefix("[") || english.stdout.hasPrefix("{"), "\(command)")
      for language in ["de_DE.UTF-8", "ja_JP.UTF-8", "ar_EG.UTF-8"] {
        let other = try process.run(command + ["--json"], environment: ["LANG": language])
        #expect(other.stdout == english.stdout, "\(command) --json differs in \(language)")
        #expect(other.status == english.status)
      }
    }
    // No translation reaches JSON: the catalog's name and its own other names only.
    let shown = try process.run(["show", "Eiffelturm", "--json"], environment: ["LANG": "de_DE.UTF-8"])
    #expect(shown.stdout.contains(#""name" : "Eiffel Tower""#))
    #expect(!shown.stdout.contains("Eiffelturm") && !shown.stdout.contains("Turm"))
  }

  @Test("LANG=C is English and ASCII, as it always was")
  func posixLocale() throws {
    let process = try Self.prepared()
    defer { process.cleanUp() }
    // Words and symbols: the catalog's letters are data and stay (Vatnajökull), as before.
    for command in [["help"], ["help", "list"], ["progress"], ["lsit"], ["doctor"]] {
      let result = try process.run(command, environment: ["LANG": "C", "LANGUAGE": "de"])
      let text = result.stdout + result.stderr
      #expect(text.utf8.allSatisfy { $0 < 0x80 }, "\(command): \(text)")
      #expect(!text.isEmpty)
    }
    let help = try process.run(["help"], environment: ["LANG": "C"]).stdout
    #expect(help.hasPrefix("OVERVIEW: Explore remarkable places"))
    let show = try process.run(["show", "fuji"], environment: ["LC_ALL": "C"]).stdout
    #expect(show.contains("Coordinates  35.3607 deg N, 138.7274 deg E") || show.contains("Coordinates  35.3607"))
    #expect(show.contains("Elevation    3,776 m"))
  }

  @Test("German reads as a German tool: help, show, mark and a mistyped command")
  func german() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    let german = ["LANG": "de_DE.UTF-8"]
    let help = try process.run(["help"], environment: german)
    #expect(help.stdout.hasPrefix("ÜBERSICHT:"), "\(help.stdout)")
    #expect(help.stdout.contains("BEFEHLE:"))
    let show = try process.run(["show", "eiffelturm"], environment: german)
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.hasPrefix("Eiffelturm (Eiffel Tower"))
    #expect(show.stdout.contains("Koordinaten  48,8583° N, 2,2945° O"))
    #expect(show.stdout.contains("Paris, Île-de-France, Frankreich · Europa"))
    let mark = try process.run(["mark", "eiffelturm", "--all"], environment: german)
    #expect(mark.status == 0)
    #expect(mark.stdout.contains("und eine Skizze zeichnen (4/4 erledigt)"), "\(mark.stdout)")
    #expect(mark.stdout.contains("Abzeichen für Eiffelturm erhalten!"), "\(mark.stdout)")
    let mistyped = try process.run(["lsit"], environment: german)
    #expect(mistyped.status == 64)
    #expect(
      mistyped.stderr == "Fehler: Unbekannter Befehl 'lsit'. Vielleicht 'list'?\n'landmarks help' zeigt die Befehle.\n")
    let badges = try process.run(["badges"], environment: german)
    #expect(badges.stdout.contains("Eiffelturm — Turm, braun — erhalten"), "\(badges.stdout)")
  }

  @Test("Japanese reads as a Japanese tool: help, show, mark and a mistyped command")
  func japanese() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    let japanese = ["LANG": "ja_JP.UTF-8"]
    let help = try process.run(["help"], environment: japanese)
    #expect(help.stdout.hasPrefix("概要:"), "\(help.stdout)")
    let show = try process.run(["show", "エッフェル塔"], environment: japanese)
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.hasPrefix("エッフェル塔 (Eiffel Tower"))
    #expect(show.stdout.contains("フランス、イル・ド・フランス、パリ · ヨーロッパ"))
    let mark = try process.run(["mark", "eiffelturm", "--all"], environment: japanese)
    #expect(mark.status == 0)
    #expect(mark.stdout.contains("（4/4 完了）"), "\(mark.stdout)")
    #expect(mark.stdout.contains("エッフェル塔のバッジを獲得しました！"), "\(mark.stdout)")
    let mistyped = try process.run(["lsit"], environment: japanese)
    #expect(mistyped.status == 64)
    #expect(mistyped.stderr.hasPrefix("エラー: 'lsit' は不明なコマンドです。'list' のことですか？"), "\(mistyped.stderr)")
    let badges = try process.run(["badges"], environment: japanese)
    // Dates as Japanese writes them: 2026年12月1日 18:14.
    #expect(
      badges.stdout.range(of: #"\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}"#, options: .regularExpression) != nil,
      "\(badges.stdout)")
  }

  @Test("Arabic, Hebrew and Thai speak the interface and the sample's landmarks; the rest in the catalog's words")
  func sampleLanguages() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    for (locale, name) in [("ar_EG.UTF-8", "جبل فوجي"), ("he_IL.UTF-8", "הר פוג׳י"), ("th_TH.UTF-8", "ภูเขาไฟฟูจิ")] {
      let show = try process.run(["show", "1016"], environment: ["LANG": locale])
      #expect(show.status == 0)
      let first = show.stdout.split(separator: "\n").first.map(String.init) ?? ""
      #expect(first.hasPrefix(name), "\(locale): \(first)")
      #expect(!show.stdout.contains("Coordinates"), "\(locale)")
      // A landmark outside the sample keeps the catalog's name, with the interface translated.
      let other = try process.run(["show", "eiffel tower"], environment: ["LANG": locale])
      #expect(other.stdout.hasPrefix("Eiffel Tower"), "\(locale)")
      // No directional mark is added: Arabic and Hebrew stay in logical order.
      for mark in ["\u{200E}", "\u{200F}", "\u{061C}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"] {
        #expect(!show.stdout.contains(mark) && !other.stdout.contains(mark), "\(locale)")
      }
    }
  }

  @Test("Every name in every language finds its landmark, in every locale")
  func localizedNamesFound() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    for locale in ["C.UTF-8", "de_DE.UTF-8", "ja_JP.UTF-8"] {
      for name in ["Eiffelturm", "エッフェル塔", "eiffelturm"] {
        let show = try process.run(["show", name, "--json"], environment: ["LANG": locale])
        #expect(show.status == 0 && show.stdout.contains(#""id" : 1300"#), "\(name) in \(locale): \(show.stderr)")
      }
      let search = try process.run(["search", "エッフェル", "--json"], environment: ["LANG": locale])
      #expect(search.stdout.contains(#""id" : 1300"#), "\(locale)")
      // A name the catalog has of its own is still found by it, as before.
      let fuji = try process.run(["search", "fuji", "--json", "--limit", "1"], environment: ["LANG": locale])
      #expect(fuji.stdout.contains(#""text" : "Mount Fuji""#) || fuji.stdout.contains(#""field" : "alternateName""#))
    }
  }

  @Test("Continents, kinds and activities are understood in any of the languages")
  func localizedInput() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    let europe = try process.run(["list", "--continent", "europe", "--json"])
    #expect(try process.run(["list", "--continent", "Europa", "--json"]).stdout == europe.stdout)
    #expect(try process.run(["list", "--continent", "ヨーロッパ", "--json"]).stdout == europe.stdout)
    let volcanoes = try process.run(["list", "--kind", "volcano", "--json"])
    #expect(try process.run(["list", "--kind", "Vulkan", "--json"]).stdout == volcanoes.stdout)
    let mark = try process.run(["mark", "fuji", "Foto", "写真"])
    #expect(mark.status == 0, "\(mark.stderr)")
    #expect(mark.stdout.contains("take a photo"), "\(mark.stdout)")
  }

  @Test("sync speaks the language, through a shared folder; its JSON and its log do not")
  func sync() throws {
    let world = try SyncWorld(machines: 2)
    defer { world.cleanUp() }
    let (first, second) = (world.machines[0], world.machines[1])
    let german = ["LANG": "de_DE.UTF-8"]
    let notSetUp = try first.run(["sync"], environment: german)
    #expect(
      notSetUp.status == 1 && notSetUp.stderr.contains("keine Synchronisierung eingerichtet"), "\(notSetUp.stderr)")
    try SyncWorld.run(first, ["mark", "fuji", "photo"])
    let set = try SyncWorld.run(first, ["sync", "init", world.shared.path], environment: german)
    #expect(
      set.stdout.hasPrefix("Synchronisierung mit \(world.shared.path) (gemeinsamer Ordner) eingerichtet"),
      "\(set.stdout)")
    try SyncWorld.run(second, ["mark", "k2", "nature"])
    let joined = try SyncWorld.run(second, ["sync", "init", world.shared.path], environment: ["LANG": "ja_JP.UTF-8"])
    #expect(joined.stdout.contains("受信:"), "\(joined.stdout)")
    let status = try SyncWorld.run(first, ["sync", "--status"], environment: german)
    for row in ["Gegenstelle", "Dieser Rechner", "Zuletzt synchronisiert", "Ausstehend", "Rechner"] {
      #expect(status.stdout.contains("\n\(row) ") || status.stdout.hasPrefix(row), "\(row): \(status.stdout)")
    }
    let english = try SyncWorld.run(first, ["sync", "--status", "--json"]).stdout
    for locale in ["de_DE.UTF-8", "ja_JP.UTF-8", "ar_EG.UTF-8"] {
      #expect(
        try SyncWorld.run(first, ["sync", "--status", "--json"], environment: ["LANG": locale]).stdout == english)
    }
    let received = try SyncWorld.run(first, ["sync"], environment: german)
    #expect(received.stdout.contains("\nEmpfangen:\n"), "\(received.stdout)")
    // A sync with nothing new reports the same JSON in any language.
    let once = try SyncWorld.run(first, ["sync", "--json"]).stdout
    #expect(try SyncWorld.run(first, ["sync", "--json"], environment: ["LANG": "he_IL.UTF-8"]).stdout == once)
  }
}
