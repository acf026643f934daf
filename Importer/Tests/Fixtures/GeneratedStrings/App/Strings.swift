import Foundation

// Written for NavLab's tests in the shape string generators give: keys looked up through a
// bundle found by a class token, each with its English text as the fallback.
enum Words {
  enum About {
    /// About
    static let title = Words.lookUp("Main", "about.title", fallback: "About (fallback)")
    /// Source code
    static let source = Words.lookUp("Main", "about.source", fallback: "Source code")
  }
}

extension Words {
  private static func lookUp(
    _ table: String, _ key: String, _ args: CVarArg..., fallback value: String
  )
    -> String
  {
    let format = Token.bundle.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

private final class Token {
  static let bundle: Bundle = {
    #if SWIFT_PACKAGE
      return Bundle.module
    #else
      return Bundle(for: Token.self)
    #endif
  }()
}
