import Foundation

#if canImport(_FoundationICU)
  import _FoundationICU
#endif

/// ICU's Any-Latin transliteration, as `applyingTransform(.toLatin, reverse: false)` gives it, with
/// one transliterator kept open for many names.
///
/// Foundation opens (and compiles the rules of) a new transliterator for every string it
/// transforms, which costs more than transliterating a short name. Where Foundation's own copy of
/// ICU can be reached (Linux), the transliterator is opened once and reused; elsewhere each name
/// goes through Foundation.
///
/// Shared by the threads of an import: ICU learns each script's rules the first time the open
/// transliterator meets the script, which costs far more than the names of most files, so one
/// transliterator learns them once. ICU's transliterators keep state while they work, so one name
/// is transliterated at a time.
final class Romaniser: @unchecked Sendable {
  #if canImport(_FoundationICU)
    /// The open transliterator; nil when ICU would not open it (then Foundation does the work).
    /// Used only while `lock` is held.
    private let transliterator: UnsafeMutablePointer<UTransliterator?>?
    /// The UTF-16 text being transliterated, kept to spare an allocation a name; guarded by `lock`.
    private var buffer: [UInt16] = []
    /// Held while ICU works on a name.
    private let lock = NSLock()
  #endif

  init() {
    #if canImport(_FoundationICU)
      var status = U_ZERO_ERROR
      let id = Array("Any-Latin".utf16)
      let opened = swift_utrans_openU(id, Int32(id.count), UTRANS_FORWARD, nil, 0, nil, &status)
      transliterator = status.rawValue > U_ZERO_ERROR.rawValue ? nil : opened
      if transliterator == nil, let opened { swift_utrans_close(opened) }
    #endif
  }

  deinit {
    #if canImport(_FoundationICU)
      if let transliterator { swift_utrans_close(transliterator) }
    #endif
  }

  /// `text` in Latin letters: Foundation's `.toLatin` transform of it.
  func latin(_ text: String) -> String {
    #if canImport(_FoundationICU)
      if let transliterator {
        lock.lock()
        let latin = transliterate(text, with: transliterator)
        lock.unlock()
        if let latin { return latin }
      }
    #endif
    return text.applyingTransform(.toLatin, reverse: false) ?? text
  }

  #if canImport(_FoundationICU)
    /// `text` through `transliterator`, growing the buffer while ICU says the result does not fit;
    /// nil when ICU reports another failure (the caller then asks Foundation).
    private func transliterate(_ text: String, with transliterator: UnsafeMutablePointer<UTransliterator?>) -> String? {
      let source = Array(text.utf16)
      // Romanisation rarely more than triples a name's length (one Han character, three letters and
      // a space); a longer result is done again in a buffer of the length ICU asks for.
      var capacity = max(64, source.count * 4)
      for _ in 0..<4 {
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: source)
        buffer.append(contentsOf: repeatElement(0, count: capacity - source.count))
        var status = U_ZERO_ERROR
        var length = Int32(source.count)
        var limit = length
        buffer.withUnsafeMutableBufferPointer { text in
          swift_utrans_transUChars(
            transliterator, text.baseAddress, &length, Int32(text.count), 0, &limit, &status)
        }
        // ICU truncates a result longer than the buffer and gives the length it needed.
        if status == U_BUFFER_OVERFLOW_ERROR || Int(length) > buffer.count {
          capacity = max(capacity * 2, Int(length) + 16)
          continue
        }
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0 else { return nil }
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
      }
      return nil
    }
  #endif
}
