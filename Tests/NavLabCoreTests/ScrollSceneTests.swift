import NavGeometry
import Testing

@testable import ScreenModel

/// Issue 37's scene fields: `scroll` nodes with their targets, margins, indicators, clip,
/// anchor, bounce and name, and the scroll modifiers, decoded, refused and written back.
@Suite("Scroll views in scene files")
struct ScrollSceneTests {
  static func decode(_ json: String) throws(SceneError) -> ScreenSpec {
    try SceneDecoder.decode(Array(json.utf8), file: "s.json", id: "s")
  }

  static func refusal(_ content: String) -> String? {
    do {
      _ = try decode(
        #"{"title": "T", "list": {"sections": [[{"label": "a"}]]}, "content": "# + content + "}")
      return nil
    } catch {
      return error.description
    }
  }

  static let carousel = """
    {"title": "Carousels",
     "content": {"vstack": [
       {"scroll": {"hstack": [
          {"color": "indigo", "containerRelativeFrame": "horizontal",
           "scrollTransition": {"topLeading": {"opacity": 0.3, "scale": 0.8}}},
          {"color": "teal", "containerRelativeFrame": {"axes": "horizontal", "count": 3, "span": 2, "spacing": 10, "alignment": "leading"},
           "scrollTransition": {"mode": "animated", "animation": {"spring": {"duration": 0.4, "bounce": 0.2}},
             "axis": "horizontal", "topLeading": {"x": -20}, "identity": {"scale": 1.1}, "bottomTrailing": {"y": 8, "rotation": 5, "blur": 2}}}
        ], "spacing": 0, "scrollTargetLayout": true},
        "axis": "horizontal", "target": "paging", "contentMargins": {"horizontal": 16, "top": 4},
        "indicators": "hidden", "clipDisabled": true, "anchor": "trailing", "bounce": "basedOnSize",
        "name": "pages", "frame": {"height": 200}},
       {"scroll": {"text": "x"}, "axis": "both", "target": "viewAligned", "targetLimit": "never",
        "scrollTransition": {"mode": "identity"}}
     ]},
     "list": {"sections": [[{"label": "a"}]]}}
    """

  @Test("Every scroll field decodes to the model")
  func fields() throws {
    let spec = try Self.decode(Self.carousel)
    let content = try #require(spec.content)
    var scrolls: [ScrollContent] = []
    func collect(_ node: ContentNode) {
      switch node {
      case .scroll(let scroll):
        scrolls.append(scroll)
        collect(scroll.content)
      case .stack(let stack): stack.children.forEach(collect)
      case .modified(let child, _): collect(child)
      default: break
      }
    }
    collect(content)
    #expect(scrolls.count == 2)
    let pages = scrolls[0]
    #expect(pages.axes == .horizontal && pages.target == .paging)
    #expect(pages.contentMargins == EdgeInsets(top: 4, leading: 16, bottom: 0, trailing: 16))
    #expect(pages.indicators == .hidden && !pages.clipsContent && pages.anchor == .trailing)
    #expect(pages.bounce == .basedOnSize && pages.name == "pages")
    #expect(scrolls[1].axes == .both && scrolls[1].target == .viewAligned(limitedToOnePage: false))
    #expect(scrolls[1].name == nil && scrolls[1].clipsContent && scrolls[1].bounce == .automatic)
    // The modifiers inside.
    let text = "\(content)"
    #expect(text.contains("scrollTargetLayout"))
    var modifiers: [Modifier] = []
    func gather(_ node: ContentNode) {
      switch node {
      case .modified(let child, let modifier):
        modifiers.append(modifier)
        gather(child)
      case .scroll(let scroll): gather(scroll.content)
      case .stack(let stack): stack.children.forEach(gather)
      default: break
      }
    }
    gather(content)
    #expect(modifiers.contains(.containerRelativeFrame(ContainerRelativeFrame(.horizontal))))
    #expect(
      modifiers.contains(
        .containerRelativeFrame(
          ContainerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading)))
    )
    let fade = VisualEffect(opacity: 0.3, scale: 0.8)
    // One side written alone is used for both.
    #expect(
      modifiers.contains(
        .scrollTransition(ScrollTransition(topLeading: fade, bottomTrailing: fade))))
    #expect(
      modifiers.contains(
        .scrollTransition(
          ScrollTransition(
            mode: .animated(.spring(duration: 0.4, bounce: 0.2)), axis: .horizontal,
            topLeading: VisualEffect(offsetX: -20), identity: VisualEffect(scale: 1.1),
            bottomTrailing: VisualEffect(offsetY: 8, rotation: 5, blur: 2)))))
    #expect(
      modifiers.contains(
        .scrollTransition(
          ScrollTransition(mode: .identity, topLeading: .identity, bottomTrailing: .identity))))
  }

  @Test("A scene with scroll views re-encodes to the same spec")
  func roundTrip() throws {
    let spec = try Self.decode(Self.carousel)
    let again = try Self.decode(SceneEncoder.encode(spec))
    #expect(again == spec)
  }

  @Test("Animations: presets by name, timing curves and springs, written back as read")
  func animations() throws {
    let read = FieldReader(file: "a.json")
    let cases: [(String, AnimationCurve)] = [
      (#""easeOut""#, .easeOut()), (#""bouncy""#, .bouncy),
      (#"{"curve": "linear", "duration": 0.2}"#, .linear(0.2)),
      (
        #"{"bezier": [0.2, 0, 0, 1], "duration": 0.3}"#,
        AnimationCurve(kind: .bezier(x1: 0.2, y1: 0, x2: 0, y2: 1), duration: 0.3)
      ),
      (#"{"spring": {"response": 0.4, "damping": 0.7}}"#, .spring(response: 0.4, damping: 0.7)),
    ]
    for (json, expected) in cases {
      let value = try JSONParser.parse(Array(json.utf8))
      let curve = try SceneDecoder.decodeAnimation(value, at: "a", read)
      #expect(curve == expected, "\(json)")
      let again = try SceneDecoder.decodeAnimation(
        SceneEncoder.encodeAnimation(curve), at: "a", read)
      #expect(again == curve, "\(json) written back")
    }
  }

  @Test("Mistakes are refused with the field's path")
  func refusals() {
    let cases: [(String, String)] = [
      (#"{"scroll": {"text": "a"}, "axis": "diagonal"}"#, "content.axis"),
      (#"{"scroll": {"text": "a"}, "target": "pages"}"#, "content.target"),
      (
        #"{"scroll": {"text": "a"}, "targetLimit": "never"}"#,
        "applies to \"target\": \"viewAligned\""
      ),
      (#"{"scroll": {"text": "a"}, "contentMargins": {"middle": 3}}"#, "content.contentMargins"),
      (#"{"scroll": {"text": "a"}, "name": "a b"}"#, "is not a name"),
      (#"{"text": "a", "target": "paging"}"#, "content.target: applies to scroll"),
      (#"{"text": "a", "scrollTargetLayout": false}"#, "write true"),
      (
        #"{"text": "a", "containerRelativeFrame": {"axes": "horizontal", "count": 2, "span": 3}}"#,
        "more than count"
      ),
      (
        #"{"text": "a", "containerRelativeFrame": {"count": 2}}"#,
        "content.containerRelativeFrame.axes"
      ),
      (#"{"text": "a", "scrollTransition": {}}"#, "needs \"topLeading\" or \"bottomTrailing\""),
      (#"{"text": "a", "scrollTransition": {"topLeading": {"opacity": 2}}}"#, "out of range"),
      (
        #"{"text": "a", "scrollTransition": {"animation": "easeIn", "topLeading": {}}}"#,
        "\"mode\": \"animated\" only"
      ),
      (
        #"{"text": "a", "scrollTransition": {"mode": "animated", "animation": "wobbly", "topLeading": {}}}"#,
        "is not one of"
      ),
      (
        #"{"text": "a", "scrollTransition": {"mode": "animated", "animation": {"bezier": [1, 2]}, "topLeading": {}}}"#,
        "four numbers"
      ),
    ]
    for (content, expected) in cases {
      let problem = Self.refusal(content)
      #expect(problem?.contains(expected) == true, "\(content): \(problem ?? "accepted")")
    }
  }
}
