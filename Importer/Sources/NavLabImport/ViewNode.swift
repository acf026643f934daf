import SwiftSyntax

/// A view as read: its call, its modifiers (each with the names it is read with), and where it
/// was written. A custom view from the files is already replaced by its body here, with the
/// call site's modifiers after the body's own.
struct ViewNode {
  /// A modifier and the scope it was written in.
  struct Modifier {
    var call: ViewCall.Call
    var bindings: Bindings
    var file: Int
    var name: String { call.name }
  }

  /// A child expression of a view builder and the scope it is read in.
  struct Child {
    var expression: ExprSyntax
    var bindings: Bindings
    var file: Int
    /// The tag a `ForEach` gives the views it makes: its element's id (`id: \.self`, or a
    /// range's number), as SwiftUI tags each view it enumerates, so a picker's options built by
    /// a `ForEach` match the selection without `.tag`. Its text, nil when there is none.
    var implicitTag: String? = nil
  }

  var call: ViewCall.Call
  /// The expression when it is not a call (`Color.red`, a name).
  var base: ExprSyntax?
  var bindings: Bindings
  var file: Int
  var modifiers: [Modifier]
  /// Set when the node stands for several views (a custom view whose body has more than one,
  /// a `Group`): the parent lays them out as its own children.
  var group: [Child]?
  /// The custom view instance this node is the body of (its structural identity: where it
  /// sits in the tree), outermost when a body is another custom view.
  var instance: String?
  /// The instance's arguments (live mode), and whether modifiers from the call site were
  /// added to the body's: what ``LiveContext/reusedContent(_:)`` compares.
  var instanceArguments: [Argument]?
  var hasCallSiteModifiers = false

  var name: String { call.name }
  var evaluator: Evaluator {
    Evaluator(importer: importer, bindings: bindings, file: file)
  }
  /// The read this node belongs to (a live read alone gives a kept node its own: issue 38).
  unowned var importer: ImportSession

  /// The last modifier named `name`, if any.
  func modifier(_ name: String) -> Modifier? { modifiers.last { $0.name == name } }
}

extension ViewNode.Modifier {
  func evaluator(_ importer: ImportSession) -> Evaluator {
    Evaluator(importer: importer, bindings: bindings, file: file)
  }
}
