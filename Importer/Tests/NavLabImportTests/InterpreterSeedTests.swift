import SwiftSyntax
import Testing

@testable import NavLabImport

/// The seed articles' own code (../shared/seeds/swiftui) runs: numbers against the articles'
/// formulas, state written through the host.
@Suite struct InterpreterSeedTests {
  // MARK: Seed 003: the bar's height and corner radius

  /// Seed 003's `heightAndRadiusForBackground()` as the article states it: 350 pt and radius 60
  /// at rest (or pulled down), `350 − 5·d` after scrolling d ≤ 40 pt, 127 pt and radius 0 past
  /// 40 pt, where d = initialOffset − offset.
  static func article003(initial: Double?, offset: Double?) -> (Double, Double) {
    guard let initial, let offset, initial > offset else { return (350, 60) }
    let d = initial - offset
    if d > 40 { return (127, 0) }
    let height = min(350, max(127, 350 - 5 * d))
    return (height, height == 127 ? 0 : 60)
  }

  static let table003: [(Double?, Double?)] = [
    (nil, nil), (nil, 140), (140, nil), (140, 140), (140, 160), (140, 139), (140, 130.5),
    (140, 120), (140, 100), (140, 99.9), (140, 60), (140, -500), (0, -40), (0, -41),
  ]

  @Test(arguments: table003)
  func seed003HeightAndRadius(initial: Double?, offset: Double?) throws {
    guard let source = seedSource("003-blog") else { return }
    let interpreter = makeInterpreter(source)
    let offsetCell = Cell(offset.map(RuntimeValue.double) ?? .nilValue)
    let initialCell = Cell(initial.map(RuntimeValue.double) ?? .nilValue)
    let view = try interpreter.instantiate(
      type: "TopView",
      [
        Argument(label: "offset", value: .binding(offsetCell)),
        Argument(label: "initialOffset", value: .binding(initialCell)),
      ], file: 0)
    let result = try interpreter.callMethod(view, "heightAndRadiusForBackground", []).result
    let expected = Self.article003(initial: initial, offset: offset)
    let pair = try #require(result.pair, "\(result)")
    #expect(pair.0 == expected.0 && pair.1 == expected.1, "\(pair) vs \(expected)")
  }

