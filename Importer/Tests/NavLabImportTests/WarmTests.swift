import Testing
@testable import NavLabImport
@Test func warm() { #expect(Warmup.parse("let x = 1") == 1) }
