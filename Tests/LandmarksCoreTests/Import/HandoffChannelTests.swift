import Foundation
import Testing

@testable import LandmarksIndex

/// The queue between the reading and indexing threads keeps only what is in flight.
@Suite struct HandoffChannelTests {
  final class Probe: Sendable {}

  @Test func takenItemsAreReleasedWhileTheProducerStaysAhead() {
    let channel = HandoffChannel<Probe>(capacity: 4)
    weak var first: Probe?
    do {
      let probe = Probe()
      first = probe
      #expect(channel.send(probe))
    }
    #expect(channel.send(Probe()))
    #expect(channel.receive() != nil)
    // One item is still queued, so the queue is never empty: the first must be gone all the same.
    #expect(first == nil)
    channel.close()
    #expect(channel.receive() != nil)
    #expect(channel.receive() == nil)
  }

  @Test func aRefusingConsumerStopsTheProducer() {
    let channel = HandoffChannel<Int>(capacity: 1)
    #expect(channel.send(1))
    channel.refuse()
    #expect(!channel.send(2))
  }

  @Test func itemsCrossThreadsInOrder() {
    let channel = HandoffChannel<Int>(capacity: 3)
    let work = BackgroundWork {
      var received: [Int] = []
      while let item = channel.receive() { received.append(item) }
      return received
    }
    for item in 0..<1_000 { #expect(channel.send(item)) }
    channel.close()
    #expect((try? work.wait().get()) == Array(0..<1_000))
  }
}
