extension ContinentPlacement {
  /// The hand-drawn borders of the transcontinental rule, as (latitude, longitude) corners.
  enum Regions {
    /// Europe's side of the Urals, the Ural river and the Caspian, as far as Russia and Kazakhstan
    /// reach: Novaya Zemlya and Franz Josef Land in, Yamal and Severnaya Zemlya out, the Caucasus in.
    static let europeanRussiaAndKazakhstan = GeoPolygon(vertices: [
      (85, 10), (85, 70), (77.5, 70), (73.5, 64), (70.0, 64), (68.8, 66.6), (67.5, 65.8), (65.0, 60.3),
      (62.0, 59.3), (60.0, 59.6), (58.0, 59.2), (56.85, 60.05), (55.0, 59.85), (54.3, 59.4), (53.4, 59.0),
      (51.25, 58.6), (51.77, 55.1), (51.45, 53.3), (51.23, 51.37), (50.2, 51.15), (48.55, 51.78), (47.1, 51.9),
      (46.8, 51.6), (46.5, 50.0), (41.0, 49.5), (41.0, 10),
    ])

    /// Turkish Thrace and Gökçeada, north and west of the Bosporus, the Marmara and the Dardanelles.
    static let turkishThrace = GeoPolygon(vertices: [
      (42.2, 25.5), (42.2, 29.2), (41.23, 29.13), (41.0, 29.0), (40.95, 28.98), (40.93, 28.5), (40.9, 27.9),
      (40.85, 27.5), (40.55, 27.1), (40.45, 26.75), (40.3, 26.6), (40.15, 26.395), (40.03, 26.18), (40.0, 25.5),
    ])

    /// The Sinai peninsula, east of the Suez Canal and the Gulf of Suez.
    static let sinai = GeoPolygon(vertices: [
      (31.6, 32.305), (30.6, 32.33), (30.3, 32.35), (29.95, 32.56), (29.6, 32.55), (29.04, 32.85), (28.3, 33.35),
      (27.65, 34.28), (27.8, 35.2), (31.6, 35.2),
    ])
  }
}
