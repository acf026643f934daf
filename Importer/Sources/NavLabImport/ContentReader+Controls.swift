import ScreenModel
import SwiftSyntax

/// SwiftUI's controls and containers that iOS draws from parts the content model already has
/// (text, symbols, shapes, colours, stacks): progress views, group boxes, steppers, sliders
/// and date pickers outside a form row, gauges, disclosure groups, share links, async images
/// and timeline views (issue 39). Each is composed as iOS draws its default style, so layout,
/// painting and the scene format need nothing new.
extension ContentReader {
  /// A control's track (UIProgressView's and UISlider's unfilled part): `systemFill`, #787880
  /// at 20 % (Apple's UIKit colour table).
  static let trackColor = ColorValue.semantic(.gray).opacity(0.2)

  /// `ProgressView()`: the spinning activity indicator, 20 × 20 pt (UIActivityIndicatorView's
  /// `.medium` style), in the secondary grey, its label under it in the secondary colour.
  /// `ProgressView(value:total:)` or `.progressViewStyle(.linear)`: the label above a 4 pt bar
  /// (UIProgressView's default style) filled in the tint colour to `value / total`, the
  /// current-value label under it.
  func progressView(_ node: ViewNode) -> ContentNode {
    let call = node.call
    let evaluator = node.evaluator
    let style = node.modifier("progressViewStyle").flatMap {
      $0.evaluator(importer).member($0.call.argument(nil))
    }
    var label: ContentNode?
    if let title = evaluator.localized(call.argument(nil)) {
      label = .text(TextContent(importer.clamped(title, at: call.node, file: node.file)))
    } else if let closure = call.closure("label") ?? call.closure("") {
      label = stackOrOne(contents(reader.children(closure, node.bindings, file: node.file)))
    }
    let value = call.argument("value")
    guard value != nil && style != "circular" || style == "linear" else {
      // The spinner (a determinate value in the circular style still spins on iOS).
      let spinner = ContentNode.image(ImageContent(.system(symbol("circle.dashed"))))
        .modifier(.frame(width: 20, height: 20, alignment: .center))
        .modifier(.foregroundColor(.semantic(.secondaryLabel)))
      guard let label else { return spinner }
      return .stack(
        StackContent(
          .vertical, spacing: 8,
          children: [spinner, label.modifier(.foregroundColor(.semantic(.secondaryLabel)))]))
    }
    var fraction = 0.0
    if let value {
      let total = evaluator.number(call.argument("total")) ?? 1
      if let number = evaluator.number(value) {
        fraction = total > 0 ? number / total : 0
      } else if value.trimmedDescription != "nil" {
        importer.warn(
          "ProgressView's value \(value.trimmedDescription.prefix(40)) is runtime data; its bar is shown half full",
          at: call.node, file: node.file)
        fraction = 0.5
      }
    }
    var items: [ContentNode] = []
    if let label { items.append(label) }
    items.append(Self.bar(fraction, height: 4))
    if let current = call.closure("currentValueLabel") {
      items.append(
        stackOrOne(contents(reader.children(current, node.bindings, file: node.file)))
          .modifier(.foregroundColor(.semantic(.secondaryLabel)))
          .modifier(.font(.style(.footnote))))
    }
    return .stack(StackContent(.vertical, alignment: .leading, spacing: 4, children: items))
  }

  /// A bar across the width offered, `fraction` of it (from the leading edge) in the tint
  /// colour on the grey track, with round ends. The filled part is whole slots of an `HStack`
  /// of equal greedy colours (SwiftUI shares an `HStack`'s room equally among equally flexible
  /// children), at most 20: the fraction to the nearest 1/20.
  static func bar(_ fraction: Double, height: Double) -> ContentNode {
    ContentNode.stack(StackContent(.horizontal, spacing: 0, children: slots(fraction)))
      .modifier(.frame(width: nil, height: height, alignment: .center))
      .modifier(.background(.color(trackColor), alignment: .center))
      .modifier(.clipShape(.capsule))
  }

