/// Thrown by `JSONValueDecoder` for a value it will not guess how Foundation's decoder reads (a
/// number past 2^53 written with a fraction or an exponent, say): the caller then reads the whole
/// file with Foundation, so such a file keeps the reading it always had.
struct UnsureReading: Error {}
