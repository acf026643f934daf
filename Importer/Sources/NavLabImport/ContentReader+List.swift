import ScreenModel
import SwiftSyntax

/// A `List` or `Form` inside the content — beside other views in a stack, in a `ZStack`, in a
/// sheet's `VStack` — where the screen's own list (ScreenReader) cannot be: its sections and
/// rows composed from content views as iOS draws an inset-grouped list (UITableView's
/// `.insetGrouped` style: white cells 16 pt in from the edges with 10 pt corners, rows at
/// least 44 pt tall with 16 pt margins, hairlines between them from the label's leading edge,
/// headers in the secondary colour's footnote upper-cased, on the grouped background) or, with
/// `.listStyle(.plain)`, edge to edge on the plain background. The rows are RowReader's rows;
/// the list takes all it is offered, as SwiftUI's does.
extension ContentReader {
  func embeddedList(_ node: ViewNode) -> ContentNode {
    let plain =
      node.modifier("listStyle").flatMap { $0.evaluator(importer).member($0.call.argument(nil)) }
      == "plain"
    let children = reader.listChildren(node)
    let rows = RowReader(importer: importer)
    var sections: [(header: String?, footer: String?, rows: [ContentNode])] = []
    var loose: [ContentNode] = []
    var pending = children[...]
    var count = 0
    while let child = pending.popFirst(), count < 1000 {
      count += 1
      let item = reader.node(child.expression, child.bindings, file: child.file)
      if let group = reader.listGroup(item) {
        pending = group[...] + pending
        continue
      }
      guard item.name == "Section" else {
        loose.append(Self.row(rows.row(item), self))
        continue
      }
      if !loose.isEmpty { sections.append((nil, nil, loose)) }
      loose = []
      let call = item.call
      let body =
        call.closures.first { $0.label == "" || $0.label == "content" }?.closure
        ?? call.closure("content")
      let sectionRows = reader.children(body, item.bindings, file: item.file).map {
        Self.row(rows.row(reader.node($0.expression, $0.bindings, file: $0.file)), self)
      }
      sections.append(
        (sectionText(item, "header"), sectionText(item, "footer"), sectionRows))
    }
    if !loose.isEmpty { sections.append((nil, nil, loose)) }
    var items: [ContentNode] = []
    for section in sections {
      if let header = section.header {
        var text = TextContent(importer.textCaseCleared || plain ? header : header.uppercased())
        text.role = .sectionHeader
        items.append(
          ContentNode.text(text)
            .modifier(.font(.style(.footnote)))
            .modifier(.foregroundColor(.semantic(.secondaryLabel)))
            .modifier(.padding(EdgeInsets(top: 16, leading: plain ? 16 : 36, bottom: 6))))
      }
      var cells: [ContentNode] = []
      for (index, row) in section.rows.enumerated() {
        if index > 0 {
          cells.append(ContentNode.divider.modifier(.padding(EdgeInsets(leading: 16))))
        }
        cells.append(row)
      }
      var card = ContentNode.stack(StackContent(.vertical, spacing: 0, children: cells))
      if !plain {
        card = card.modifier(.background(.color(.semantic(.cellBackground)), alignment: .center))
          .modifier(.cornerRadius(10))
          .modifier(.padding(EdgeInsets(leading: 16, trailing: 16)))
      }
      items.append(card)
      if let footer = section.footer {
        var text = TextContent(footer)
        text.role = .sectionFooter
        items.append(
          ContentNode.text(text)
            .modifier(.font(.style(.footnote)))
            .modifier(.foregroundColor(.semantic(.secondaryLabel)))
            .modifier(.padding(EdgeInsets(top: 6, leading: plain ? 16 : 36, trailing: 36))))
      }
      if !plain {
        items.append(
          .spacer(minLength: 0).modifier(.frame(width: nil, height: 20, alignment: .center)))
      }
    }
    return ContentNode.stack(
      StackContent(.vertical, alignment: .leading, spacing: 0, children: items)
    )
    .modifier(
      .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
    )
    .modifier(
      .background(
        .color(.semantic(plain ? .background : .groupedBackground)), alignment: .center))
  }