  /// `fraction` (clamped to 0 … 1) as tinted then clear colour views, in lowest terms over 20.
  static func slots(_ fraction: Double, after thumb: ContentNode? = nil) -> [ContentNode] {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    var filled = Int((clamped * 20).rounded())
    var total = 20
    var (a, b) = (filled, total)
    while b != 0 { (a, b) = (b, a % b) }
    if a > 1 {
      filled /= a
      total /= a
    }
    var children = Array(repeating: ContentNode.color(.semantic(.accent)), count: filled)
    if let thumb { children.append(thumb) }
    children += Array(repeating: ContentNode.color(.semantic(.clear)), count: total - filled)
    return children
  }

  /// `GroupBox("Title") { … }`, `GroupBox(label: Label(…)) { … }`, `GroupBox { … } label: { … }`:
  /// iOS's default group box style, its label in the headline font over its content, leading
  /// aligned, on a rounded secondary-background box 16 pt in from its edges that takes the
  /// width offered (SwiftUI's `DefaultGroupBoxStyle` on iOS: `secondarySystemBackground`,
  /// 8 pt corners).
  func groupBox(_ node: ViewNode) -> ContentNode {
    let call = node.call
    var items: [ContentNode] = []
    if let title = node.evaluator.localized(call.argument(nil)) {
      items.append(.text(TextContent(importer.clamped(title, at: call.node, file: node.file))))
    } else if let closure = call.closure("label") {
      items.append(stackOrOne(contents(reader.children(closure, node.bindings, file: node.file))))
    } else if let label = call.argument("label") {
      items += contents([
        ViewNode.Child(expression: label, bindings: node.bindings, file: node.file)
      ])
    }
    items = items.map { $0.modifier(.font(.style(.headline))) }
    let body = call.closure("content") ?? call.closures.first { $0.label != "label" }?.closure
    items += contents(reader.children(body, node.bindings, file: node.file))
    return ContentNode.stack(
      StackContent(.vertical, alignment: .leading, spacing: 8, children: items)
    )
    .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
    .modifier(.padding(EdgeInsets(.all, 16)))
    .modifier(.background(.color(.semantic(.groupedBackground)), alignment: .center))
    .modifier(.cornerRadius(8))
  }

  /// `Stepper("Qty", value: $n)` outside a form row: its label, then UIStepper's − / +
  /// control (94 × 32 pt, ControlPainter's numbers) at the trailing edge.
  func stepper(_ node: ViewNode) -> ContentNode {
    func sign(_ name: String) -> ContentNode {
      ContentNode.image(ImageContent(.system(symbol(name))))
        .modifier(.frame(width: 46.5, height: 32, alignment: .center))
    }
    let control = ContentNode.stack(
      StackContent(
        .horizontal, spacing: 0,
        children: [
          sign("minus"),
          ContentNode.color(.semantic(.separator)).modifier(
            .frame(width: 1, height: 18, alignment: .center)),
          sign("plus"),
        ])
    )
    .modifier(.background(.color(Self.trackColor), alignment: .center))
    .modifier(.cornerRadius(8))
    return labelled(node, control: control)
  }

