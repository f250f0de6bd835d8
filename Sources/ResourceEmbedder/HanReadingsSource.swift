import Foundation
import LandmarksModels

/// The two blocks of Han characters whose readings the build learns from ICU: CJK Unified
/// Ideographs Extension A and the main block. Rarer ones (the later extensions, compatibility
/// ideographs) stay with ICU at run time.
let hanReadingRanges: [ClosedRange<UInt32>] = [0x3400...0x4DBF, 0x4E00...0x9FFF]

/// Characters ICU's Han-Latin reads differently before certain others (藏 before 文 or 语, 重 before
/// 庆, 沈 before 阳, 秘 before 鲁): names holding them go to ICU whole.
let hanContextCharacters: Set<UInt32> = [0x85CF, 0x91CD, 0x6C88, 0x79D8]

/// ICU's romanisation of every character of `hanReadingRanges`, folded, as `HanReadings` reads it:
/// the syllables separated by spaces, and for each character in order two digits of the
/// land mask's alphabet giving its syllable's place in that list plus one, or 0 where the
/// character's reading is not plain ASCII letters or depends on its neighbours.
///
/// ICU reads a run of Han characters one at a time apart from the context characters, so the whole
/// range is romanised as one string (one call, not one per character), which ICU separates with a
/// space between characters; a count that does not match stops the build.
func hanReadingsSource() -> String {
  var characters: [UInt32] = []
  var text = String.UnicodeScalarView()
  for range in hanReadingRanges {
    for value in range where !hanContextCharacters.contains(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      characters.append(value)
      text.append(scalar)
    }
  }
  let latin = String(text).applyingTransform(.toLatin, reverse: false) ?? ""
  let readings = latin.split(separator: " ", omittingEmptySubsequences: false)
  guard readings.count == characters.count else {
    FileHandle.standardError.write(
      Data("ResourceEmbedder: ICU gave \(readings.count) Han readings for \(characters.count) characters\n".utf8))
    exit(65)
  }
  var syllables: [String] = []
  var syllableNumbers: [String: Int] = [:]
  var numberOf: [UInt32: Int] = [:]
  for (value, reading) in zip(characters, readings) {
    let folded = TextFolding.fold(String(reading))
    guard !folded.isEmpty, folded.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { continue }
    if let number = syllableNumbers[folded] {
      numberOf[value] = number
    } else {
      syllables.append(folded)
      syllableNumbers[folded] = syllables.count
      numberOf[value] = syllables.count
    }
  }
  guard syllables.count < 1 << 12 else {
    FileHandle.standardError.write(Data("ResourceEmbedder: too many Han syllables\n".utf8))
    exit(65)
  }
  let numbers = hanReadingRanges.flatMap { range in range.map { numberOf[$0] ?? 0 } }
  return """

    /// ICU's readings of Han characters, folded, separated by spaces (see `HanReadings`).
    let embeddedHanSyllables: StaticString = \"\"\"
    \(syllables.joined(separator: " "))
    \"\"\"
    /// Each Han character's syllable in `embeddedHanSyllables`, plus one (0: none), two digits each.
    let embeddedHanReadings: StaticString = \"\"\"
    \(landMaskLiteralBody(numbers, digits: 2))
    \"\"\"

    """
}