  @Test func seed003PreferenceChangesDriveTheBar() throws {
    guard let source = seedSource("003-blog") else { return }
    let host = RecordingHost()
    let interpreter = makeInterpreter(source, host: host)
    let tree = interpreter.sources.files[0].tree
    let home = try interpreter.instantiate(type: "HomeView", [], file: 0)
    let scope = interpreter.scope(forSelf: home)
    // `.onPreferenceChange(OffsetKey.self) { … }`: the first value is the initial offset.
    let change = try #require(calls(named: "onPreferenceChange", in: tree).first)
    let handler = try interpreter.evaluate(
      try #require(argument("trailing", of: change)), in: scope, file: 0)
    _ = try interpreter.call(handler, [Argument(.double(140))])
    _ = try interpreter.call(handler, [Argument(.double(118))])
    #expect(host.writes == ["initialOffset", "offset", "offset"])
    // TopView gets `self.$offset` and `self.$initialOffset`: the same cells.
    let topCall = try #require(calls(named: "TopView", in: tree).first)
    let arguments = try topCall.arguments.map {
      Argument(
        label: $0.label?.text, value: try interpreter.evaluate($0.expression, in: scope, file: 0))
    }
    let top = try interpreter.instantiate(type: "TopView", arguments, file: 0)
    let values = try interpreter.callMethod(top, "heightAndRadiusForBackground", []).result.pair
    // d = 140 − 118 = 22: 350 − 110 = 240, radius 60.
    #expect(values.map { [$0.0, $0.1] } == [240, 60])
    // viewForBackground() returns the RoundedRectangle with `values` bound for the reader.
    let background = try interpreter.callMethod(top, "viewForBackground", []).result
    guard case .native(let native) = background, let view = native as? ViewExpression else {
      Issue.record("not a view: \(background)")
      return
    }
    #expect(
      view.expression.trimmedDescription.hasPrefix("RoundedRectangle(cornerRadius: values.1)"))
    let frame = try #require(calls(named: "frame", in: view.expression).first)
    let height = try interpreter.evaluate(
      try #require(argument("height", of: frame)), in: view.scope, file: 0)
    #expect(height == .double(240))
  }

  @Test func seed003OffsetKeyReducesThroughInout() throws {
    guard let source = seedSource("003-blog") else { return }
    let interpreter = makeInterpreter(source)
    #expect(try interpreter.staticMember("OffsetKey", "defaultValue") == .nilValue)
    let reduce = try interpreter.staticMember("OffsetKey", "reduce")
    let value = Cell(.nilValue)
    func next(_ number: Double) -> RuntimeValue {
      .closure(
        Closure(.builtin(name: "next") { _ in .double(number) }, scope: Scope(parent: nil), file: 0)
      )
    }
    // `value = value ?? nextValue()`: the first non-nil value wins.
    _ = try interpreter.call(
      reduce,
      [
        Argument(label: "value", value: .binding(value)),
        Argument(label: "nextValue", value: next(88)),
      ])
    #expect(value.value == .double(88))
    _ = try interpreter.call(
      reduce,
      [
        Argument(label: "value", value: .binding(value)),
        Argument(label: "nextValue", value: next(12)),
      ])
    #expect(value.value == .double(88))
  }

  // MARK: Seed 000: the inline title's opacity

  @Test(arguments: [150.0, 103, 94.5, 86, 69, 50, -300])
  func seed000OpacityFollowsTheArticlesFormula(minY: Double) throws {
    guard let source = seedSource("000-feed") else { return }
    let host = RecordingHost()
    let interpreter = makeInterpreter(source, host: host)
    let tree = interpreter.sources.files[0].tree
    let feed = try interpreter.instantiate(type: "FeedView", [], file: 0)
    let scope = interpreter.scope(forSelf: feed)
    // onScrollGeometryChange: `of` reads contentInsets.top, `action` stores it.
    let scroll = try #require(calls(named: "onScrollGeometryChange", in: tree).first)
    let read = try interpreter.evaluate(
      try #require(argument("of", of: scroll)), in: scope, file: 0)
    let store = try interpreter.evaluate(
      try #require(argument("action", of: scroll)), in: scope, file: 0)
    let geometry = FakeGeometry(y: 0, width: 402, height: 874, insetTop: 103)
    let inset = try interpreter.call(read, [Argument(.native(geometry))])
    #expect(inset == .double(103))
    _ = try interpreter.call(store, [Argument(.double(0)), Argument(inset)])
    // onGeometryChange: the transform computes the opacity from the title's frame.
    let change = try #require(calls(named: "onGeometryChange", in: tree).first)
    let transform = try interpreter.evaluate(
      try #require(argument("trailing", of: change)), in: scope, file: 0)
    let action = try interpreter.evaluate(
      try #require(argument("action", of: change)), in: scope, file: 0)
    let title = FakeGeometry(x: 16, y: minY, width: 370, height: 34)
    let opacity = try interpreter.call(transform, [Argument(.native(title))])
    #expect(title.spaces == ["scrollView"])
    // The article: min(1, max(0, (scrollTopEdgeInset − frame.minY) / frame.height)).
    let expected = min(1, max(0, (103 - minY) / 34))
    #expect(opacity == .double(expected))
    _ = try interpreter.call(action, [Argument(opacity)])
    // A write of the value the state holds (0 while the title is below the bar) changes
    // nothing and is not reported.
    #expect(host.writes == ["scrollTopEdgeInset"] + (expected == 0 ? [] : ["inlineTitleOpacity"]))
    #expect(host.written.last == .double(expected == 0 ? 103 : expected))
  }

  @Test func seed000HandlersRunAgainAndAgainWithoutGrowing() throws {
    guard let source = seedSource("000-feed") else { return }
    let interpreter = makeInterpreter(source, host: RecordingHost())
    let tree = interpreter.sources.files[0].tree
    let feed = try interpreter.instantiate(type: "FeedView", [], file: 0)
    let change = try #require(calls(named: "onGeometryChange", in: tree).first)
    func frame(_ index: Int) throws {
      // As the live mode does each frame: the closures evaluated afresh in the view's scope.
      let scope = interpreter.scope(forSelf: feed)
      let transform = try interpreter.evaluate(
        try #require(argument("trailing", of: change)), in: scope, file: 0)
      let action = try interpreter.evaluate(
        try #require(argument("action", of: change)), in: scope, file: 0)
      let title = FakeGeometry(y: -Double(index % 60), width: 370, height: 34)
      _ = try interpreter.call(
        action, [Argument(try interpreter.call(transform, [Argument(.native(title))]))])
    }
    func cached() -> Int {
      interpreter.foldedSequences.count + interpreter.texts.count + interpreter.identifiers.count
        + interpreter.literals.count + interpreter.captureNames.count
        + interpreter.staticCells.count
    }
    for index in 0..<50 { try frame(index) }
    let warm = cached()
    for index in 50..<2000 { try frame(index) }
    #expect(cached() == warm)
    // The last frame's title at minY = −(1999 % 60) = −19 with no inset: 19 / 34.
    let expected: Double = min(1, max(0, (0 - -19) / 34))
    #expect(try interpreter.member(of: feed, "inlineTitleOpacity").number == expected)
  }

  // MARK: Seed 002d: the status bar's state object

  @Test(arguments: [(-10.0, false), (-3, false), (-2.5, true), (0, true), (250, true)])
  func seed002dHidesUntilScrolled(y: Double, hidden: Bool) throws {
    guard let source = seedSource("002d-hide-until-scrolled") else { return }
    for animated in [false, true] {
      let host = RecordingHost()
      let interpreter = makeInterpreter(source, host: host)
      let state = try interpreter.instantiate(
        type: "StatusBarVisibileState", [Argument(label: "isAnimated", value: .bool(animated))],
        file: 0)
      #expect(try interpreter.member(of: state, "isHidden") == .bool(false))
      #expect(host.writes.isEmpty)  // the init's assignments are not state changes
      _ = try interpreter.callMethod(
        state, "hideUntilScrolled", [Argument(label: "using", value: Builtins.point(0, y))])
      // hide(if: offset, ifGreaterThan: -3): hidden when offset.y > -3.
      #expect(try interpreter.member(of: state, "isHidden") == .bool(hidden))
      // Only a change is reported (isHidden starts false).
      #expect(host.writes == (hidden ? ["isHidden"] : []))
      #expect(host.animations == (animated ? 1 : 0))
    }
  }

  @Test func seed002dUpdaterBindsTheOffsetAndResetsIt() throws {
    guard let source = seedSource("002d-hide-until-scrolled") else { return }
    let host = RecordingHost()
    let interpreter = makeInterpreter(source, host: host)
    let tree = interpreter.sources.files[0].tree
    // HeaderScreen: `@StateObject … = StatusBarVisibileState(isAnimated: true)` and a CGPoint
    // state typed `.zero`.
    let screen = try interpreter.instantiate(type: "HeaderScreen", [], file: 0)
    let state = try interpreter.member(of: screen, "state")
    #expect(try interpreter.member(of: state, "isAnimated") == .bool(true))
    #expect(try interpreter.member(of: screen, "scrollOffset") == Builtins.point(0, 0))
    let offset = try interpreter.member(of: screen, "$scrollOffset")
    guard case .binding(let offsetCell) = offset else {
      Issue.record("$scrollOffset is not a binding: \(offset)")
      return
    }
    // onPreferenceChange(OffsetKey.self) { scrollOffset = $0 }
    let change = try #require(calls(named: "onPreferenceChange", in: tree).first)
    let screenScope = interpreter.scope(forSelf: screen)
    let handler = try interpreter.evaluate(
      try #require(argument("trailing", of: change)), in: screenScope, file: 0)
    _ = try interpreter.call(handler, [Argument(Builtins.point(0, -40))])
    #expect(offsetCell.value == Builtins.point(0, -40))
    // The modifier's init stores the binding (`_offset = scrollOffset`); the host supplies the
    // environment object and the presentation mode.
    // `\.presentationMode` is a `Binding<PresentationMode>`.
    let presented = Cell(
      .binding(
        Cell(
          .instance(
            StructInstance(type: "PresentationMode", fields: [("isPresented", .bool(true))])))
      ))
    let updater = try interpreter.instantiate(
      type: "StatusBarVisibilityUpdater", [Argument(label: "scrollOffset", value: offset)], file: 0,
      wrapperCells: ["state": Cell(state), "presentationMode": presented])
    #expect(try interpreter.member(of: updater, "offset") == Builtins.point(0, -40))
    let scope = interpreter.scope(forSelf: updater)
    let onChanges = calls(named: "onChange", in: tree).sorted {
      // Source order of the modifier names (the visitor meets a chain's outer call first).
      $0.arguments.positionAfterSkippingLeadingTrivia
        < $1.arguments.positionAfterSkippingLeadingTrivia
    }
    try #require(onChanges.count == 2)
    // `.onChange(of: offset) { state.hideUntilScrolled(using: $0) }`: −40 is scrolled up past
    // the header… and < −3: shown.
    let follow = try interpreter.evaluate(
      try #require(argument("trailing", of: onChanges[0])), in: scope, file: 0)
    _ = try interpreter.call(follow, [Argument(Builtins.point(0, 12))])
    #expect(try interpreter.member(of: state, "isHidden") == .bool(true))
    #expect(host.animations == 1)
    // `.onChange(of: presentationMode.wrappedValue.isPresented) { _ in offset.y = 0; … }`
    let watched = try interpreter.evaluate(
      try #require(argument("of", of: onChanges[1])), in: scope, file: 0)
    #expect(watched == .bool(true))
    let reset = try interpreter.evaluate(
      try #require(argument("trailing", of: onChanges[1])), in: scope, file: 0)
    _ = try interpreter.call(reset, [Argument(.bool(false))])
    #expect(offsetCell.value == Builtins.point(0, 0))
    #expect(try interpreter.member(of: state, "isHidden") == .bool(false))
  }

  @Test func seed002dModifierBodyWrapsItsContent() throws {
    guard let source = seedSource("002d-hide-until-scrolled") else { return }
    let host = RecordingHost()
    let interpreter = makeInterpreter(source, host: host)
    let state = try interpreter.instantiate(type: "StatusBarVisibileState", [], file: 0)
    host.environmentObjects["StatusBarVisibileState"] = state
    // HeaderScreen's @State the binding comes from.
    let scrollOffset = Cell(Builtins.point(0, 5), name: "scrollOffset", observed: true)
    let updater = try interpreter.instantiate(
      type: "StatusBarVisibilityUpdater",
      [Argument(label: "scrollOffset", value: .binding(scrollOffset))], file: 0)
    // The environment object came from the host.
    #expect(try interpreter.member(of: updater, "state") == state)
    let content = ViewExpression(
      expression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("content"))),
      scope: Scope(parent: nil), file: 0)
    let body = try interpreter.callMethod(
      updater, "body", [Argument(label: "content", value: .native(content))]
    ).result
    guard case .native(let native) = body, let view = native as? ViewExpression else {
      Issue.record("not a view: \(body)")
      return
    }
    #expect(view.expression.trimmedDescription.hasPrefix("content\n"))
    #expect(view.scope.lookup("content")?.value == .native(content))
    // `.onAppear { state.hideUntilScrolled(using: offset) }`: offset.y = 5 > −3 hides it, and
    // reading the observed `offset` is reported.
    let appear = try #require(calls(named: "onAppear", in: view.expression).first)
    let action = try interpreter.evaluate(
      try #require(argument("trailing", of: appear)), in: view.scope, file: 0)
    host.reads = []
    _ = try interpreter.call(action, [])
    #expect(try interpreter.member(of: state, "isHidden") == .bool(true))
    #expect(host.reads.contains("scrollOffset"))
  }

  @Test func seed002dOffsetKeyReducesACGPoint() throws {
    guard let source = seedSource("002d-hide-until-scrolled") else { return }
    let interpreter = makeInterpreter(source)
    let start = try interpreter.staticMember("OffsetKey", "defaultValue")
    #expect(start == Builtins.point(0, 0))
    let value = Cell(start)
    let next = RuntimeValue.closure(
      Closure(
        .builtin(name: "next") { _ in Builtins.point(3, -7) }, scope: Scope(parent: nil), file: 0))
    _ = try interpreter.call(
      try interpreter.staticMember("OffsetKey", "reduce"),
      [Argument(label: "value", value: .binding(value)), Argument(label: "nextValue", value: next)])
    #expect(value.value == Builtins.point(3, -7))
  }

  // MARK: Seed 004: the stretchy header

  @Test(arguments: [-120.0, -1, 0, 0.5, 37, 300])
  func seed004StretchesByThePull(minY: Double) throws {
    guard let source = seedSource("004-album") else { return }
    let interpreter = makeInterpreter(source)
    let content = ViewExpression(
      expression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("content"))),
      scope: Scope(parent: nil), file: 0)
    let geometry = FakeGeometry(y: minY, width: 402, height: 280)
    let result = try interpreter.callMethod(
      .native(content), "stretchable", [Argument(label: "in", value: .native(geometry))]
    ).result
    guard case .native(let native) = result, let view = native as? ViewExpression else {
      Issue.record("not a view: \(result)")
      return
    }
    #expect(geometry.spaces == ["global"])
    #expect(view.scope.lookup("useStandard")?.value == .bool(minY <= 0))
    #expect(view.scope.lookup("width")?.value == .double(402))
    // The chain `self.frame(width:height:).offset(y:)`: the header grows by the pull and moves
    // up by it, so its top edge stays put.
    let frame = try #require(calls(named: "frame", in: view.expression).first)
    let offset = try #require(calls(named: "offset", in: view.expression).first)
    let height = try interpreter.evaluate(
      try #require(argument("height", of: frame)), in: view.scope, file: 0)
    let y = try interpreter.evaluate(
      try #require(argument("y", of: offset)), in: view.scope, file: 0)
    #expect(height.number == 280 + max(0, minY))
    #expect(y.number == (minY > 0 ? -minY : 0))
    // `self` in the chain is the view the modifier was applied to.
    #expect(view.scope.selfValue == .native(content))
  }

  // MARK: Every seed

  @Test(arguments: [
    "000-feed", "002a-navigation-view", "002b-navigation-stack", "002c-state",
    "002d-hide-until-scrolled", "003-blog", "004-album",
  ])
  func everySeedsViewsEvaluateToViewExpressions(_ name: String) throws {
    guard let source = seedSource(name) else { return }
    let interpreter = makeInterpreter(source)
    var evaluated = 0
    for (typeName, info) in interpreter.types.types.sorted(by: { $0.key < $1.key })
    where info.isView && info.kind == .structure {
      // Views the previews can build without arguments.
      guard let view = try? interpreter.instantiate(type: typeName, [], file: info.file) else {
        continue
      }
      for property in info.computed.keys.sorted() {
        let value = try interpreter.member(of: view, property)
        guard case .native(let native) = value, native is ViewExpression else {
          Issue.record("\(typeName).\(property) gave \(value)")
          continue
        }
        evaluated += 1
      }
    }
    #expect(evaluated >= 1)
  }

  @Test func seed004ComputedViewsAndMethodsBindTheirValues() throws {
    guard let source = seedSource("004-album") else { return }
    let interpreter = makeInterpreter(source)
    let album = try interpreter.instantiate(type: "AlbumScreen", [], file: 0)
    for property in ["header", "content", "title", "buttons", "list"] {
      guard case .native(let native) = try interpreter.member(of: album, property) else {
        Issue.record("\(property) is not a view")
        continue
      }
      #expect(native is ViewExpression)
    }
    let item = try interpreter.callMethod(album, "listItem", [Argument(.string("Contact"))]).result
    guard case .native(let native) = item, let view = native as? ViewExpression else {
      Issue.record("listItem is not a view")
      return
    }
    #expect(view.scope.lookup("song")?.value == .string("Contact"))
  }
}