  /// `Slider(value: $v, in: 0...10)` outside a form row: the 4 pt track across the width,
  /// tinted up to the 28 pt white thumb at the value's share of the range (UISlider's drawing,
  /// ControlPainter's numbers), between its minimum and maximum value labels; its label is
  /// not drawn (iOS uses it for accessibility only).
  func slider(_ node: ViewNode) -> ContentNode {
    let fraction = RowReader(importer: importer).sliderFraction(node.call, node)
    let thumb = ContentNode.shape(ShapeContent(.circle, fill: .color(.semantic(.white))))
      .modifier(.frame(width: 28, height: 28, alignment: .center))
      .modifier(.shadow(radius: 3, x: 0, y: 1, color: ColorValue.semantic(.black).opacity(0.15)))
    let parts = Self.slots(fraction, after: thumb).map { part -> ContentNode in
      if case .color = part {
        return part.modifier(.frame(width: nil, height: 4, alignment: .center))
      }
      return part
    }
    let track = ContentNode.shape(ShapeContent(.capsule, fill: .color(Self.trackColor)))
      .modifier(.frame(width: nil, height: 4, alignment: .center))
    var items: [ContentNode] = []
    for label in ["minimumValueLabel", "maximumValueLabel"] {
      guard let closure = node.call.closure(label) else { continue }
      items.append(stackOrOne(contents(reader.children(closure, node.bindings, file: node.file))))
    }
    let slider = ContentNode.stack(
      StackContent(
        .overlay,
        children: [track, .stack(StackContent(.horizontal, spacing: 0, children: parts))])
    ).modifier(.frame(width: nil, height: 34, alignment: .center))
    guard items.count == 2 else { return slider }
    return .stack(StackContent(.horizontal, children: [items[0], slider, items[1]]))
  }

  /// `DatePicker("Date", selection: $d)` / `ColorPicker` outside a form row: the label at the
  /// leading edge, across the width (the chosen date or colour is run-time state: not drawn,
  /// as in a row).
  func datePicker(_ node: ViewNode) -> ContentNode {
    labelled(node, control: nil)
  }

  /// A control's label, a spacer and the control, across the width offered (a form row's
  /// layout); with `.labelsHidden()` the control alone.
  private func labelled(_ node: ViewNode, control: ContentNode?) -> ContentNode {
    let hidden = node.modifier("labelsHidden") != nil
    var items: [ContentNode] = []
    if !hidden, let label = labelContent(node.call, node) { items.append(label) }
    if let control {
      if !items.isEmpty { items.append(.spacer(minLength: nil)) }
      items.append(control)
    } else {
      items.append(.spacer(minLength: nil))
    }
    return stackOrOne(items, axis: .horizontal)
  }

  /// `LabeledContent("Version", value: "2.1")`, `LabeledContent { Text(status) } label: {
  /// Text(title) }` outside a form row (in a `Label`, a stack): its label, a spacer and its
  /// content in the secondary colour, as iOS's default `LabeledContentStyle` lays them out
  /// (Apple's `LabeledContent` documentation: the label leading, the content trailing).
  func labeledContent(_ node: ViewNode) -> ContentNode {
    let call = node.call
    var items: [ContentNode] = []
    if node.modifier("labelsHidden") == nil, let label = labelContent(call, node) {
      items.append(label)
    }
    items.append(.spacer(minLength: nil))
    var value: [ContentNode] = []
    if let text = node.evaluator.localized(call.argument("value")) {
      value = [.text(TextContent(importer.clamped(text, at: call.node, file: node.file)))]
    } else if let closure = call.closure("content") ?? call.closure("") {
      value = contents(reader.children(closure, node.bindings, file: node.file))
    }
    if !value.isEmpty {
      items.append(
        stackOrOne(value, axis: .horizontal).modifier(
          .foregroundColor(.semantic(.secondaryLabel))))
    }
    return stackOrOne(items, axis: .horizontal)
  }

  /// `Gauge(value:in:) { label } currentValueLabel: { … } minimumValueLabel: … maximumValueLabel: …`:
  /// iOS's default gauge style (`.linearCapacity`): the label over a bar filled to the value's
  /// share of the range, between the minimum and maximum labels, the current value under it.
  func gauge(_ node: ViewNode) -> ContentNode {
    let call = node.call
    let fraction = RowReader(importer: importer).sliderFraction(call, node, kind: "Gauge")
    func closure(_ label: String) -> ContentNode? {
      guard let closure = call.closure(label) else { return nil }
      return stackOrOne(contents(reader.children(closure, node.bindings, file: node.file)))
    }
    var items: [ContentNode] = []
    if let label = closure("label") ?? closure("") { items.append(label) }
    var bar = [Self.bar(fraction, height: 4)]
    if let low = closure("minimumValueLabel") {
      bar.insert(low.modifier(.font(.style(.caption))), at: 0)
    }
    if let high = closure("maximumValueLabel") {
      bar.append(high.modifier(.font(.style(.caption))))
    }
    items.append(stackOrOne(bar, axis: .horizontal))
    if let current = closure("currentValueLabel") {
      items.append(current.modifier(.foregroundColor(.semantic(.secondaryLabel))))
    }
    return .stack(StackContent(.vertical, alignment: .leading, spacing: 4, children: items))
  }

