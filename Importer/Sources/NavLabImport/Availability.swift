import SwiftSyntax

/// `#available(iOS 17, *)` and `#unavailable(iOS 16)` on the iPhone NavLab simulates: the
/// version `UIDevice.current.systemVersion` reports (``SimulatedDevice/version``), the one
/// source of it.
///
/// Swift's rules (The Swift Programming Language, "Checking API Availability"): the check holds
/// when the running system is at least the version listed for its platform; a platform not
/// listed is covered by `*`, which stands for the deployment target, so it holds there. On an
/// iPhone the platform is `iOS` (`iOSApplicationExtension` too); `#unavailable` is the negation.
enum Availability {
  /// Whether `condition` holds on the simulated iPhone.
  static func holds(_ condition: AvailabilityConditionSyntax) -> Bool {
    let available = isAvailable(condition.availabilityArguments)
    return condition.availabilityKeyword.tokenKind == .poundUnavailable ? !available : available
  }

  /// Whether the listed versions are all reached on iOS (`@available(iOS 17, *)` too).
  static func isAvailable(_ arguments: AvailabilityArgumentListSyntax) -> Bool {
    for argument in arguments {
      guard case .availabilityVersionRestriction(let restriction) = argument.argument,
        ["iOS", "iOSApplicationExtension"].contains(restriction.platform.text),
        let version = restriction.version
      else { continue }
      return SimulatedDevice.version.isAtLeast(version: Self.version(version))
    }
    return true
  }

  /// `17.2.1` as numbers.
  static func version(_ tuple: VersionTupleSyntax) -> [Int] {
    [Int(tuple.major.text) ?? 0] + tuple.components.map { Int($0.number.text) ?? 0 }
  }
}

/// An iOS release, compared as Swift compares availability versions: component by component,
/// a missing one counting as 0.
struct SystemVersion: Equatable {
  var major: Int
  var minor: Int
  var patch = 0

  /// "18.5", as `UIDevice.current.systemVersion` writes it (no patch when it is 0).
  var text: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

  func isAtLeast(version other: [Int]) -> Bool {
    let mine = [major, minor, patch]
    for index in 0..<max(mine.count, other.count) {
      let a = index < mine.count ? mine[index] : 0
      let b = index < other.count ? other[index] : 0
      if a != b { return a > b }
    }
    return true
  }
}
