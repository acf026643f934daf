import ArgumentParser
import DisplayList
import NavGeometry
import NavLabCore
import ScreenModel

/// Option values shared by `navlab` and `navlab plot`, read once with the same messages.
enum OptionValues {
  /// The device presets' ids, smallest first ("se, 14, 16e, …").
  static let deviceIDs = Device.all.map(\.id).joined(separator: ", ")

  static func device(_ text: String) throws -> Device {
    guard let device = Device.named(text) else {
      throw ValidationError(
        "unknown device '\(Quoted.cut(text))'; use one of: \(deviceIDs).")
    }
    return device
  }

  static func appearance(_ text: String) throws -> Appearance {
    guard let appearance = Appearance(rawValue: text.lowercased()) else {
      throw ValidationError("unknown appearance '\(Quoted.cut(text))'; use light or dark.")
    }
    return appearance
  }
}