  /// `DisclosureGroup("Title") { … }`, `DisclosureGroup(isExpanded: $open) { … } label: { … }`:
  /// its label with a chevron in the tint colour at the trailing edge; collapsed (the default,
  /// or `isExpanded` false) that is all, expanded the chevron points down and the content
  /// follows.
  func disclosureGroup(_ node: ViewNode) -> ContentNode {
    let call = node.call
    let expanded = node.evaluator.bool(call.argument("isExpanded")) ?? false
    var label: ContentNode?
    if let title = node.evaluator.localized(call.argument(nil)) {
      label = .text(TextContent(importer.clamped(title, at: call.node, file: node.file)))
    } else if let closure = call.closure("label") {
      label = stackOrOne(contents(reader.children(closure, node.bindings, file: node.file)))
    }
    let chevron = ContentNode.image(
      ImageContent(.system(symbol(expanded ? "chevron.down" : "chevron.right")))
    )
    .modifier(.font(.style(.footnote, weight: .semibold)))
    .modifier(.foregroundColor(.semantic(.accent)))
    let header = ContentNode.stack(
      StackContent(
        .horizontal,
        children: (label.map { [$0] } ?? []) + [.spacer(minLength: nil), chevron]))
    guard expanded else { return header }
    let body = call.closure("content") ?? call.closures.first { $0.label != "label" }?.closure
    let children = contents(reader.children(body, node.bindings, file: node.file))
    return .stack(StackContent(.vertical, alignment: .leading, children: [header] + children))
  }

  /// `ShareLink(item: url)`: a button labelled "Share" with the `square.and.arrow.up` symbol
  /// (SwiftUI's default label); `ShareLink("Export", item:)` that title; `ShareLink(item:) {
  /// label }` its label.
  func shareLink(_ node: ViewNode) -> ContentNode {
    let call = node.call
    let label: ContentNode
    if let closure = call.closure("label") ?? call.closure("") {
      label = stackOrOne(contents(reader.children(closure, node.bindings, file: node.file)))
    } else {
      let title = node.evaluator.localized(call.argument(nil)) ?? "Share"
      label = .stack(
        StackContent(
          .horizontal,
          children: [
            .image(ImageContent(.system(symbol("square.and.arrow.up")))),
            .text(TextContent(importer.clamped(title, at: call.node, file: node.file))),
          ]))
    }
    return .button(label: label, role: .none)
  }

  /// `AsyncImage(url:)`: on the first frame nothing has loaded, so it shows what it shows
  /// while loading: its `placeholder:` closure; a phase closure's `.empty` case (a `switch` on
  /// the phase, or the `else` of `if let image = phase.image`; nothing when it has no branch
  /// for it); with neither closure, SwiftUI's default placeholder, a grey fill of what it is
  /// offered.
  func asyncImage(_ node: ViewNode) -> ContentNode {
    let call = node.call
    if let placeholder = call.closure("placeholder") {
      return stackOrOne(contents(reader.children(placeholder, node.bindings, file: node.file)))
    }
    if let phase = call.closure("content") ?? call.closure("") {
      // A phase closure shows what it builds for `.empty`; one with no branch for it
      // (`phase.image?.resizable()`, an `if let` with no `else`) builds nothing then.
      guard let statements = Self.emptyPhase(phase) else { return .color(.semantic(.clear)) }
      let scope = reader.opaqueParameters(phase, node.bindings)
      return stackOrOne(contents(reader.children(statements, scope, file: node.file)))
    }
    return .color(Self.trackColor)
  }

