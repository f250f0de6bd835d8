import Foundation
import Testing

/// `doctor` checks each imported source's index, and names the command that rebuilds a damaged one.
@Suite struct DoctorSourcesTests {
  @Test func aDamagedIndexIsReportedWithItsFix() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    // Outside the data folder, whose permissions doctor checks.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("trips-\(UUID().uuidString).geojson")
    try Data(ImportTests.geoJSON(count: 40).utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try landmarks.run(["import", file.path, "--name", "trips"]).status == 0)
    #expect(try landmarks.run(["doctor"]).status == 0)

    // Flip bytes in the middle of the index, where the records are.
    let sources = landmarks.home.appendingPathComponent("sources")
    let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: sources.path).first)
    let index = sources.appendingPathComponent(folder).appendingPathComponent("index.lmk")
    var bytes = try Data(contentsOf: index)
    for offset in stride(from: bytes.count / 2, to: bytes.count / 2 + 16, by: 1) { bytes[offset] ^= 0x5A }
    try bytes.write(to: index)

    let doctor = try landmarks.run(["doctor"])
    #expect(doctor.status == 1)
    #expect(doctor.stdout.contains("The index of the source 'trips' cannot be trusted"), "\(doctor.stdout)")
    let fix = try #require(
      doctor.stdout.split(separator: "\n").first { $0.contains("landmarks import") }.map(String.init))
    // The fix is a command a person can paste: run it the same way and the folder is healthy again.
    let command = try #require(fix.range(of: "landmarks import").map { String(fix[$0.upperBound...]) })
    let repaired = try landmarks.shell("'\(LandmarksProcess.binary.path)' import \(command)")
    #expect(repaired.status == 0, "\(repaired.stderr)")
    #expect(try landmarks.run(["doctor"]).status == 0)
    #expect(try landmarks.run(["show", "place 7"]).status == 0)
  }
}
