import ScreenModel

/// The window's way of calling a live program (issue 42): never waiting for it longer than a
/// few milliseconds a request, so the window keeps its frame rate whatever the code does.
extension Engine {
  /// From now on, waits at most `wait` seconds for each answer of an
  /// ``AsynchronousLiveProgram`` and draws the frame without it when it is late (the window);
  /// nil waits for every answer (the default: headless runs give the same trace every time).
  public mutating func answerLiveAsynchronously(waitingAtMost wait: Double?) {
    live.answerWait = wait
  }

  /// Says that the app is starting the code again (a saved file) and waits for its first
  /// answer, or no longer does; the HUD shows it.
  public mutating func noteLiveRestart(pending: Bool) {
    live.restarting = pending
  }

  /// One frame's calls: the answer to a request still out is taken if it has come (its scene
  /// swapped in as ``runLiveProgram(at:)`` does), then this frame's requests are sent as
  /// there, up to ``liveRoundsPerFrame``, each waited for at most `wait`. A request whose
  /// answer is late stays out, and no other is sent until it comes: the frames meanwhile are
  /// drawn with the last scene, and what they would have told the program (the scroll
  /// position, queued taps) goes with the next request.
  mutating func runLiveProgramAsynchronously(
    _ program: any AsynchronousLiveProgram, at now: Double, wait: Double
  ) {
    if let sent = live.inFlight {
      let response: LiveResponse?
      do {
        response = try program.poll(waitingAtMost: wait)
      } catch {
        stopLive(error)
        return
      }
      guard let response else {
        if !live.pendingEvents.isEmpty || live.animating || sent.scroll != liveScrollGeometry() {
          live.droppedUpdates += 1
        }
        return
      }
      live.inFlight = nil
      live.waitingSince = nil
      _ = takeLiveResponse(response, at: now)
    }
    for round in 0..<Engine.liveRoundsPerFrame {
      var request = liveRequest(time: now)
      if round == 0 {
        request.events = live.pendingEvents
        live.pendingEvents.removeAll()
      }
      if live.isRedundant(request), round > 0 || !live.animating { return }
      live.sent(request)
      let response: LiveResponse?
      do {
        try program.send(request)
        response = try program.poll(waitingAtMost: wait)
      } catch {
        stopLive(error)
        return
      }
      guard let response else {
        live.inFlight = request
        live.waitingSince = now
        return
      }
      // An answer that changes nothing ends the frame's exchange.
      guard takeLiveResponse(response, at: now) else { return }
    }
  }

  private mutating func stopLive(_ failure: LiveFailure) {
    live.failure = failure.message
    live.inFlight = nil
    live.waitingSince = nil
  }
}