  /// A section's header or footer text: `Section("T")`, `header: Text("x")`, `header: { … }`.
  private func sectionText(_ node: ViewNode, _ label: String) -> String? {
    let call = node.call
    if label == "header", let title = node.evaluator.localized(call.argument(nil)) {
      return title
    }
    if let view = call.argument(label) {
      return contents([ViewNode.Child(expression: view, bindings: node.bindings, file: node.file)])
        .flatMap { $0.texts() }.first
    }
    guard let closure = call.closure(label) else { return nil }
    return contents(reader.children(closure, node.bindings, file: node.file))
      .flatMap { $0.texts() }.first
  }

  /// One row as content: its own content, or its icon, label (and subtitle), value and
  /// accessory across the cell, at least 44 pt tall.
  static func row(_ row: RowContent, _ reader: ContentReader) -> ContentNode {
    var items: [ContentNode] = []
    if let content = row.content {
      items.append(content)
    } else {
      if !row.glyph.isEmpty, row.symbol != nil {
        items.append(
          ContentNode.image(ImageContent(.system(row.glyph)))
            .modifier(.foregroundColor(.semantic(.accent))))
      }
      var label: [ContentNode] = []
      if !row.label.isEmpty {
        var text = ContentNode.text(TextContent(row.label))
        switch row.style {
        case .destructive: text = text.modifier(.foregroundColor(.semantic(.red)))
        case .button: text = text.modifier(.foregroundColor(.semantic(.accent)))
        case .default: break
        }
        label.append(text)
      }
      if !row.subtitle.isEmpty {
        label.append(
          ContentNode.text(TextContent(row.subtitle))
            .modifier(.font(.style(.footnote)))
            .modifier(.foregroundColor(.semantic(.secondaryLabel))))
      }
      if let placeholder = row.placeholder {
        label.append(
          ContentNode.text(TextContent(placeholder))
            .modifier(.foregroundColor(.semantic(.tertiaryLabel))))
      }
      if !label.isEmpty {
        items.append(
          label.count == 1
            ? label[0]
            : .stack(StackContent(.vertical, alignment: .leading, spacing: 2, children: label)))
      }
      if let fraction = row.slider {
        items.append(
          ContentNode.stack(StackContent(.horizontal, spacing: 0, children: slots(fraction)))
            .modifier(.frame(width: nil, height: 4, alignment: .center)))
      }
      items.append(.spacer(minLength: nil))
      if !row.value.isEmpty {
        items.append(
          ContentNode.text(TextContent(row.value))
            .modifier(.foregroundColor(.semantic(.secondaryLabel))))
      }
      switch row.accessory {
      case .disclosure:
        items.append(
          ContentNode.image(ImageContent(.system(reader.symbol("chevron.right"))))
            .modifier(.font(.style(.footnote, weight: .semibold)))
            .modifier(.foregroundColor(.semantic(.tertiaryLabel))))
      case .switch:
        return ContentNode.toggle(
          label: .stack(StackContent(.horizontal, children: items.dropLast())), isOn: row.isOn
        )
        .modifier(.padding(EdgeInsets(leading: 16, trailing: 16)))
        .modifier(.flexibleFrame(FlexibleFrame(minHeight: 44)))
      case .checkmark where row.isOn:
        items.append(
          ContentNode.image(ImageContent(.system("checkmark")))
            .modifier(.foregroundColor(.semantic(.accent))))
      case .stepper, .checkmark, .none:
        break
      }
    }
    return ContentNode.stack(StackContent(.horizontal, children: items))
      .modifier(.padding(EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)))
      .modifier(
        .flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: 44, alignment: .leading)))
  }
}
