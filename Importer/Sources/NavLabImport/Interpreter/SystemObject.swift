import NavGeometry

/// One of the system's shared objects as the first frame of a fresh install on an iPhone sees
/// it: `UIDevice.current`, `UIScreen.main`, `UIApplication.shared`, `ProcessInfo.processInfo`,
/// and objects whose calls change nothing a first frame shows (`NotificationCenter.default`, a
/// `Logger`, a `Task` handle). Its properties are a fixed table; a method in `results` gives its
/// value, and for a `sink` every other call does nothing (posting a notification, logging).
final class SystemObject: NativeValue {
  let typeName: String
  let members: [String: RuntimeValue]
  let results: [String: RuntimeValue]
  /// Calls not in `results` return `()` (a logger, a notification centre); otherwise they are
  /// unknown (the interpreter says so and samples).
  let sink: Bool

  init(
    _ typeName: String, members: [String: RuntimeValue] = [:],
    results: [String: RuntimeValue] = [:], sink: Bool = false
  ) {
    self.typeName = typeName
    self.members = members
    self.results = results
    self.sink = sink
  }

  func member(_ name: String) -> RuntimeValue? { members[name] }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    if let result = results[method] { return result }
    return sink ? .void : nil
  }
}

/// The iPhone NavLab simulates, as the code asks the system about it: the default device
/// (``Device/iPhone15Pro``, 393 × 852 pt at 3x) and the iOS release whose look NavLab draws by
/// default (iOS 18; 18.5 is the release of the reference snapshots, issue 39).
enum SimulatedDevice {
  static let device = Device.iPhone15Pro
  /// The iOS release the code sees: `UIDevice.current.systemVersion`, `ProcessInfo`'s
  /// `operatingSystemVersion` and every `#available` / `#unavailable` read it.
  static let version = SystemVersion(major: 18, minor: 5)
  static var systemVersion: String { version.text }
  static var majorVersion: Int { version.major }
  static var minorVersion: Int { version.minor }

  static func enumCase(_ type: String, _ name: String) -> RuntimeValue {
    .enumCase(type: type, name: name, payload: [])
  }

  /// `UIDevice.current`: an iPhone (`model` "iPhone", `systemName` "iOS"), portrait, battery
  /// monitoring off (`batteryLevel` −1 and `batteryState` `.unknown`, as UIKit documents for
  /// it).
  static var current: SystemObject {
    SystemObject(
      "UIDevice",
      members: [
        "model": .string("iPhone"), "localizedModel": .string("iPhone"), "name": .string("iPhone"),
        "systemName": .string("iOS"), "systemVersion": .string(systemVersion),
        "userInterfaceIdiom": enumCase("UIUserInterfaceIdiom", "phone"),
        "orientation": enumCase("UIDeviceOrientation", "portrait"),
        "batteryLevel": .double(-1), "batteryState": enumCase("UIDevice.BatteryState", "unknown"),
        "isBatteryMonitoringEnabled": .bool(false), "isMultitaskingSupported": .bool(true),
        "identifierForVendor": .nilValue, "isProximityMonitoringEnabled": .bool(false),
      ], sink: true)
  }

  /// `UIScreen.main`: the device's screen in points, its scale, half brightness.
  static var screen: SystemObject {
    let size = device.size
    return SystemObject(
      "UIScreen",
      members: [
        "bounds": Builtins.rect(0, 0, size.width, size.height),
        "nativeBounds": Builtins.rect(
          0, 0, size.width * device.scale, size.height * device.scale),
        "scale": .double(device.scale), "nativeScale": .double(device.scale),
        "brightness": .double(0.5), "maximumFramesPerSecond": .int(120),
      ], sink: true)
  }

  /// `UIApplication.shared` just launched: active, the primary icon (`alternateIconName` nil),
  /// no badge; opening a URL or setting an icon does nothing the first frame shows.
  static var application: SystemObject {
    SystemObject(
      "UIApplication",
      members: [
        "alternateIconName": .nilValue, "supportsAlternateIcons": .bool(true),
        "applicationIconBadgeNumber": .int(0),
        "applicationState": enumCase("UIApplication.State", "active"),
        "isIdleTimerDisabled": .bool(false), "connectedScenes": .array([]), "windows": .array([]),
        "keyWindow": .nilValue, "isRegisteredForRemoteNotifications": .bool(false),
        "backgroundRefreshStatus": enumCase("UIBackgroundRefreshStatus", "available"),
      ],
      results: ["canOpenURL": .bool(false), "sendAction": .bool(true)], sink: true)
  }

  /// `ProcessInfo.processInfo`: no launch arguments or environment (not Xcode's previews),
  /// not in Low Power Mode, an iPhone app on iOS 18.5.
  static var processInfo: SystemObject {
    SystemObject(
      "ProcessInfo",
      members: [
        "environment": .dictionary([]), "arguments": .array([.string("App")]),
        "processName": .string("App"), "isLowPowerModeEnabled": .bool(false),
        "isiOSAppOnMac": .bool(false), "isMacCatalystApp": .bool(false),
        "thermalState": enumCase("ProcessInfo.ThermalState", "nominal"),
        "processorCount": .int(6), "activeProcessorCount": .int(6),
        "physicalMemory": .int(8 << 30), "systemUptime": .double(0),
        "operatingSystemVersion": .instance(
          StructInstance(
            type: "OperatingSystemVersion",
            fields: [
              ("majorVersion", .int(majorVersion)), ("minorVersion", .int(minorVersion)),
              ("patchVersion", .int(version.patch)),
            ])),
        "operatingSystemVersionString": .string("Version \(systemVersion)"),
        "globallyUniqueString": .string("00000000-0000-4000-8000-000000000000"),
      ],
      results: ["isOperatingSystemAtLeast": .bool(true)], sink: true)
  }
}
