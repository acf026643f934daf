import Testing

@testable import NavGeometry

@Suite("Large title display modes")
struct TitleDisplayTests {
  @Test("Every preset is tall enough for large titles", arguments: Device.all)
  func availableOnEachDevice(device: Device) {
    let environment = LargeTitleEnvironment(device: device)
    #expect(environment.largeTitlesAvailable)
    #expect(
      TitleDisplayResolver.isLarge(mode: .always, previousIsLarge: nil, environment: environment))
    #expect(
      !TitleDisplayResolver.isLarge(mode: .never, previousIsLarge: true, environment: environment))
  }

  @Test("The SE's 667 pt passes the > 568 test; 568 itself does not")
  func heightThreshold() {
    #expect(LargeTitleEnvironment(screenHeight: 667).largeTitlesAvailable)
    #expect(LargeTitleEnvironment(screenHeight: 569).largeTitlesAvailable)
    #expect(!LargeTitleEnvironment(screenHeight: 568).largeTitlesAvailable)
    #expect(!LargeTitleEnvironment(screenHeight: 480).largeTitlesAvailable)
  }

  @Test("Landscape, accessibility sizes and prefersLargeTitles = false turn them off")
  func switchedOff() {
    let height = Device.iPhone15Pro.size.height
    #expect(!LargeTitleEnvironment(screenHeight: height, isLandscape: true).largeTitlesAvailable)
    #expect(
      !LargeTitleEnvironment(screenHeight: height, accessibilityTextSize: true)
        .largeTitlesAvailable)
    #expect(
      !LargeTitleEnvironment(prefersLargeTitles: false, screenHeight: height)
        .largeTitlesAvailable)
    for mode in LargeTitleDisplayMode.allCases {
      let landscape = LargeTitleEnvironment(screenHeight: height, isLandscape: true)
      #expect(
        !TitleDisplayResolver.isLarge(mode: mode, previousIsLarge: true, environment: landscape))
    }
  }

  @Test("automatic copies the previous item; a root automatic is large")
  func automatic() {
    let environment = LargeTitleEnvironment(device: .iPhone14)
    #expect(
      TitleDisplayResolver.isLarge(mode: .automatic, previousIsLarge: nil, environment: environment)
    )
    #expect(
      TitleDisplayResolver.isLarge(
        mode: .automatic, previousIsLarge: true, environment: environment))
    #expect(
      !TitleDisplayResolver.isLarge(
        mode: .automatic, previousIsLarge: false, environment: environment))
  }

  @Test("resolveStack threads the previous result through the stack")
  func stack() {
    let environment = LargeTitleEnvironment(device: .iPhone15Pro)
    let modes: [LargeTitleDisplayMode] = [
      .automatic, .automatic, .never, .automatic, .always, .automatic,
    ]
    #expect(
      TitleDisplayResolver.resolveStack(modes, environment: environment)
        == [true, true, false, false, true, true])
    let off = LargeTitleEnvironment(prefersLargeTitles: false, screenHeight: 852)
    #expect(
      TitleDisplayResolver.resolveStack(modes, environment: off)
        == Array(repeating: false, count: 6))
    #expect(TitleDisplayResolver.resolveStack([], environment: environment).isEmpty)
  }

  @Test("Raw values are the lowercase names")
  func rawValues() {
    #expect(LargeTitleDisplayMode(rawValue: "automatic") == .automatic)
    #expect(LargeTitleDisplayMode.allCases.count == 3)
  }
}
