// The catalog's models and index format live in LandmarksData so that the build tool can index
// the built-in catalog; everyone who imports the core sees them as part of it.
@_exported import LandmarksData
