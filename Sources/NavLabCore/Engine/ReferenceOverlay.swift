import DisplayList
import NavInput

/// A real device screenshot held over the prototype to compare (issue 19): `--overlay FILE.png`
/// or a scene's `"overlay"`. O shows or hides it; Shift+O cycles 50 % → 25 % → 75 % → a
/// difference blend (identical pixels turn black); `--overlay-mode` picks the mode to start
/// with. Ctrl+S never includes it; `--screenshot`, a script's screenshots and videos include it
/// only with `--overlay-in-screenshot` (`Studio.captured`).
public struct ReferenceOverlay: Sendable, Equatable {
  /// The modes Shift+O cycles through, in order.
  public enum Mode: Int, Sendable, CaseIterable {
    case half, quarter, threeQuarters, difference

    public var opacity: Double {
      switch self {
      case .half: 0.5
      case .quarter: 0.25
      case .threeQuarters: 0.75
      case .difference: 1
      }
    }

    /// The mode `--overlay-mode` names: `25`, `50`, `75` or `difference`.
    public init?(name: String) {
      switch name.lowercased() {
      case "50", "50%": self = .half
      case "25", "25%": self = .quarter
      case "75", "75%": self = .threeQuarters
      case "difference": self = .difference
      default: return nil
      }
    }

    /// The names `--overlay-mode` takes, in Shift+O's order.
    public static let names = ["50", "25", "75", "difference"]

    public var label: String {
      switch self {
      case .half: "Overlay: 50 %"
      case .quarter: "Overlay: 25 %"
      case .threeQuarters: "Overlay: 75 %"
      case .difference: "Overlay: difference"
      }
    }
  }

  public var isVisible = true
  public var mode = Mode.half

  public init(isVisible: Bool = true) { self.isVisible = isVisible }
}

extension Engine {
  /// The overlay image in effect: `--overlay`, else the top screen's scene field.
  public var overlayImage: ImageID? { options.overlay ?? top.spec.overlay }

  /// O and Shift+O (nothing without an overlay image).
  mutating func overlayKey(_ action: KeyAction) {
    guard overlayImage != nil else { return }
    if action == .nextOverlayMode {
      let modes = ReferenceOverlay.Mode.allCases
      overlay.mode = modes[(overlay.mode.rawValue + 1) % modes.count]
      overlay.isVisible = true
      announce(overlay.mode.label)
    } else {
      overlay.isVisible.toggle()
      announce(overlay.isVisible ? overlay.mode.label : "Overlay hidden")
    }
  }
}

extension FramePainter {
  /// The overlay over the whole phone, scaled to the device's points.
  func paintOverlay(_ engine: Engine, into list: inout DisplayList) {
    guard engine.overlay.isVisible, let image = engine.overlayImage else { return }
    let mode = engine.overlay.mode
    list.image(
      image, in: engine.device.bounds, opacity: mode.opacity,
      blend: mode == .difference ? .difference : .normal)
  }
}