  /// The statements a phase closure runs for `AsyncImagePhase.empty`: its `case .empty` (or
  /// `default`) clause, or the last `else` of an `if` that tests the phase's image.
  static func emptyPhase(_ closure: ClosureExprSyntax) -> CodeBlockItemListSyntax? {
    guard closure.signature != nil || closure.statements.count > 0 else { return nil }
    for item in closure.statements {
      guard let expression = ViewReader.expression(of: item) else { continue }
      if let choice = expression.as(SwitchExprSyntax.self) {
        var fallback: CodeBlockItemListSyntax?
        for clause in choice.cases {
          guard case .switchCase(let switchCase) = clause else { continue }
          switch switchCase.label {
          case .default: fallback = switchCase.statements
          case .case(let label):
            if label.caseItems.contains(where: {
              $0.pattern.trimmedDescription.hasSuffix(".empty")
            }) {
              return switchCase.statements
            }
          }
        }
        return fallback
      }
      if var branch = expression.as(IfExprSyntax.self) {
        while true {
          switch branch.elseBody {
          case .ifExpr(let next)?: branch = next
          case .codeBlock(let block)?: return block.statements
          case nil: return nil
          }
        }
      }
    }
    return nil
  }

  /// `TimelineView(.everyMinute) { context in … }`: its content, the context an opaque value
  /// (what reads its date warns where it is read).
  func timelineView(_ node: ViewNode) -> ContentNode {
    guard let closure = node.call.closure("content") ?? node.call.closure("") else {
      return .spacer(minLength: 0)
    }
    let scope = reader.opaqueParameters(closure, node.bindings)
    return stackOrOne(contents(reader.children(closure, scope, file: node.file)))
  }
}

extension ContentReader {
  /// `ContentUnavailableView("Title", systemImage: "tray", description: Text("…"))` and
  /// `ContentUnavailableView { Label("Title", systemImage: "tray") } description: { … }
  /// actions: { … }`: iOS 17's empty state, centred in what it is offered — the symbol large
  /// and grey, the title in bold `title2`, the description in the secondary colour, then the
  /// action buttons.
  func contentUnavailable(_ node: ViewNode) -> ContentNode {
    let call = node.call
    let evaluator = node.evaluator
    var symbolName = call.symbolName(evaluator)
    var title = evaluator.localized(call.argument(nil))
    var label: [ContentNode] = []
    if title == nil, let closure = call.closure("label") ?? call.closure("") {
      let children = reader.children(closure, node.bindings, file: node.file)
      // Its own label style: a `Label`'s icon over its title.
      if children.count == 1,
        case let only = reader.node(children[0].expression, children[0].bindings, file: node.file),
        only.name == "Label", let text = only.evaluator.localized(only.call.argument(nil))
      {
        title = text
        symbolName = symbolName ?? only.call.symbolName(only.evaluator)
      } else {
        label = contents(children)
      }
    }
    var items: [ContentNode] = []
    if let symbolName {
      items.append(Self.unavailableSymbol(symbol(symbolName, at: node.call.node, file: node.file)))
    }
    if let title {
      items.append(
        Self.unavailableTitle(importer.clamped(title, at: call.node, file: node.file)))
    }
    items += label
    if let description = call.argument("description") {
      items += contents([
        ViewNode.Child(expression: description, bindings: node.bindings, file: node.file)
      ])
      .map { Self.unavailableDescription($0) }
    } else if let closure = call.closure("description") {
      items += contents(reader.children(closure, node.bindings, file: node.file))
        .map { Self.unavailableDescription($0) }
    }
    if let actions = call.closure("actions") {
      items += contents(reader.children(actions, node.bindings, file: node.file))
    }
    return Self.unavailable(items)
  }

