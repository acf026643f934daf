import DisplayList
import ScreenModel
import SwiftSyntax

/// Layout and style modifiers as the model's `Modifier`s, applied in the order written.
struct ModifierReader {
  let importer: ImportSession

  /// Modifiers that belong to the screen (read by `ScreenReader`) or to a row.
  static let screenModifiers: Set<String> = [
    "navigationTitle", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "listStyle",
    "searchable",
    "refreshable", "statusBarHidden", "preferredColorScheme", "colorScheme", "tint", "accentColor",
    "toolbar",
    "tabItem", "badge", "listItemTint", "navigationBarTitle", "navigationBarHidden",
    "toolbarBackground", "toolbarColorScheme", "listRowBackground", "listRowSeparator",
    "listSectionSeparator", "scrollContentBackground", "navigationDestination",
    "navigationBarBackButtonHidden", "environment", "searchScopes", "searchSuggestions",
    "safeAreaInset", "toolbarVisibility", "navigationBarItems",
  ]

  /// Behaviour that changes nothing in a still frame: skipped without a word.
  static let behaviourModifiers: Set<String> = [
    "onAppear", "onDisappear", "onTapGesture", "task", "onChange", "id", "tag", "animation",
    "transition", "contentShape", "sensoryFeedback", "accessibilityLabel", "accessibilityHint",
    "accessibilityIdentifier", "accessibilityElement", "accessibilityAddTraits",
    "accessibilityHidden", "onDelete", "onMove", "swipeActions", "contextMenu", "sheet",
    "fullScreenCover", "alert", "confirmationDialog", "keyboardType", "textContentType",
    "autocorrectionDisabled", "textInputAutocapitalization", "submitLabel", "onSubmit",
    "focused", "gesture", "simultaneousGesture", "buttonStyle", "labelStyle", "pickerStyle",
    "toggleStyle", "dynamicTypeSize", "symbolRenderingMode", "imageScale", "textCase",
    "onReceive", "allowsHitTesting", "disabled", "help", "draggable",
    "dropDestination", "scrollPosition",
    "coordinateSpace", "matchedGeometryEffect", "drawingGroup", "compositingGroup",
    // Styles read by the view they style (ContentReader+Controls) or drawn in iOS's default.
    "tabViewStyle", "indexViewStyle", "progressViewStyle", "gaugeStyle", "groupBoxStyle",
    "datePickerStyle", "disclosureGroupStyle",
    // Keyboard, selection and pointer behaviour: nothing a still frame shows.
    "disableAutocorrection", "autocapitalization", "textSelection", "privacySensitive",
    "popoverTip", "onLongPressGesture", "keyboardShortcut", "focusable", "onHover",
    "hoverEffect", "scrollDismissesKeyboard", "onOpenURL",
  ]

