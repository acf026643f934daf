// NavLab fixture (issue 39): strings through a generated-style namespace of nested enums whose
// values a private static function of the outer enum looks up at run time.
import SwiftUI

enum Texts {
  private static func lookUp(_ key: String) -> String {
    String(localized: String.LocalizationValue(key))
  }

  enum Tabs {
    static let home = lookUp("tab.home")
  }

  enum Greeting {
    static let title = lookUp("greeting.title")
    static let legacy = NSLocalizedString("greeting.legacy", comment: "")
  }
}
