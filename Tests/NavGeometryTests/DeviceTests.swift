import Testing

@testable import NavGeometry

@Suite("Devices")
struct DeviceTests {
  @Test("Preset numbers match the docs/references.md device table")
  func presetNumbers() {
    let se = Device.se
    #expect(se.size == Size(width: 375, height: 667))
    #expect(se.scale == 2)
    #expect(se.statusBarHeight == 20 && se.topSafeArea == 20)
    #expect(se.bottomSafeArea == 0 && se.screenCornerRadius == 0 && se.dynamicIsland == nil)

    let i14 = Device.iPhone14
    #expect(i14.size == Size(width: 390, height: 844) && i14.scale == 3)
    #expect(i14.statusBarHeight == 47 && i14.topSafeArea == 47 && i14.bottomSafeArea == 34)
    #expect(i14.screenCornerRadius == 47.33 && i14.dynamicIsland == nil)
    #expect(se.notch == nil && Device.iPhone15Pro.notch == nil)

    let pro = Device.iPhone15Pro
    #expect(pro.size == Size(width: 393, height: 852) && pro.scale == 3)
    #expect(pro.statusBarHeight == 54 && pro.topSafeArea == 59 && pro.bottomSafeArea == 34)
    #expect(pro.screenCornerRadius == 55)
    #expect(pro.name == "iPhone 15 Pro")

    let max = Device.iPhone15ProMax
    #expect(max.size == Size(width: 430, height: 932))
    #expect(max.statusBarHeight == 54 && max.topSafeArea == 59 && max.screenCornerRadius == 55)
  }

  @Test("The Dynamic Island is 126 × 37.33, centred, 11 pt from the top")
  func dynamicIsland() throws {
    let pro = try #require(Device.iPhone15Pro.dynamicIsland)
    #expect(pro == Rect(x: 133.5, y: 11, width: 126, height: 37.33))
    #expect(pro.midX == 393.0 / 2)
    let max = try #require(Device.iPhone15ProMax.dynamicIsland)
    #expect(max.x == 152 && max.midX == 215 && max.y == 11)
  }

  @Test(
    "The iPhone 14 notch: 157 × 32 pt (26 mm at 460 ppi), centred at the top, turned in landscape")
  func notch() throws {
    let notch = try #require(Device.iPhone14.notch)
    #expect(notch == Rect(x: 116.5, y: 0, width: 157, height: 32))
    #expect(notch.midX == 390.0 / 2)
    // 26 mm across a 1170 px panel at 460 ppi is 157 pt within half a point.
    #expect(abs(26 / (1170 / 460 * 25.4) * 390 - notch.width) < 0.5)
    let turned = try #require(Device.iPhone14.rotated().notch)
    #expect(turned == Rect(x: 0, y: 116.5, width: 32, height: 157))
  }

  @Test("all lists the presets smallest first")
  func allOrder() {
    #expect(
      Device.all.map(\.id) == [
        "se", "14", "16e", "15pro", "16", "16pro", "17", "17pro", "air", "15promax", "16plus",
        "16promax", "17promax",
      ])
    // Smallest first: widths never shrink along the list, nor heights at one width.
    for (a, b) in zip(Device.all, Device.all.dropFirst()) {
      #expect(
        a.size.width < b.size.width
          || (a.size.width == b.size.width && a.size.height <= b.size.height), "\(a.id) \(b.id)")
    }
  }

  @Test(
    "named accepts ids, names and loose spellings",
    arguments: [
      ("se", "se"), ("SE", "se"), ("iPhone SE", "se"), ("14", "14"), ("iphone14", "14"),
      ("15pro", "15pro"), ("iphone15pro", "15pro"), ("15-pro", "15pro"), ("iPhone 15 Pro", "15pro"),
      ("15promax", "15promax"), ("15 Pro Max", "15promax"), ("iPhone_15_Pro_Max", "15promax"),
      ("16", "16"), ("iPhone 16", "16"), ("16pro", "16pro"), ("iPhone 16 Pro", "16pro"),
      ("16-pro-max", "16promax"), ("16 Plus", "16plus"), ("16e", "16e"), ("iPhone 17", "17"),
      ("17 Pro", "17pro"), ("17promax", "17promax"), ("iPhone Air", "air"),
    ])
  func namedMatches(input: String, id: String) {
    #expect(Device.named(input)?.id == id)
  }

  @Test(
    "named rejects unknown models", arguments: ["", "pixel", "15", "16mini", "iphone", "18pro"])
  func namedRejects(input: String) {
    #expect(Device.named(input) == nil)
  }

  @Test("next cycles through all and wraps")
  func nextCycles() {
    #expect(Device.se.next() == .iPhone14)
    #expect(Device.iPhone14.next() == .iPhone16e)
    #expect(Device.iPhone17ProMax.next() == .se)
    var device = Device.se
    for _ in Device.all { device = device.next() }
    #expect(device == .se)
  }

  @Test("Hairline is one physical pixel")
  func hairline() {
    #expect(Device.se.hairline == 0.5)
    #expect(close(Device.iPhone15Pro.hairline, 1.0 / 3.0))
  }

  @Test("iOS 26 lowers the navigation bar by 5.67 pt in portrait, not in landscape")
  func ios26BarDrop() {
    // Issue 31: the back button's frame centre is at 78.33 on iOS 18.5 and 84.00 on iOS 26.2
    // (402×874 @3x snapshot references); the bar is 44 pt, so its middle is top + 22.
    for device in Device.all {
      let ios18 = device.laidOut(for: .ios18)
      let ios26 = device.laidOut(for: .ios26)
      #expect(ios18.navigationBarTop == device.statusBarHeight)
      #expect(abs(ios26.navigationBarTop - ios18.navigationBarTop - (84.00 - 78.33)) < 1e-9)
      // Landscape has no status bar; the drop is not applied there.
      #expect(device.rotated().laidOut(for: .ios26).navigationBarTop == 0)
      // Laying a landscape phone out for iOS 26 and turning it back gives the portrait one.
      #expect(ios26.rotated().navigationBarTop == 0)
    }
  }
}

