import ScreenModel
import Testing

@testable import NavLabCore

@Suite("Fixed-point number formatting")
struct NumberFormatTests {
  @Test("Rounds half away from zero and keeps trailing zeros")
  func rounding() {
    #expect(NumberFormat.fixed(1.23456, 3) == "1.235")
    #expect(NumberFormat.fixed(-1.23456, 3) == "-1.235")
    #expect(NumberFormat.fixed(2.5, 0) == "3")
    #expect(NumberFormat.fixed(-2.5, 0) == "-3")
    #expect(NumberFormat.fixed(1.5, 4) == "1.5000")
    #expect(NumberFormat.fixed(0.001, 3) == "0.001")
    #expect(NumberFormat.fixed(0.0001, 4) == "0.0001")
    #expect(NumberFormat.fixed(0.9996, 3) == "1.000")
    #expect(NumberFormat.fixed(-0.9996, 3) == "-1.000")
    #expect(NumberFormat.fixed(12, 0) == "12")
    #expect(NumberFormat.fixed(0.25, 1) == "0.3")
  }

  @Test("Zero and negatives that round to zero never print a minus sign")
  func negativeZero() {
    #expect(NumberFormat.fixed(0, 3) == "0.000")
    #expect(NumberFormat.fixed(-0.0, 3) == "0.000")
    #expect(NumberFormat.fixed(-0.0004, 3) == "0.000")
    #expect(NumberFormat.fixed(-0.00004, 4) == "0.0000")
    #expect(NumberFormat.fixed(-0.4, 0) == "0")
    #expect(NumberFormat.fixed(-1e-300, 3) == "0.000")
    #expect(NumberFormat.fixed(-0.0006, 3) == "-0.001")
  }

  @Test("Large values are printed in full")
  func large() {
    #expect(NumberFormat.fixed(123_456_789.125, 3) == "123456789.125")
    #expect(NumberFormat.fixed(-49_500_022, 3) == "-49500022.000")
    #expect(NumberFormat.fixed(1e15, 3) == "1000000000000000.000")
    #expect(NumberFormat.fixed(1e16, 3) == "10000000000000000.000")
    // Beyond the integer path: never a wrong (clamped) number.
    #expect(NumberFormat.fixed(1e20, 3) == "1e+20")
    #expect(NumberFormat.fixed(-1e20, 3) == "-1e+20")
  }

  @Test("Non-finite values")
  func nonFinite() {
    #expect(NumberFormat.fixed(.nan, 3) == "nan")
    #expect(NumberFormat.fixed(-.nan, 3) == "nan")
    #expect(NumberFormat.fixed(.infinity, 3) == "inf")
    #expect(NumberFormat.fixed(-.infinity, 3) == "-inf")
  }

  @Test("append adds to what is there")
  func append() {
    var text = "x="
    NumberFormat.append(-3.14159, 2, to: &text)
    #expect(text == "x=-3.14")
  }
}
