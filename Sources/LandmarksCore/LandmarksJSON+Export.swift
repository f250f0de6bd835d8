// The one JSON module: importers' byte inputs and everyone's JSON reading and writing. Who imports
// the core names the inputs it takes (`MemoryInput`, `ByteInput`) without importing it too.
@_exported import LandmarksJSON
