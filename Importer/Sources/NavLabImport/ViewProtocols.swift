/// An app's own protocols that refine `View` (`protocol BaseView: View { … }`): a struct that
/// conforms to one is a view, as Swift makes it one. Shared by the view declarations
/// (`SourceSet`) and the interpreter's types (`TypeIndex`).
enum ViewProtocols {
  /// The protocols of `declared` (name and inherited names) that refine `View`, `Shape` or
  /// one of them, through any number of steps.
  static func refining(_ declared: [(name: String, inherited: [String])]) -> Set<String> {
    var found: Set<String> = []
    var changed = true
    var rounds = 0
    while changed, rounds < 32 {
      changed = false
      rounds += 1
      for (name, inherited) in declared where !found.contains(name) {
        if inherited.contains(where: { roots.contains($0) || found.contains($0) }) {
          found.insert(name)
          changed = true
        }
      }
    }
    return found
  }

  /// SwiftUI's protocols whose conformers are views.
  static let roots: Set<String> = ["View", "Shape", "InsettableShape"]
}
