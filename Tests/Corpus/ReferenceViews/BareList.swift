// NavLab fixture: a bare List of two titled sections, no navigation container — the structure of
// AccessibilitySnapshot's list-with-section-headers test view (see docs/layout.md, "Framing").
import SwiftUI

struct BareList: View {
  var body: some View {
    List {
      Section("Fruits") {
        Text("Apple")
        Text("Banana")
        Text("Cherry")
      }
      Section("Vegetables") {
        Text("Carrot")
        Text("Peas")
      }
    }
  }
}
