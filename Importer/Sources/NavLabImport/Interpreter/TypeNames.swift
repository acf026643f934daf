/// What the interpreter knows about type names as written: SwiftUI's view types (calls of them
/// are views, not evaluated), SwiftUI value types whose static members become enum cases for
/// the host, and how a value is converted to a declared type.
enum TypeNames {
  /// SwiftUI view types: a call or member of one is a `ViewExpression`.
  static let viewTypes: Set<String> = [
    "Text", "Image", "Label", "Button", "Toggle", "Picker", "TextField", "SecureField",
    "TextEditor", "Slider", "Stepper", "DatePicker", "ColorPicker", "ProgressView", "Gauge",
    "Link", "ShareLink", "Menu", "NavigationLink", "NavigationStack", "NavigationView",
    "NavigationSplitView", "TabView", "List", "ForEach", "Section", "Group", "GroupBox", "Form",
    "DisclosureGroup", "OutlineGroup", "ScrollView", "ScrollViewReader", "GeometryReader",
    "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "VStack", "HStack",
    "ZStack", "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle", "Circle", "Ellipse",
    "Capsule", "UnevenRoundedRectangle", "Path", "LinearGradient", "RadialGradient",
    "AngularGradient", "EllipticalGradient", "AsyncImage", "EmptyView", "AnyView",
    "TimelineView", "Canvas", "ContentUnavailableView", "ControlGroup", "ToolbarItem",
    "ToolbarItemGroup", "ViewThatFits", "Table", "EditButton", "PasteButton", "RenameButton",
    "VideoPlayer", "Map", "SignInWithAppleButton", "LabeledContent", "ContainerRelativeShape",
    "TupleView",
  ]

  /// SwiftUI (and Foundation) value types the interpreter does not model: a static member or
  /// call of one is an enum case of that type (`Animation.linear`, `Font.title`) for the host.
  static let opaqueValueTypes: Set<String> = [
    "Animation", "Font", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment",
    "ColorScheme", "Visibility", "Axis", "ContentMode", "Angle", "Gradient", "ShapeStyle",
    "Material", "ToolbarItemPlacement", "Transaction", "Transition", "AnyTransition",
    "ScrollAnchorRole", "TextAlignment", "BlendMode", "Spring", "DynamicTypeSize", "URL",
    "KeyPath", "Namespace", "CoordinateSpace", "NamedCoordinateSpace", "ScenePhase",
    "SymbolRenderingMode", "LayoutDirection", "SafeAreaRegions", "ScrollBounceBehavior",
    "GridItem", "StrokeStyle", "RoundedCornerStyle", "Image.Scale", "ImageResource",
    "ScrollTargetBehavior", "PresentationDetent", "ToolbarPlacement", "ListItemTint",
    "ScrollTransitionConfiguration", "TitleDisplayMode", "UserInterfaceSizeClass", "EditMode",
    "NavigationSplitViewVisibility", "NavigationSplitViewColumn", "ControlSize", "ButtonRole",
  ]

  /// SwiftUI's colour types: a static member is a colour of the model's (`.indigo`, read by
  /// ColorReader's names) for the host, and a modifier of one (`.opacity(0.3)`) wraps it as an
  /// opaque value's modifier does.
  static let colorTypes: Set<String> = ["Color", "UIColor"]

  /// Value types with built-in fields and initialisers (Builtins).
  static let builtinStructs: [String: [String]] = [
    "CGPoint": ["x", "y"], "CGSize": ["width", "height"], "CGRect": ["origin", "size"],
    "CGVector": ["dx", "dy"], "EdgeInsets": ["top", "leading", "bottom", "trailing"],
    "UnitPoint": ["x", "y"],
  ]

  static let numericTypes: Set<String> = [
    "Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32",
  ]
  static let integerTypes: Set<String> = ["Int", "Int64", "Int32", "UInt", "Int16", "Int8"]

  static let otherKnownTypes: Set<String> = [
    "String", "Bool", "Array", "Dictionary", "Optional", "Binding", "State", "Character",
    "DispatchTime", "Bundle", "AttributedString", "LocalizedStringKey", "Locale", "JSONDecoder",
    "Data", "UIFontMetrics", "DateFormatter", "NumberFormatter", "ByteCountFormatter",
    "RelativeDateTimeFormatter", "ListFormatter", "DateComponentsFormatter", "NSNumber",
  ]

  static func isKnownType(_ name: String) -> Bool {
    viewTypes.contains(name) || opaqueValueTypes.contains(name) || builtinStructs[name] != nil
      || numericTypes.contains(name) || integerTypes.contains(name)
      || otherKnownTypes.contains(name) || Interpreter.systemTypes.contains(name)
  }

  /// Whether `type` holds `->` (a function type), read byte by byte: `contains("->")` searches
  /// generically, and every call of the running program asks (issue 38).
  static func hasArrow(_ type: some StringProtocol) -> Bool {
    var previous: UInt8 = 0
    for byte in type.utf8 {
      if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
      previous = byte
    }
    return false
  }

  /// The type without `?`/`!`, generic arguments or `any`/`some` (nil for function types and
  /// tuples): `CGFloat?` → `CGFloat`, `Binding<CGPoint>` → `Binding`.
  static func base(_ type: String) -> String? {
    var name = Substring(type)
    for prefix in ["some ", "any ", "inout "] where name.hasPrefix(prefix) {
      name = name.dropFirst(prefix.count)
    }
    while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
    if name.hasPrefix("(") || hasArrow(name) { return nil }
    if name.hasPrefix("[") { return name.contains(":") ? "Dictionary" : "Array" }
    if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
    if let dot = name.lastIndex(of: "."), !name.hasPrefix("Swift.") {
      // `Self.Value`, `SwiftUI.Color`: the last component.
      name = name[name.index(after: dot)...]
    }
    return String(name)
  }

