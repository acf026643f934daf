import NavInput

extension Studio {
  /// Applies one input event that happened at `wallTime`: the window's own keys here, the rest
  /// to each phone, in phone coordinates (see ``phonePoint(_:)``), at the same studio time.
  public mutating func handle(_ event: InputEvent, at wallTime: Double) {
    let now = clock(wallTime)
    if case .key(let chord) = event, windowKey(chord) { return }
    a.handle(event, at: now)
    if b != nil { b!.handle(event, at: now) }
    collectEngineOutput()
  }

  /// Takes what a key asked of the phones: a toast (A's words: the same key said it to both)
  /// and a window resize.
  private mutating func collectEngineOutput() {
    if let notice = a.notice ?? b?.notice { showToast(notice) }
    if a.requests.contains(.deviceChanged) || b?.requests.contains(.deviceChanged) == true {
      requests.insert(.deviceChanged)
    }
    a.notice = nil
    a.requests = []
    if b != nil {
      b!.notice = nil
      b!.requests = []
    }
  }

  /// The window's keys (`KeyBindings`); returns whether the key was one (the phones do not see
  /// it).
  private mutating func windowKey(_ chord: KeyChord) -> Bool {
    let plain = !chord.control && !chord.alt
    let action = KeyBindings.action(for: chord)
    if action == .help || (helpVisible && chord.key == "escape") {
      helpVisible = action == .help ? !helpVisible : false
      return true
    }
    if tuningPanelVisible, tuningKey(chord) { return true }
    // A focused search field takes plain keys, H and P included.
    if a.isTyping, plain { return false }
    switch action {
    case .screenshot: requests.insert(.screenshot)
    case .quit: requests.insert(.quit)
    case .slowMotion:
      slowMotion.toggle()
      showToast(slowMotion ? "Slow motion (10×)" : "Normal speed")
    case .toggleHUD: hudVisible.toggle()
    case .toggleTuningPanel: tuningPanelVisible.toggle()
    default: return false
    }
    return true
  }

  /// Keys of the open tuning panel (`KeyBindings.tuningPanel`); returns whether the key was used.
  private mutating func tuningKey(_ chord: KeyChord) -> Bool {
    let knobs = TuningKnob.all
    switch KeyBindings.action(for: chord, in: KeyBindings.tuningPanel) {
    case .previousKnob: tuningSelection = (tuningSelection + knobs.count - 1) % knobs.count
    case .nextKnob: tuningSelection = (tuningSelection + 1) % knobs.count
    case .decreaseKnob, .increaseKnob:
      let steps = (chord.key == "left" ? -1.0 : 1.0) * (chord.shift ? 10 : 1)
      let engine = tuned
      applyTuning(
        knobs[tuningSelection].adjusted(engine.options.tuning, engine.top.spec, steps: steps))
    case .exportTuning: requests.insert(.exportTuning)
    case .closeTuningPanel: tuningPanelVisible = false
    default: return false
    }
    return true
  }

  /// Puts new tuning into effect on the tuned phone (B when comparing): A keeps its own.
  public mutating func applyTuning(_ tuning: Tuning) {
    if b != nil {
      b!.applyTuning(tuning)
    } else {
      a.applyTuning(tuning)
    }
  }
}