  func apply(_ modifiers: [ViewNode.Modifier], to content: inout ContentNode) {
    var pendingWeight: FontWeight?
    for modifier in modifiers {
      let evaluator = modifier.evaluator(importer)
      let call = modifier.call
      let name = modifier.name
      // A toggle's `.labelsHidden()` is read with the toggle (ContentReader).
      if name == "labelsHidden", Self.isToggle(content) { continue }
      var node: ContentNode? = content
      if importer.live.register(modifier, on: &node) {
        content = node ?? content
        continue
      }
      if Self.screenModifiers.contains(name) || Self.behaviourModifiers.contains(name) {
        continue
      }
      let scrolls = ScrollReader(importer: importer)
      if scrolls.apply(modifier, to: &content) { continue }
      switch name {
      case "scrollTargetLayout":
        content = content.modifier(.scrollTargetLayout)
      case "containerRelativeFrame":
        if let frame = scrolls.containerRelativeFrame(modifier) {
          content = content.modifier(.containerRelativeFrame(frame))
        } else {
          skip(modifier)
        }
      case "visualEffect":
        scrolls.visualEffect(modifier, on: &content)
      case "scrollTransition":
        // Without a closure it reads, ScrollReader has said why.
        if let transition = scrolls.scrollTransition(modifier) {
          content = content.modifier(.scrollTransition(transition))
        }
      case "padding":
        var insets = evaluator.importer.live.closedInsets(call) { padding(call, evaluator) }
        for edge in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] {
          insets[keyPath: edge] = clamped(insets[keyPath: edge], -1000...1000, modifier)
        }
        content = content.modifier(.padding(insets))
      case "frame":
        if let frame = frame(call, evaluator, modifier) { content = content.modifier(frame) }
      case "font":
        if var font = font(call.argument(nil), evaluator) {
          if let weight = pendingWeight {
            font = font.weight(weight)
            pendingWeight = nil
          }
          content = content.modifier(.font(font))
        } else {
          skip(modifier)
        }
      case "bold", "fontWeight":
        let weight =
          name == "bold" ? .bold : Self.weight(evaluator.member(call.argument(nil)) ?? "bold")
        if !Self.updateFont(&content, { $0.weight(weight) }) { pendingWeight = weight }
      case "fontDesign":
        // NavLab draws the default and rounded designs (SF Pro Rounded's stand-in); others
        // are drawn in the default one.
        let name = evaluator.member(call.argument(nil)) ?? "default"
        if name != "rounded", name != "default" {
          importer.warn(
            "font design .\(name) is drawn in the default design (NavLab draws default and rounded)",
            at: call.node, file: modifier.file)
        }
        let design: FontDesign = name == "rounded" ? .rounded : .standard
        if !Self.updateFont(&content, { $0.design(design) }) {
          content = content.modifier(.font(.style(.body, design: design)))
        }
      case "foregroundColor", "foregroundStyle":
        if let color = call.argument(nil).flatMap({ ColorReader.value($0, evaluator) }) {
          content = content.modifier(.foregroundColor(color))
        } else {
          skip(modifier)
        }
      case "background", "overlay":
        let layer: ContentNode?
        if let argument = call.argument(nil) ?? call.argument("content") {
          layer = importer.live.layer {
            ColorReader.value(argument, evaluator)
          } else: { color in
            if let color { return .color(color) }
            let reader = ContentReader(importer: importer)
            return reader.content(argument, modifier.bindings, file: modifier.file)
          }
        } else if let closure = call.closure("") {
          let reader = ContentReader(importer: importer)
          let children = reader.contents(
            ViewReader(importer: importer).children(closure, modifier.bindings, file: modifier.file)
          )
          layer =
            children.count <= 1
            ? children.first : .stack(StackContent(.overlay, children: children))
        } else {
          // `.background()` alone is the system background.
          layer = .color(.semantic(.background))
        }
        if let layer {
          // `.overlay(alignment: .bottomLeading) { … }` (issue 41): where the layer sits.
          let alignment =
            evaluator.member(call.argument("alignment")).flatMap {
              SceneFormat.value($0, in: SceneFormat.alignments)
            } ?? .center
          content = content.modifier(
            name == "background"
              ? .background(layer, alignment: alignment) : .overlay(layer, alignment: alignment))
        }
      case "opacity":
        if let value = evaluator.number(call.argument(nil)) {
          content = content.modifier(.opacity(clamped(value, 0...1, modifier)))
        } else {
          skip(modifier)
        }
      case "cornerRadius":
        if let value = evaluator.number(call.argument(nil)) {
          content = content.modifier(.cornerRadius(clamped(value, 0...10_000, modifier)))
        } else {
          skip(modifier)
        }
      case "layoutPriority":
        if let value = evaluator.number(call.argument(nil)) {
          content = content.modifier(.layoutPriority(clamped(value, -1000...1000, modifier)))
        } else {
          skip(modifier)
        }
      case "offset":
        content = content.modifier(
          .offset(
            x: clamped(evaluator.number(call.argument("x")) ?? 0, -10_000...10_000, modifier),
            y: clamped(evaluator.number(call.argument("y")) ?? 0, -10_000...10_000, modifier)))
      case "clipShape":
        if let shape = call.argument(nil).flatMap({ self.shape($0, evaluator) }) {
          content = content.modifier(.clipShape(shape))
        } else {
          skip(modifier)
        }
      case "shadow":
        // `color: Color.black.opacity(0.1)` (seed 003); SwiftUI's default is black at 33 %.
        let color =
          call.argument("color").flatMap({ ColorReader.color($0, evaluator) })
          ?? .semantic(.black).opacity(0.33)
        content = content.modifier(
          .shadow(
            radius: clamped(evaluator.number(call.argument("radius")) ?? 0, 0...1000, modifier),
            x: clamped(evaluator.number(call.argument("x")) ?? 0, -1000...1000, modifier),
            y: clamped(evaluator.number(call.argument("y")) ?? 0, -1000...1000, modifier),
            color: color))
      case "fixedSize":
        if call.arguments.isEmpty {
          content = content.modifier(.fixedSize(horizontal: true, vertical: true))
        } else {
          content = content.modifier(
            .fixedSize(
              horizontal: evaluator.bool(call.argument("horizontal")) ?? false,
              vertical: evaluator.bool(call.argument("vertical")) ?? false))
        }
      case "lineLimit":
        // On a container it reaches every text inside that has none of its own, as SwiftUI's
        // environment does.
        if let value = evaluator.number(call.argument(nil)) {
          let limit = Int(min(100, max(1, value.isFinite ? value : 100)))
          Self.passDown(&content) { text in
            if text.lineLimit == nil { text.lineLimit = limit }
          }
        }
      case "multilineTextAlignment":
        if let name = evaluator.member(call.argument(nil)),
          let alignment = SceneFormat.value(name, in: SceneFormat.textAlignments)
        {
          Self.passDown(&content) { text in
            if text.alignment == .leading { text.alignment = alignment }
          }
        }
      case "ignoresSafeArea", "edgesIgnoringSafeArea":
        content = content.modifier(.ignoresSafeArea(.all))
      case "aspectRatio":
        let mode =
          evaluator.member(call.argument("contentMode")).flatMap {
            SceneFormat.value($0, in: SceneFormat.contentModes)
          } ?? .fit
        let ratio = evaluator.number(call.argument(nil)).map { min(1000, max(0.001, $0)) }
        content = content.modifier(.aspectRatio(ratio, contentMode: mode))
      case "fill" where Self.isShape(content):
        if let gradient = call.argument(nil).flatMap({
          GradientReader.linearGradient($0, evaluator)
        }) {
          Self.updateShape(&content) { $0.fill = .linearGradient(gradient) }
        } else if let color = call.argument(nil).flatMap({ ColorReader.value($0, evaluator) }) {
          Self.updateShape(&content) { $0.fill = .color(color) }
        } else {
          skip(modifier)
        }
      case "stroke" where Self.isShape(content), "strokeBorder" where Self.isShape(content):
        let stroke = StrokeReader.stroke(modifier, evaluator)
        Self.updateShape(&content) { $0.stroke = stroke }
      case "border":
        // SwiftUI's `border(_:width:)` is a rectangle's `strokeBorder` laid over the view.
        let style = call.argument(nil).flatMap { StrokeReader.style($0, evaluator) }
        let width = evaluator.number(call.argument("width")) ?? 1
        let outline = ShapeStroke(
          style: style, lineWidth: clamped(width, 0...1000, modifier), placement: .inside)
        content = content.modifier(
          .overlay(.shape(ShapeContent(.rectangle, stroke: outline)), alignment: .center))
      case "resizable":
        if case .image(var image) = content {
          image.resizable = true
          content = .image(image)
        }
      default:
        skip(modifier)
      }
    }
    if let weight = pendingWeight {
      content = content.modifier(.font(.style(.body, weight: weight)))
    }
  }

  /// `value` within `range`; outside it, the nearest end and one warning.
  private func clamped(
    _ value: Double, _ range: ClosedRange<Double>, _ modifier: ViewNode.Modifier
  ) -> Double {
    guard !range.contains(value) else { return value }
    let result =
      value.isNaN ? range.lowerBound : min(range.upperBound, max(range.lowerBound, value))
    importer.warn(
      ".\(modifier.name)(\(modifier.call.argumentText.prefix(40))) is outside \(NumberFormat.shortest(range.lowerBound))…\(NumberFormat.shortest(range.upperBound)); drawn at the nearest end",
      at: modifier.call.node, file: modifier.file)
    return result
  }

  /// Changes every text in the tree (not the views behind or over it), as an environment
  /// value set on a container reaches the texts inside.
  static func passDown(
    _ node: inout ContentNode, depth: Int = 0, _ change: (inout TextContent) -> Void
  ) {
    guard depth < 64 else { return }
    if case .text(var text) = node {
      change(&text)
      node = .text(text)
      return
    }
    node.updateChildren { passDown(&$0, depth: depth + 1, change) }
  }

  /// Changes the outermost `.font` of the node's own modifiers; false when it has none.
  static func updateFont(_ node: inout ContentNode, _ change: (ContentFont) -> ContentFont) -> Bool
  {
    guard case .modified(var base, let modifier) = node else { return false }
    if case .font(let font) = modifier {
      node = .modified(base, .font(change(font)))
      return true
    }
    guard updateFont(&base, change) else { return false }
    node = .modified(base, modifier)
    return true
  }

  /// Whether the node is a toggle under its modifiers.
  static func isToggle(_ node: ContentNode) -> Bool {
    switch node {
    case .toggle: true
    case .modified(let base, _): isToggle(base)
    default: false
    }
  }

  /// Whether the node is a shape under its modifiers.
  static func isShape(_ node: ContentNode) -> Bool {
    switch node {
    case .shape: true
    case .modified(let base, _): isShape(base)
    default: false
    }
  }

  static func updateShape(_ node: inout ContentNode, _ change: (inout ShapeContent) -> Void) {
    switch node {
    case .shape(var shape):
      change(&shape)
      node = .shape(shape)
    case .modified(var base, let modifier):
      updateShape(&base, change)
      node = .modified(base, modifier)
    default: break
    }
  }

  private func skip(_ modifier: ViewNode.Modifier) {
    // Its arguments' text is built the first time only (a live read meets it every frame).
    importer.warnOnce(at: modifier.call.node, file: modifier.file) {
      "NavLab does not interpret .\(modifier.name)(\(modifier.call.argumentText.prefix(40))); skipped"
    }
  }

  /// `.frame(width:height:alignment:)` or the flexible frame, nil when nothing is readable.
  private func frame(
    _ call: ViewCall.Call, _ evaluator: Evaluator, _ modifier: ViewNode.Modifier
  ) -> Modifier? {
    func length(_ label: String) -> Double? {
      guard let argument = call.argument(label) else { return nil }
      if argument.nameText.hasSuffix("infinity") { return .infinity }
      guard let value = evaluator.number(argument) else { return nil }
      return value == .infinity ? value : clamped(value, 0...100_000, modifier)
    }
    let alignmentName = evaluator.member(call.argument("alignment"))
    let alignment = alignmentName.flatMap { SceneFormat.value($0, in: SceneFormat.alignments) }
    let flexible = FlexibleFrame(
      minWidth: length("minWidth"), idealWidth: length("idealWidth"),
      maxWidth: length("maxWidth"), minHeight: length("minHeight"),
      idealHeight: length("idealHeight"), maxHeight: length("maxHeight"),
      alignment: alignment ?? .center)
    if flexible != FlexibleFrame(alignment: alignment ?? .center) {
      return .flexibleFrame(flexible)
    }
    let width = length("width")
    let height = length("height")
    guard width != nil || height != nil || alignment != nil else { return nil }
    return .frame(width: width, height: height, alignment: alignment ?? .center)
  }

  private func padding(_ call: ViewCall.Call, _ evaluator: Evaluator) -> EdgeInsets {
    let arguments = call.arguments
    if arguments.isEmpty { return EdgeInsets(.all, Modifier.defaultPadding) }
    if arguments.count == 1, arguments.first?.label == nil,
      let value = evaluator.number(arguments.first?.expression)
    {
      return EdgeInsets(.all, value)
    }
    // `.padding(.horizontal, 20)`, `.padding([.top, .leading], 8)`, `.padding(.top)`.
    let length =
      evaluator.number(
        call.argument(nil).flatMap { first in
          arguments.count > 1 ? arguments.last?.expression : nil
        }) ?? Modifier.defaultPadding
    var names: Set<String> = []
    if let first = arguments.first?.expression {
      if let array = first.as(ArrayExprSyntax.self) {
        names = Set(array.elements.compactMap { evaluator.member($0.expression) })
      } else if let edge = evaluator.member(first) {
        names = [edge]
      }
    }
    // Wide edge sets first, single edges last, so `[.all, .top]` reads as SwiftUI's union.
    var insets = EdgeInsets()
    for (name, edges) in SceneFormat.edges.reversed() where names.contains(name) {
      if edges.contains(.top) { insets.top = length }
      if edges.contains(.leading) { insets.leading = length }
      if edges.contains(.bottom) { insets.bottom = length }
      if edges.contains(.trailing) { insets.trailing = length }
    }
    return insets
  }

  /// Every SwiftUI weight is the model's (NavLab's fonts draw each in the nearest face);
  /// a name that is none of them reads as regular.
  static func weight(_ name: String) -> FontWeight {
    SceneFormat.value(name, in: SceneFormat.fontWeights) ?? .regular
  }

  /// `.title`, `.title.bold()`, `.system(size: 20, weight: .semibold)`, `.headline.weight(.bold)`,
  /// `.custom("Name-Bold", size: 17)`, and a font the files name (`.uiBodyAppleDefault`,
  /// `Font.brandTitle`) read as the expression it is declared as.
  private func font(_ expression: ExprSyntax?, _ evaluator: Evaluator, depth: Int = 0)
    -> ContentFont?
  {
    guard let expression, depth < 8 else { return nil }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      // The app's own declaration first: in its module it shadows SwiftUI's name.
      if member.base.map({ $0.nameText == "Font" }) ?? true,
        let (declared, inner) = evaluator.declaredStatic(name, of: ["Font"])
      {
        return font(declared, inner, depth: depth + 1)
      }
      return SceneFormat.value(name, in: SceneFormat.textStyles).map { .style($0) }
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    let method = callee.declName.baseName.text
    if method == "system" {
      let weight = evaluator.member(
        call.arguments.first { $0.label?.text == "weight" }?.expression
      ).map(Self.weight)
      let design: FontDesign =
        evaluator.member(call.arguments.first { $0.label?.text == "design" }?.expression)
          == "rounded" ? .rounded : .standard
      if let size = evaluator.number(call.arguments.first { $0.label?.text == "size" }?.expression)
      {
        return .system(
          size: min(200, max(1, size)), weight: weight ?? .regular, design: design)
      }
      if let name = evaluator.member(call.arguments.first?.expression),
        let style = SceneFormat.value(name, in: SceneFormat.textStyles)
      {
        return .style(style, weight: weight, design: design)
      }
      return nil
    }
    if method == "custom", callee.base.map({ $0.nameText == "Font" }) ?? true {
      return customFont(call, evaluator)
    }
    if let base = callee.base, let inner = font(base, evaluator, depth: depth + 1) {
      switch method {
      case "bold": return inner.weight(.bold)
      case "weight":
        return inner.weight(
          Self.weight(evaluator.member(call.arguments.first?.expression) ?? "regular"))
      default: return inner
      }
    }
    return nil
  }

  /// `.custom("RelativePro-Bold", size: 13, relativeTo: .footnote)`, `.custom(name, fixedSize:)`:
  /// the app's font files are not NavLab's to draw, so the system font at that size, in the
  /// weight the face's name ends in (a PostScript name's `-Bold`, `-SemiBold`…), as iOS itself
  /// falls back to the system font for a name it has no font for; said once per place.
  private func customFont(_ call: FunctionCallExprSyntax, _ evaluator: Evaluator) -> ContentFont? {
    guard
      let size = evaluator.number(
        call.arguments.first { ["size", "fixedSize"].contains($0.label?.text ?? "") }?.expression)
    else { return nil }
    let face = evaluator.string(call.arguments.first?.expression) ?? ""
    let suffix = face.split(separator: "-").last.map { $0.lowercased() } ?? ""
    let weight =
      face.contains("-")
      ? SceneFormat.fontWeights.first { suffix == $0.0.lowercased() }?.1 ?? .regular
      : .regular
    importer.warnOnce(at: call, file: evaluator.file) {
      "custom font \"\(face)\" is drawn in the system font (NavLab has none of the app's font files)"
    }
    return .system(size: min(200, max(1, size)), weight: weight, design: .standard)
  }

  /// A shape argument (`RoundedRectangle(cornerRadius: 16)`, `.circle`, `Circle()`).
  func shape(_ expression: ExprSyntax, _ evaluator: Evaluator) -> ShapeKind? {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      return SceneFormat.value(name == "rect" ? "rectangle" : name, in: SceneFormat.simpleShapes)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    let name = call.calledExpression.nameText
    switch name {
    case "Rectangle", "Circle", "Capsule", "Ellipse":
      return SceneFormat.value(name.lowercased(), in: SceneFormat.simpleShapes)
    case "RoundedRectangle", ".rect":
      let radius =
        evaluator.number(call.arguments.first { $0.label?.text == "cornerRadius" }?.expression) ?? 0
      return .roundedRectangle(radius: max(0, radius))
    default: return nil
    }
  }
}
