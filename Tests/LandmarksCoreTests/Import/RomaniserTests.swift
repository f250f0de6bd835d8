import Foundation
import Testing

@testable import LandmarksCore

/// The transliterator kept open across names gives what Foundation's `.toLatin` transform gives
/// name by name, in every script, however long the result.
@Suite("One open transliterator romanises as Foundation does")
struct RomaniserTests {
  @Test(
    "names in many scripts, one after another through the same transliterator",
    arguments: [
      "Αθήνα", "Θεσσαλονίκη", "Երևան", "서울특별시", "부산", "ประเทศไทย", "เชียงใหม่", "मुंबई", "दिल्ली", "কলকাতা",
      "ਅੰਮ੍ਰਿਤਸਰ", "சென்னை", "አዲስ አበባ", "トウキョウ", "ニューヨーク", "とうきょう", "東京タワー", "重庆", "Москва", "ירושלים",
      "القاهرة", "ဗမာ", "ཐིམ་ཕུ", "ភ្នំពេញ", "Zürich", "", "abc",
    ])
  func namesAsFoundation(_ name: String) {
    let romaniser = Romaniser()
    // Twice: the second pass through a transliterator that has already worked.
    for _ in 0..<2 {
      #expect(romaniser.latin(name) == (name.applyingTransform(.toLatin, reverse: false) ?? name))
    }
  }

  @Test("one transliterator shared by two threads gives each thread what Foundation gives")
  func sharedBetweenThreads() async {
    let romaniser = Romaniser()
    let names = ["Αθήνα", "Երևան", "서울특별시", "ประเทศไทย", "मुंबई", "አዲስ አበባ", "トウキョウ", "Москва", "東京タワー"]
    let expected = names.map { $0.applyingTransform(.toLatin, reverse: false) ?? $0 }
    await withTaskGroup(of: [String].self) { group in
      for _ in 0..<2 {
        group.addTask {
          var latin: [String] = []
          for _ in 0..<20 { latin = names.map(romaniser.latin) }
          return latin
        }
      }
      for await latin in group {
        #expect(latin == expected)
      }
    }
  }

  @Test("a result many times longer than the name, which does not fit the first buffer")
  func longResult() {
    let romaniser = Romaniser()
    let name = String(repeating: "北京東京重庆", count: 60)
    let latin = romaniser.latin(name)
    #expect(latin == name.applyingTransform(.toLatin, reverse: false))
    #expect(latin.utf16.count > 4 * name.utf16.count)
  }
}
