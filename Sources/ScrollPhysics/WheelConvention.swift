/// How far one notch of a notched mouse wheel scrolls, by desktop platform convention.
///
/// SDL reports a notched wheel in notches (Linux, Windows) or in the OS's accelerated line
/// count (macOS, where one slow notch is one line). NavLab follows the host it runs on, so the
/// wheel feels as it does in the user's other apps:
/// - Linux and Windows: 53 pt a notch, the X11 value Chromium uses and documents as GTK+'s
///   (`kWheelScrollAmount = 53`, Chromium `ui/events/x`), about three 17–18 pt lines.
/// - macOS: 10 pt a line, NSScrollView's default `verticalLineScroll`; the OS already scales
///   the line count with wheel speed, so a slow notch moves much less than on Linux.
public enum WheelConvention: Sendable, Equatable {
  /// Linux and Windows: SDL's wheel unit is one notch.
  case linux
  /// macOS: SDL's wheel unit is one of the OS's (already accelerated) lines.
  case macOS

  /// The convention of the platform this binary was built for (Windows follows Linux's).
  public static var host: WheelConvention {
    #if os(macOS)
      .macOS
    #else
      .linux
    #endif
  }

  /// Points scrolled per SDL wheel unit of a notched wheel.
  public var pointsPerNotch: Double {
    switch self {
    case .linux: 53
    case .macOS: 10
    }
  }
}
