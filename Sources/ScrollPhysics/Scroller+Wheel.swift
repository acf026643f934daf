// Mouse wheel and trackpad input as SDL delivers it (docs/references.md "Desktop input").

extension Scroller {
  /// A wheel event in SDL units at `time`: positive `deltaY` means the wheel was pushed away
  /// from the user, which moves the content down (offset decreases). `flipped` is SDL's
  /// `SDL_MOUSEWHEEL_FLIPPED` direction and multiplies the delta by −1, as SDL documents.
  ///
  /// Precise (trackpad) deltas move the content by `pointsPerPreciseUnit` per unit, spread over
  /// the stream's own event interval (`WheelGlide`), rubber banding past the edges. When a glide
  /// ends with no newer event, the content coasts with GTK's velocity (docs/references.md: the last
  /// 150 ms of deltas over their span) and macOS's momentum travel
  /// (`wheelCoastDecelerationRate`), because SDL delivers no momentum of the OS's own; an event
  /// arriving within `wheelCoastMaximumDelay` of the last one continues the stream from the
  /// coast. Notched deltas glide by `pointsPerNotch` per notch (`WheelConvention`) with a short
  /// ease-out; notches arriving during the glide add onto its target. Ignored while a pointer
  /// drag is in progress; non-finite deltas are ignored and huge ones clamped.
  public mutating func wheel(deltaY: Double, precise: Bool, flipped: Bool, time: Double) {
    guard deltaY.isFinite, let t = acceptInputTime(time) else { return }
    switch motion {
    case .pressed, .dragging:
      return
    default:
      break
    }
    let config = configuration
    let limit = Swift.max(0, config.maxWheelUnitsPerEvent)
    let units = Swift.min(Swift.max(flipped ? -deltaY : deltaY, -limit), limit)

    if precise {
      let delta = -units * config.pointsPerPreciseUnit
      let start: Double
      var leftover = 0.0
      if case .wheeling(let glide) = motion {
        start = glide.position(at: t)
        leftover = glide.target - start
      } else {
        // Catch whatever motion is running where it is; continue from the finger-space
        // offset that shows it (inverse rubber band), so overscrolled content does not jump.
        start = unbanded(offset)
        // An event soon after the stream's last one continues it from its own coast: the
        // stream's history stays.
        let continues = wheelTracker.newestTime.map { t - $0 <= config.wheelCoastMaximumDelay }
        if continues != true {
          wheelTracker.reset()
          gestureStart = offset
        }
      }
      let target = start + leftover + delta
      guard target.isFinite else { return }
      wheelTracker.add(delta: delta, time: t)
      let interval = wheelTracker.meanInterval ?? 0
      let glide = WheelGlide(
        from: start, target: target, startTime: t,
        duration: Swift.min(interval, Swift.max(0, config.wheelCoastMaximumDelay)))
      motion = .wheeling(glide)
      let now = glide.position(at: t)
      offset = banded(now)
      velocity = clampedVelocity(
        (glide.duration > 0 ? glide.velocity(at: t) : wheelTracker.velocity) * bandSlope(now))
    } else {
      wheelTracker.reset()
      let delta = -units * config.pointsPerNotch
      // Successive notches accumulate onto the running glide's target.
      let base: Double
      if case .animating(let animation, _) = motion {
        base = animation.to
      } else {
        base = offset
      }
      var target = Swift.min(Swift.max(base + delta, leadingEdge), maxOffset)
      // With targets a notch goes to the next one its way (a page, a card), as the arrow
      // keys page a paging scroll view.
      if delta != 0,
        let next = targets.step(from: base, by: delta > 0 ? 1 : -1, maxOffset: maxOffset)
      {
        target = next
      }
      guard target.isFinite else { return }
      startAnimation(
        to: target, duration: config.notchAnimationDuration, at: t, snapsWhenDone: true)
    }
  }
}
