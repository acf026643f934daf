import SwiftUI

// A global generic loader (the Landmarks tutorial's shape) of a file in a subfolder, and a
// dictionary of arrays; a bundled file that is not JSON is said once and decodes to nothing.
func load<T: Decodable>(_ filename: String, as type: T.Type = T.self) -> T? {
  guard let path = Bundle.main.path(forResource: filename, ofType: nil) else { return nil }
  let data = try? Data(contentsOf: URL(fileURLWithPath: path))
  guard let data else { return nil }
  return try? JSONDecoder().decode(T.self, from: data)
}

struct Credits: View {
  let people: [String: [String]] = load("credits.json") ?? [:]
  let broken: [String]? = load("broken.json", as: [String].self)

  var body: some View {
    NavigationStack {
      List {
        ForEach(people["design"] ?? [], id: \.self) { name in
          Text(name)
        }
        Text(broken == nil ? "broken: none" : "broken: read")
      }
      .navigationTitle("Credits")
    }
  }
}