@Suite("Devices: the iPhone 16 family and later")
struct RecentDeviceTests {
  /// Apple's logical resolutions (HIG "Layout"; useyourloaf.com "iPhone 16/17 Screen Sizes"),
  /// top and bottom safe areas as UIKit reports them (62/34 on the 6.3" and 6.9" Pros and the
  /// 17, 68/34 on the Air, 59/34 on the 16 and 16 Plus, 47/34 on the 16e).
  @Test(
    "Sizes and safe areas",
    arguments: [
      (Device.iPhone16, 393.0, 852.0, 59.0), (.iPhone16Plus, 430, 932, 59),
      (.iPhone16Pro, 402, 874, 62), (.iPhone16ProMax, 440, 956, 62), (.iPhone17, 402, 874, 62),
      (.iPhone17Pro, 402, 874, 62), (.iPhone17ProMax, 440, 956, 62), (.iPhoneAir, 420, 912, 68),
      (.iPhone16e, 390, 844, 47),
    ])
  func sizes(device: Device, width: Double, height: Double, top: Double) {
    #expect(device.size == Size(width: width, height: height))
    #expect(device.scale == 3)
    #expect(device.topSafeArea == top && device.bottomSafeArea == 34)
    // The navigation bar starts under the status bar, never inside the safe area's top.
    #expect(device.navigationBarTop <= device.topSafeArea)
    #expect(device.screenCornerRadius > 40)
  }

  @Test("Dynamic Island on all but the 16e, which has the 14's notch")
  func cutOuts() throws {
    for device in Device.all where device.id.hasPrefix("16") || device.id.hasPrefix("17") {
      if device.id == "16e" {
        #expect(device.dynamicIsland == nil && device.notch == Device.iPhone14.notch)
      } else {
        let island = try #require(device.dynamicIsland)
        #expect(island.midX == device.size.width / 2 && island.width == 126 && island.y == 11)
        #expect(device.notch == nil)
      }
    }
    #expect(Device.iPhoneAir.dynamicIsland?.midX == 210)
  }

  @Test("Corner radii: 62 pt on the 402 and 440 pt phones, 55 on the 16 and 16 Plus")
  func cornerRadii() {
    #expect(Device.iPhone16Pro.screenCornerRadius == 62)
    #expect(Device.iPhone16ProMax.screenCornerRadius == 62)
    #expect(Device.iPhone16.screenCornerRadius == Device.iPhone15Pro.screenCornerRadius)
    #expect(Device.iPhone16Plus.screenCornerRadius == 55)
    #expect(Device.iPhone16e.screenCornerRadius == Device.iPhone14.screenCornerRadius)
  }

  @Test("Landscape: the side inset is the portrait top inset; turning back restores it")
  func landscape() {
    let turned = Device.iPhone16Pro.rotated()
    #expect(turned.size == Size(width: 874, height: 402))
    #expect(turned.sideSafeArea == 62 && turned.topSafeArea == 0 && turned.bottomSafeArea == 21)
    #expect(turned.rotated() == .iPhone16Pro)
    // Unchanged for the older presets: 59 with the island, 47 with the notch.
    #expect(Device.iPhone15Pro.rotated().sideSafeArea == 59)
    #expect(Device.iPhone14.rotated().sideSafeArea == 47)
  }
}
