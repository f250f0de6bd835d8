import Foundation
import Testing

@testable import LandmarksCore

/// The four activities: their spellings on the command line and their order.
@Suite struct ActivityTests {
  @Test(arguments: [
    // Ids
    ("takePhoto", Activity.takePhoto),
    ("readDescription", .readDescription),
    ("findNature", .findNature),
    ("drawSketch", .drawSketch),
    // Kebab case
    ("take-photo", .takePhoto),
    ("read-description", .readDescription),
    ("find-nature", .findNature),
    ("draw-sketch", .drawSketch),
    // Short words
    ("photo", .takePhoto),
    ("read", .readDescription),
    ("nature", .findNature),
    ("sketch", .drawSketch),
    // Any case
    ("TAKEPHOTO", .takePhoto),
    ("takephoto", .takePhoto),
    ("Take-Photo", .takePhoto),
    ("DRAW-SKETCH", .drawSketch),
    ("Photo", .takePhoto),
    ("READ", .readDescription),
    ("Nature", .findNature),
    ("SKETCH", .drawSketch),
  ])
  func parsesEverySpelling(text: String, expected: Activity) {
    #expect(Activity(parsing: text) == expected)
  }

  @Test(arguments: ["swim", "", "photos", "take", "draw", "find", "description", "take_photo_now", "all"])
  func rejectsUnknownActivities(text: String) {
    #expect(Activity(parsing: text) == nil, "'\(text)' parsed as \(String(describing: Activity(parsing: text)))")
  }

  @Test(arguments: [
    ("foto", "photo"), ("fotos", "photo"), ("Foto", "photo"), ("skech", "sketch"), ("raed", "read"),
    ("natur", "nature"), ("takePhot", "takePhoto"), ("draw-skech", "draw-sketch"),
  ])
  func suggestsTheNearestSpelling(typo: String, nearest: String) {
    #expect(Activity(parsing: typo) == nil)
    #expect(Activity.nearestSpellings(to: typo).first == nearest)
  }

  @Test func suggestsOneSpellingPerActivity() {
    let suggestions = Activity.nearestSpellings(to: "sketc")
    #expect(suggestions == ["sketch"])
    #expect(Activity.nearestSpellings(to: "swim").isEmpty)
  }

  @Test(arguments: Activity.allCases)
  func everyActivityParsesFromEachOfItsSpellings(activity: Activity) {
    #expect(Activity(parsing: activity.rawValue) == activity)
    #expect(Activity(parsing: activity.kebabName) == activity)
    #expect(Activity(parsing: activity.shortName) == activity)
  }

  @Test func kebabNamesAreLowercaseWithHyphens() {
    #expect(Activity.allCases.map(\.kebabName) == ["take-photo", "read-description", "find-nature", "draw-sketch"])
  }

  @Test func shortNamesAreTheBriefsWords() {
    #expect(Activity.allCases.map(\.shortName) == ["photo", "read", "nature", "sketch"])
  }

  @Test func allCasesMatchTheSampleActivitiesInOrder() throws {
    let sample = try SampleReferenceFixture.load()
    #expect(Activity.allCases.map(\.rawValue) == sample.activities.map(\.id))
  }

  @Test func comparisonFollowsDeclarationOrder() {
    #expect(Activity.allCases.sorted() == Activity.allCases)
    #expect(Activity.takePhoto < .drawSketch)
    #expect(Set([Activity.drawSketch, .takePhoto, .findNature]).sorted() == [.takePhoto, .findNature, .drawSketch])
  }

  @Test func titlesAreDistinctAndNonEmpty() {
    let titles = Activity.allCases.map(\.title)
    #expect(titles.allSatisfy { !$0.isEmpty })
    #expect(Set(titles).count == titles.count)
  }
}