  /// `ContentUnavailableView.search` and `.search(text:)`: SwiftUI's search empty state, a
  /// magnifying glass over "No Results" (with the text: "No Results for “text”") and "Check
  /// the spelling or try a new search." (its English strings).
  static func searchUnavailable(_ text: String?) -> ContentNode {
    let title = text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
    return unavailable([
      unavailableSymbol(SymbolNames.glyph("magnifyingglass") ?? "magnifyingglass"),
      unavailableTitle(String(title.prefix(TextContent.maximumLength))),
      unavailableDescription(.text(TextContent("Check the spelling or try a new search."))),
    ])
  }

  private static func unavailableSymbol(_ name: String) -> ContentNode {
    ContentNode.image(ImageContent(.system(name)))
      .modifier(.frame(width: 48, height: 48, alignment: .center))
      .modifier(.foregroundColor(.semantic(.secondaryLabel)))
  }

  private static func unavailableTitle(_ title: String) -> ContentNode {
    .text(TextContent(title, font: .style(.title2, weight: .bold), alignment: .center))
  }

  private static func unavailableDescription(_ node: ContentNode) -> ContentNode {
    var centred = node
    ModifierReader.passDown(&centred) { text in
      if text.alignment == .leading { text.alignment = .center }
    }
    return centred.modifier(.foregroundColor(.semantic(.secondaryLabel)))
  }

  private static func unavailable(_ items: [ContentNode]) -> ContentNode {
    ContentNode.stack(StackContent(.vertical, spacing: 8, children: items))
      .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
  }
}

extension ContentReader {
  /// The `.tabViewStyle(.page)` / `.page(indexDisplayMode:)` / `PageTabViewStyle(…)` on a
  /// `TabView`: whether its index dots show; nil for a tab bar's.
  func pageStyle(_ node: ViewNode) -> Bool? {
    guard let style = node.modifier("tabViewStyle"), let argument = style.call.argument(nil)
    else { return nil }
    let text = argument.trimmedDescription
    guard text.hasPrefix(".page") || text.hasPrefix("PageTabViewStyle") else { return nil }
    return !text.contains(".never")
  }

  /// A page-style `TabView` inside the content (a carousel): its first page, which is what
  /// shows before a swipe, filling what the view is offered, with the page dots (8 pt, white,
  /// the current one opaque: UIPageControl's drawing) at the bottom unless
  /// `indexDisplayMode: .never` hides them.
  func pagedTabView(_ node: ViewNode) -> ContentNode {
    let pages = reader.children(node.call.closure(""), node.bindings, file: node.file)
    var first = pages.first.map { contents([$0]) } ?? []
    first = first.map {
      $0.modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
    }
    guard pageStyle(node) == true, pages.count > 1 else {
      return stackOrOne(first, axis: .overlay)
    }
    let dots = (0..<min(pages.count, 12)).map { index in
      ContentNode.shape(
        ShapeContent(
          .circle, fill: .color(ColorValue.semantic(.white).opacity(index == 0 ? 1 : 0.35)))
      ).modifier(.frame(width: 8, height: 8, alignment: .center))
    }
    let indicator = ContentNode.stack(StackContent(.horizontal, spacing: 8, children: dots))
      .modifier(.padding(EdgeInsets(bottom: 12)))
    return .stack(StackContent(.overlay, alignment: .bottom, children: first + [indicator]))
  }
}

extension ContentReader {
  /// A `Color` view whose colour NavLab cannot know (a package's palette, a dynamic provider):
  /// a colour still fills what it is offered, so it is drawn as a neutral grey (`systemFill`)
  /// of that size rather than a placeholder box, with one warning naming the expression
  /// (issue 39: a value that cannot be produced is a neutral sample of its type).
  func neutralColor(_ expression: ExprSyntax, _ node: ViewNode) -> ContentNode {
    importer.warn(
      "\(expression.trimmedDescription.prefix(60)) is a colour NavLab cannot know; drawn as a neutral grey",
      at: expression, file: node.file)
    return .color(Self.trackColor)
  }
}
