import ScreenModel
import Testing

@testable import NavLabImport

/// Foundation's formatters and format styles as real values (issue 39, ninth round): NavLab's
/// instant (9:41 AM, 9 January 2007, GMT) and numbers written as en_US writes them, in Apple's
/// documented forms.
@Suite struct FormatterImportTests {
  private func labels(_ result: SwiftUIImporter.Result) -> [String] {
    result.json?.rows(ofSection: 0).map { $0["label"]?.text ?? "?" } ?? []
  }

  @Test func formattersTheCodeConfiguresWriteEnglishUS() {
    let source = """
      import SwiftUI
      struct Screen: View {
        static let stamp: DateFormatter = {
          let formatter = DateFormatter()
          formatter.dateStyle = .medium
          formatter.timeStyle = .short
          return formatter
        }()
        let pattern: DateFormatter = {
          let formatter = DateFormatter()
          formatter.dateFormat = "EEEE, MMM d, yyyy 'at' HH:mm"
          return formatter
        }()
        var money: NumberFormatter {
          let formatter = NumberFormatter()
          formatter.numberStyle = .currency
          return formatter
        }
        var decimal: NumberFormatter {
          let formatter = NumberFormatter()
          formatter.numberStyle = .decimal
          formatter.maximumFractionDigits = 1
          return formatter
        }
        var body: some View {
          List {
            Text(Self.stamp.string(from: Date()))
            Text(pattern.string(from: .now))
            Text(money.string(from: NSNumber(value: 1234.567)) ?? "-")
            Text(decimal.string(for: 9876.54) ?? "-")
            Text(ByteCountFormatter.string(fromByteCount: 123_456_789, countStyle: .file))
            Text(ListFormatter.localizedString(byJoining: ["Red", "Green", "Blue"]))
            Text(RelativeDateTimeFormatter().localizedString(for: Date().addingTimeInterval(-7200), relativeTo: Date()))
            Text(DateFormatter.localizedString(from: Date(), dateStyle: .short, timeStyle: .none))
          }
        }
      }
      """
    #expect(
      labels(importSource(source, view: "Screen")) == [
        "Jan 9, 2007 at 9:41 AM", "Tuesday, Jan 9, 2007 at 09:41", "$1,234.57", "9,876.5",
        "123.5 MB", "Red, Green, and Blue", "2 hours ago", "1/9/07",
      ])
  }

  @Test func textStylesAndFormatStylesAgreeWithTheFormatters() {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          List {
            Text(Date(), style: .date)
            Text(Date.now, style: .time)
            Text(Date(), format: .dateTime.month(.wide).day().year())
            Text(Date().formatted(date: .abbreviated, time: .shortened))
            Text(Date().formatted(.dateTime.weekday(.wide)))
            Text(3.14159.formatted(.number.precision(.fractionLength(2))))
            Text(0.256, format: .percent)
            Text(42.5, format: .currency(code: "EUR"))
          }
        }
      }
      """
    #expect(
      labels(importSource(source, view: "Screen")) == [
        "January 9, 2007", "9:41 AM", "January 9, 2007", "Jan 9, 2007 at 9:41 AM", "Tuesday",
        "3.14", "25.6%", "€42.50",
      ])
  }

  @Test func numbersRoundHalfToEvenAndGroupThousands() {
    #expect(NumberText.style("decimal")!.text(1234.5678) == "1,234.568")
    #expect(NumberText.style("none")!.text(2.5) == "2")
    #expect(NumberText.style("none")!.text(3.5) == "4")
    #expect(NumberText.style("currency")!.text(-5) == "-$5.00")
    #expect(NumberText.style("percent")!.text(25) == "25%")
    #expect(NumberText.ordinal(22) == "22nd")
    #expect(NumberText.ordinal(13) == "13th")
    #expect(NumberText.spelledOut(1234) == "one thousand two hundred thirty-four")
    #expect(FormatterValue.byteCount(0, style: nil) == "Zero KB")
    #expect(FormatterValue.byteCount(1, style: nil) == "1 byte")
    #expect(FormatterValue.byteCount(1536, style: "memory") == "2 KB")
    #expect(FormatterValue.byteCount(1_234_567_890, style: "file") == "1.23 GB")
    #expect(FormatterValue.list(["A", "B"]) == "A and B")
  }

  @Test func datePatternsAndStylesAreTheDocumentedForms() {
    let date = DateValue(seconds: DateValue.launch)
    #expect(date.styledText(date: "short", time: "short") == "1/9/07, 9:41 AM")
    #expect(date.styledText(date: "full", time: "none") == "Tuesday, January 9, 2007")
    #expect(date.styledText(date: "none", time: "medium") == "9:41:00 AM")
    #expect(date.styledText(date: "long", time: "long") == "January 9, 2007 at 9:41:00 AM GMT")
    #expect(date.pattern("yyyy-MM-dd'T'HH:mm:ssZ") == "2007-01-09T09:41:00+0000")
    #expect(date.pattern("d MMMM yy, h a, EEE") == "9 January 07, 9 AM, Tue")
    #expect(date.textStyle("timer") == "0:00")
    #expect(RelativeText.text(-86_400, named: true, abbreviated: false) == "yesterday")
    #expect(RelativeText.text(180, named: false, abbreviated: false) == "in 3 minutes")
  }
}