  /// `[T]` → `T`.
  static func arrayElement(_ type: String) -> String? {
    var name = type
    while name.hasSuffix("?") { name.removeLast() }
    guard name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") else { return nil }
    return String(name.dropFirst().dropLast())
  }

  /// `(CGFloat, y: CGFloat)` → `["CGFloat", "CGFloat"]` (labels dropped).
  static func tupleElements(_ type: String) -> [String]? {
    var name = Substring(type)
    while name.hasSuffix("?") { name = name.dropLast() }
    guard name.hasPrefix("("), name.hasSuffix(")"), !hasArrow(name) else { return nil }
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in name.dropFirst().dropLast() {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      default: break
      }
      if character == ",", depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts.map { part in
      let trimmed = part.trimmingSpaces
      if let colon = trimmed.firstIndex(of: ":") {
        return String(trimmed[trimmed.index(after: colon)...]).trimmingSpaces
      }
      return trimmed
    }
  }

  /// Whether a value is of a type (`is`/`as?`): the basic types, arrays, the files' structs,
  /// classes and enums (with their declared conformances and superclasses).
  static func matches(_ value: RuntimeValue, _ type: String, _ index: TypeIndex) -> Bool {
    if type.hasSuffix("?") {
      if value.isNil { return true }
      return matches(value.unwrapped!, String(type.dropLast()), index)
    }
    guard let inner = value.unwrapped else { return false }
    if type == "Any" || type == "AnyObject" && { if case .object = inner { true } else { false } }()
    {
      return true
    }
    switch inner {
    case .int: return integerTypes.contains(type)
    case .double: return numericTypes.contains(type)
    case .bool: return type == "Bool"
    case .string: return type == "String" || type == "Character"
    case .array(let items):
      guard let element = arrayElement(type) else { return type == "Array" }
      return items.allSatisfy { matches($0, element, index) }
    case .tuple: return type.hasPrefix("(")
    case .instance, .object, .enumCase:
      guard let name = Interpreter.typeName(of: inner) else { return false }
      return conforms(name, base(type) ?? type, index, depth: 0)
    case .closure: return hasArrow(type)
    case .native(let native): return native.typeName == type
    case .binding: return base(type) == "Binding"
    default: return false
    }
  }

  private static func conforms(_ name: String, _ type: String, _ index: TypeIndex, depth: Int)
    -> Bool
  {
    if name == type { return true }
    guard depth < 16, let info = index[name] else { return false }
    return info.inherited.contains { conforms($0, type, index, depth: depth + 1) }
  }
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}

extension Interpreter {
  /// ``TypeNames/tupleElements(_:)`` of a declared type, worked out once a type (issue 38: a
  /// function returning `(CGFloat, CGFloat)` took its type apart on every call, and its
  /// `return (height, radius)` again as the tuple's hint).
  func tupleElements(_ type: String) -> [String]? {
    if let known = tupleTypes[type] { return known }
    let elements = TypeNames.tupleElements(type)
    tupleTypes[type] = elements
    return elements
  }

  /// A value converted to a declared type where Swift's literal typing would have: an integer
  /// to `Double` for `CGFloat`/`Double`, element-wise for arrays and tuples, the payload of an
  /// optional. Anything else is returned as is.
  func coerce(_ value: RuntimeValue, to type: String?) -> RuntimeValue {
    guard let type, !type.isEmpty else { return value }
    switch value {
    case .int, .optional(.some), .array, .tuple, .enumCase("", _, _): break
    case .string(let key) where type == "LocalizedStringKey":
      // A string made a `LocalizedStringKey` by the code (`var title: LocalizedStringKey {
      // "Settings_Title" }`) is a key: shown, it is the app's string for it, as `Text` and
      // `.navigationTitle` look a key up (else the key itself).
      return host?.localizedString(key).map(RuntimeValue.string) ?? value
    default: return value  // nothing to convert: skip the string work
    }
    var name = Substring(type)
    // The last character, not `hasSuffix` (a generic walk of reversed views: half of this
    // function's time, which ran for every integer literal with a declared type).
    while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
    switch value {
    case .int(let number) where TypeNames.numericTypes.contains(String(name)):
      return .double(Double(number))
    case .optional(let inner?):
      return .optional(coerce(inner, to: String(name)))
    case .array(let items):
      guard let element = TypeNames.arrayElement(String(name)) else { return value }
      return .array(items.map { coerce($0, to: element) })
    case .tuple(let items):
      guard let elements = tupleElements(String(name)), elements.count == items.count
      else { return value }
      return .tuple(zip(items, elements).map { ($0.label, coerce($0.value, to: $1)) })
    case .enumCase("", let caseName, let payload):
      // `.circle(radius: 2)` written where a file enum is expected: that enum's case, its
      // labelled arguments positional again.
      guard let info = types[String(name)], info.kind == .enumeration,
        let declared = info.cases.first(where: { $0.name == caseName })
      else { return value }
      guard declared.labels.count == payload.count else { return value }
      return .enumCase(type: info.name, name: caseName, payload: payload.map(\.argumentValue))
    default:
      return value
    }
  }
}
