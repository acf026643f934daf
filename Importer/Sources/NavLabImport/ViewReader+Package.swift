import ScreenModel
import SwiftSyntax

/// A view from a package that is not in the files (`OnboardingView(title:subtitle:areas:…)`,
/// `SettingsGroup("General") { … }`): NavLab cannot know how the package lays it out, but what
/// the call gives it to show is in the code — its words, the views it is handed, and the words
/// and views of the records it is handed (`areas: [Area(icon: { Image(…) }, title: "…")]`).
/// Those are drawn in its place, in the order written, one under the other.
extension ViewReader {
  /// Labels under which a package's view takes a string that is not words to show: a symbol or
  /// image name, an address, a key, a style.
  static let namingLabels: Set<String> = [
    "systemImage", "systemName", "systemImageName", "image", "imageName", "icon", "iconName",
    "symbol", "symbolName", "url", "urlString", "link", "id", "identifier", "key",
    "accessibilityIdentifier", "tag", "style", "font", "color", "colorName", "fileName",
    "filename", "path", "format", "dateFormat", "locale", "bundle", "tableName",
  ]

  /// Types whose values are data, never views or records of words (a `URL`'s string is an
  /// address).
  static let valueTypes: Set<String> = [
    "URL", "Date", "UUID", "Color", "UIColor", "Font", "UIFont", "CGSize", "CGPoint", "CGRect",
    "EdgeInsets", "Binding", "Locale", "Calendar", "Data", "NSPredicate", "Animation",
    "DateComponents", "TimeZone", "Measurement", "Task", "DispatchQueue", "Set", "Array",
    "Dictionary", "Int", "Double", "CGFloat", "Float", "Bool", "LinearGradient",
  ]

  /// The most parts one package view gives, and how deep its records are followed.
  static let maximumPackageParts = 40
  static let maximumPackageDepth = 3

  /// What a package's view is given to show, in order: each string argument as a `Text`, each
  /// view argument and view-building closure as its views, and the same of the records (calls
  /// of types that are not views) and arrays it is given.
  func packageParts(_ node: ViewNode, _ bindings: Bindings) -> [ViewNode.Child] {
    let call = node.call
    let file = node.file
    var parts: [ViewNode.Child] = []
    packageParts(
      of: call.arguments.map { ($0.label?.text, $0.expression) }, bindings, file: file, depth: 0,
      into: &parts)
    for (label, closure) in call.closures where parts.count < Self.maximumPackageParts {
      guard Self.buildsViews(closure, label: label) else { continue }
      // A store package's view (`WithViewStore(store, observe:) { viewStore in … }`) binds its
      // parameter to a view store; any other's parameters are opaque.
      let scope = storeParameters(node, closure, bindings) ?? opaqueParameters(closure, bindings)
      parts += children(closure, scope, file: file)
    }
    return Array(parts.prefix(Self.maximumPackageParts))
  }

  private func packageParts(
    of arguments: [(label: String?, expression: ExprSyntax)], _ bindings: Bindings, file: Int,
    depth: Int, into parts: inout [ViewNode.Child]
  ) {
    let evaluator = Evaluator(importer: importer, bindings: bindings, file: file)
    for (index, (label, expression)) in arguments.enumerated()
    where parts.count < Self.maximumPackageParts {
      if let closure = expression.as(ClosureExprSyntax.self) {
        if Self.buildsViews(closure, label: label ?? "") {
          parts += children(closure, opaqueParameters(closure, bindings), file: file)
        }
        continue
      }
      if let array = expression.as(ArrayExprSyntax.self) {
        guard depth < Self.maximumPackageDepth else { continue }
        packageParts(
          of: array.elements.map { (nil, $0.expression) }, bindings, file: file, depth: depth + 1,
          into: &parts)
        continue
      }
      if let call = expression.as(FunctionCallExprSyntax.self), let type = Self.typeName(call) {
        if Self.swiftUIViews.contains(type) || importer.sources.types[type]?.isView == true {
          // `label: Text("x")`, `header: MyHeader()`: a view it is handed.
          parts.append(ViewNode.Child(expression: expression, bindings: bindings, file: file))
          continue
        }
        if !Self.valueTypes.contains(type), depth < Self.maximumPackageDepth,
          type != "LocalizedStringKey", type != "String"
        {
          // A record of its own (`OnboardingInformationView.Area(…)`, `.init(…)`).
          let inner =
            call.arguments.map { ($0.label?.text, $0.expression) }
            + ([call.trailingClosure].compactMap { $0 }.map { ("", ExprSyntax($0)) })
          packageParts(of: inner, bindings, file: file, depth: depth + 1, into: &parts)
          continue
        }
      }
      if let label, Self.namingLabels.contains(label) { continue }
      // A title (`title:`, or the first argument unlabelled) is shown whatever its words.
      let isTitle =
        label.map { Self.titleLabels.contains($0) } ?? (depth == 0 && index == 0)
      guard let text = evaluator.localized(expression), !text.isEmpty,
        isTitle ? !text.contains("://") : Self.isWords(text)
      else { continue }
      parts.append(
        ViewNode.Child(
          expression: Self.verbatimText(String(text.prefix(TextContent.maximumLength))),
          bindings: bindings, file: file))
    }
  }

  /// The type a call makes: `Area` of `OnboardingInformationView.Area(…)`, "" for `.init(…)`
  /// (a record of the parameter's type), nil for a function of a value (`item.row()`).
  static func typeName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name.first?.isUppercase == true ? name : nil
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    if member.base == nil { return name == "init" ? "" : nil }
    if name == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) {
      return base.baseName.text
    }
    return name.first?.isUppercase == true ? name : nil
  }

  /// Whether a closure handed to a package's view builds views (`icon: { Image(…) }`), not an
  /// action (`action: { path.next() }`): not labelled as an action, and its first statement is
  /// a view's call (a type's name), a condition or a `ForEach`.
  static func buildsViews(_ closure: ClosureExprSyntax, label: String) -> Bool {
    let actions: Set<String> = ["action", "perform", "completion", "handler", "onTap"]
    guard !actions.contains(label), !label.hasPrefix("on") || label == "onboarding" else {
      return false
    }
    // A builder may begin with `let` statements (`let _ = print(…)`): the first view follows.
    guard
      let first = closure.statements.first(where: { !$0.item.is(VariableDeclSyntax.self) })?.item
    else { return false }
    if let statement = first.as(ExpressionStmtSyntax.self) {
      return statement.expression.is(IfExprSyntax.self)
        || statement.expression.is(SwitchExprSyntax.self)
    }
    if first.is(IfExprSyntax.self) || first.is(SwitchExprSyntax.self) { return true }
    guard var current = first.as(ExprSyntax.self) else { return false }
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
        // `Form { … }.tint(x) #if DEBUG .sheet(…) #endif`.
        current = base
      } else {
        break
      }
    }
    guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.first?.isUppercase == true
    else { return false }
    return !valueTypes.contains(name)
  }

  /// Whether a string reads as words shown to a person, not an address, a path or a name of
  /// something (`"https://…"`, `"icons/add"`, `"com.app.id"`, `"gear"`).
  static func isWords(_ text: String) -> Bool {
    guard text.contains(where: \.isLetter), !text.contains("://") else { return false }
    if text.contains(" ") { return true }
    // One word: shown when it starts with a capital or a digit (`"Inspect"`, `"5G"`); a
    // lowercase word or a dotted/slashed name is a key or a symbol's name.
    guard !text.contains("/"), !(text.contains(".") && text.last != ".") else { return false }
    return text.first.map { $0.isUppercase || $0.isNumber } ?? false
  }
}
