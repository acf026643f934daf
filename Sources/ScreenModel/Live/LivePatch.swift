/// One subtree of a live answer (issue 38): the content now under the marker
/// ``Modifier/node(_:)`` named ``node``, wherever the screens shown have it (the scene's
/// content, pinned views, header, card, bar principal, rows, and the inline scenes of pushed
/// screens). navlab re-lays-out only the blocks that hold it.
///
/// ```swift
/// LivePatch(node: "TopView", content: ContentNode.text("Martin's blog").padding(10),
///           transaction: LiveTransaction(.linear(0.35)))
/// ```
public struct LivePatch: Sendable, Equatable {
  /// The name of the marker (``Modifier/node(_:)``); the marker itself stays.
  public var node: String
  /// What the marker now covers (without the marker).
  public var content: ContentNode
  /// Scenes that `push` modifiers inside ``content`` open (`"push": {…scene…}` on the wire),
  /// by `screenID`; they join the destinations of the screen that holds the node.
  public var destinations: [String: ScreenSpec]
  /// How this change animates; nil: the answer's ``LiveResponse/transaction`` (if any).
  public var transaction: LiveTransaction?

  public init(
    node: String, content: ContentNode, destinations: [String: ScreenSpec] = [:],
    transaction: LiveTransaction? = nil
  ) {
    self.node = node
    self.content = content
    self.destinations = destinations
    self.transaction = transaction
  }
}
