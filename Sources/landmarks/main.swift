import LandmarksCLI

LandmarksApp.main()
