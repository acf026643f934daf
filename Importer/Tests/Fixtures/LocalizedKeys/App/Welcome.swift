// NavLab fixture (issue 39): a view whose texts come from `Texts`.
import SwiftUI

struct Welcome: View {
  var body: some View {
    VStack {
      Text(Texts.Greeting.title)
      Text(Texts.Greeting.legacy)
      Text(Texts.Tabs.home)
    }
  }
}
