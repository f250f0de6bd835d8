import Foundation
import LandmarksCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The explorer on a real terminal: one loop that waits in `poll` for a key, a signal, a saved
/// change or a change in the data folder — and otherwise sleeps, so an idle explorer uses no CPU.
/// Each pass hands keys to the model, draws it, and writes only the cells that changed.
struct BrowseSession {
  /// What is on screen and what the keys do to it; the session only feeds and draws it.
  var model: BrowseModel
  /// The command's context: the store, the clock, identifiers.
  let context: CommandContext
  /// Whether the mouse is reported.
  let mouse: Bool
  /// Whether symbols may be Unicode.
  let unicode: Bool

  /// How long a lone Escape waits for the rest of a sequence, in milliseconds.
  static let escapeTimeout: Int32 = 25
  /// A frame's interval while something animates, in milliseconds.
  static let frameInterval: Int32 = 16

  /// Runs until the person quits; a SIGTERM or SIGHUP ends the process after the terminal is restored.
  mutating func run() throws {
    let terminal = try BrowseTerminal(input: STDIN_FILENO, output: STDOUT_FILENO, mouse: mouse)
    let wakeWriter = BrowseSignals.shared.pointee.wakeWriter
    let store = context.store
    let writer = BrowseWriter(
      makeStore: { onWait in
        StateStore(
          location: store.location, lockTimeout: store.lockTimeout, onLockWait: onWait, onCommit: store.onCommit)
      },
      wake: {
        var byte = BrowseTerminal.wakeByte
        _ = write(wakeWriter, &byte, 1)
      })
    let watcher = StoreWatcher(directory: store.location.directory.path)
    try terminal.enter()
    defer {
      writer.finish()
      terminal.restore()
    }
    let frames = FrameWriter(colors: model.colors)
    var decoder = KeyDecoder()
    var shown: Screen?
    var size = terminal.size()
    model.resize(width: size.width, height: size.height)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let now = context.uptime()
      let screen = try BrowseRenderer(model: model, now: now, unicode: unicode, units: context.settings.units.value)
        .render()
      let frame = frames.frame(from: shown, to: screen)
      if !frame.isEmpty { try terminal.write(frame) }
      shown = screen

      var fds = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: terminal.wakeReader, events: Int16(POLLIN), revents: 0),
      ]
      if let watcher { fds.append(pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)) }
      var timeout: Int32 = -1
      if decoder.isWaiting { timeout = Self.escapeTimeout }
      if model.isAnimating(at: now) { timeout = timeout < 0 ? Self.frameInterval : min(timeout, Self.frameInterval) }
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        throw BrowseError.terminalFailed(reason: String(cString: strerror(errno)))
      }
      var keys: [Key] = []
      if ready == 0, decoder.isWaiting { keys += decoder.flush() }
      if fds[0].revents & Int16(POLLIN | POLLHUP) != 0 {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        // The terminal went away: nobody is left to see the screen.
        if count == 0 { return }
        if count > 0 { keys += decoder.feed(buffer[0..<count]) }
      }
      for signal in terminal.pendingSignals() {
        switch signal {
        case SIGWINCH:
          size = terminal.size()
          model.resize(width: size.width, height: size.height)
          shown = nil
        case SIGCONT:
          shown = nil
        case SIGINT:
          return
        default:
          writer.finish()
          terminal.die(of: signal)
        }
      }
      for outcome in writer.takeOutcomes() { apply(outcome, busy: writer.isBusy) }
      if let watcher, fds.count > 2, fds[2].revents & Int16(POLLIN) != 0, watcher.drain(), !writer.isBusy {
        reload()
      }
      for key in keys {
        let effects = try model.handle(
          key, now: context.uptime(), date: context.now(), makeIdentifier: context.makeIdentifier)
        for effect in effects {
          switch effect {
          case .quit: return
          case .suspend:
            try terminal.suspend()
            size = terminal.size()
            model.resize(width: size.width, height: size.height)
            shown = nil
          case .redraw: shown = nil
          case .copy(let text):
            let tmux = !(context.environment["TMUX"] ?? "").isEmpty
            try terminal.write(OSC52.sequence(copying: text, tmux: tmux))
          case .save(let change): writer.save(change, on: context.now())
          }
        }
      }
    }
  }

  /// Takes a saved change's outcome into the model: the store's state once nothing else is waiting.
  private mutating func apply(_ outcome: BrowseWriter.Outcome, busy: Bool) {
    switch outcome {
    case .waiting(let pid):
      model.waitingFor =
        pid.map { model.words(.browseWaitingPid, Int($0)) } ?? model.words(.browseWaiting)
    case .saved(let change, let state, let message):
      model.waitingFor = nil
      if !busy { model.replaceState(state) }
      if change.isJournalStep, let message { model.say(model.words(message)) }
    case .failed(_, let error):
      model.waitingFor = nil
      model.say(model.words(.browseNotSaved, SafeText.clean(model.words.describe(error))), isError: true)
      reload()
    }
  }

  /// Reads the store again, for a change made elsewhere; a damaged store is reported, not touched.
  private mutating func reload() {
    do {
      let state = try context.store.load()
      if state != model.state { model.replaceState(state) }
    } catch {
      model.say(SafeText.clean(model.words.describe(error)), isError: true)
    }
  }
}
