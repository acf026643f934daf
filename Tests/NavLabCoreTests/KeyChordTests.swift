import Testing

@testable import NavInput
@testable import NavLabCore

@Suite("Key chords")
struct KeyChordTests {
  @Test("Modifiers and a key, case-insensitive")
  func modifiers() throws {
    #expect(KeyChord(parsing: "ctrl+shift+a") == KeyChord(key: "a", control: true, shift: true))
    #expect(KeyChord(parsing: "Ctrl+S") == KeyChord(key: "s", control: true))
    #expect(KeyChord(parsing: "alt+F") == KeyChord(key: "f", alt: true))
    #expect(KeyChord(parsing: "option+shift+x") == KeyChord(key: "x", shift: true, alt: true))
    // Cmd stands for Ctrl, as on a Mac keyboard.
    #expect(KeyChord(parsing: "cmd+q") == KeyChord(key: "q", control: true))
    #expect(KeyChord(parsing: "d") == KeyChord(key: "d"))
  }

  @Test("Named keys and their aliases")
  func aliases() {
    #expect(KeyChord(parsing: "pagedown")?.key == "pagedown")
    #expect(KeyChord(parsing: "PgDn")?.key == "pagedown")
    #expect(KeyChord(parsing: "page_up")?.key == "pageup")
    #expect(KeyChord(parsing: "enter")?.key == "return")
    #expect(KeyChord(parsing: "Esc")?.key == "escape")
    #expect(KeyChord(parsing: "ArrowDown")?.key == "down")
    #expect(KeyChord(parsing: " ")?.key == "space")
  }

  @Test("The plus key")
  func plus() {
    #expect(KeyChord(parsing: "+") == KeyChord(key: "+"))
    #expect(KeyChord(parsing: "ctrl++") == KeyChord(key: "+", control: true))
  }

  @Test("Text that names no key")
  func invalid() {
    #expect(KeyChord(parsing: "") == nil)
    #expect(KeyChord(parsing: "ctrl+") == nil)
    #expect(KeyChord(parsing: "hyper+x") == nil)
    #expect(KeyChord(parsing: "ctrl++a") == nil)
  }

  @Test("Description round-trips through parsing")
  func description() {
    let chord = KeyChord(key: "a", control: true, shift: true, alt: true)
    #expect(chord.description == "ctrl+shift+alt+a")
    #expect(KeyChord(parsing: chord.description) == chord)
  }
}
