import NavGeometry

/// A switch row the user toggled: its state and the thumb's slide (0 off … 1 on).
public struct RowToggle: Sendable, Equatable {
  public var isOn: Bool
  public var position: AnimatedValue

  /// A switch's thumb slides in 200 ms (Flutter `cupertino/switch.dart` `_kToggleDuration`;
  /// Apple publishes no number).
  public static let duration = 0.2
}

extension ScreenState {
  /// Whether switch or checkmark row `index` is on now.
  public func isOn(row index: Int, section: Int) -> Bool {
    let content = spec.row(index)
    switch content.accessory {
    case .switch: return toggles[index]?.isOn ?? content.isOn
    case .checkmark:
      if let chosen = checkedRows[section] { return chosen == index }
      return content.isOn
    default: return false
    }
  }

  /// Where row `index`'s switch thumb is, 0 (off) … 1 (on).
  public func switchPosition(row index: Int) -> Double {
    toggles[index]?.position.value ?? (spec.row(index).isOn ? 1 : 0)
  }

  /// A tap on a switch row toggles it; on a checkmark row, chooses it within its section.
  /// Returns whether the row was such a row (it pushes nothing then).
  mutating func tapControl(row index: Int, time: Double) -> Bool {
    let content = spec.row(index)
    switch content.accessory {
    case .switch:
      let on = !(toggles[index]?.isOn ?? content.isOn)
      var toggle =
        toggles[index]
        ?? RowToggle(isOn: !on, position: AnimatedValue(value: on ? 0 : 1))
      toggle.isOn = on
      toggle.position.setTarget(on ? 1 : 0, duration: RowToggle.duration, time: time)
      toggles[index] = toggle
      return true
    case .checkmark:
      if let section = section(ofRow: index) { checkedRows[section] = index }
      return true
    case .none, .stepper:
      return true
    case .disclosure:
      // Buttons, destructive actions and text fields act in place (they show no chevron).
      return content.style != .default || content.placeholder != nil
    }
  }

  /// The section holding row `index`.
  func section(ofRow index: Int) -> Int? {
    guard index >= 0, index < list.totalRows else { return nil }
    let frame = list.rowFrame(index)
    var found: [ListRowPlacement] = []
    list.visibleRows(minY: frame.midY, maxY: frame.midY + 0.001, into: &found)
    return found.first(where: { $0.index == index })?.section
  }

  /// Moves switch thumbs along (called with the chrome).
  mutating func updateToggles(time: Double) {
    guard !toggles.isEmpty else { return }
    for key in toggles.keys { toggles[key]?.position.update(time: time) }
  }

  /// Whether a switch is still sliding.
  var togglesAnimating: Bool { toggles.values.contains { $0.position.isAnimating } }
}
