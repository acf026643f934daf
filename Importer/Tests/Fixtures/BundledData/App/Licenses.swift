import SwiftUI

// A list of bundled licences, loaded as apps commonly load them: a static function that
// finds the file, reads it with `try?` and decodes `[License].self`.
struct License: Codable, Identifiable {
  let id: Int
  let name: String
  let url: URL
  var note: String?
}

extension License {
  static let decoder = JSONDecoder()

  static func load(from fileName: String = "Licenses") -> [License] {
    guard let url = Bundle.main.url(forResource: fileName, withExtension: "json"),
      let data = try? Data(contentsOf: url),
      let licenses = try? decoder.decode([License].self, from: data)
    else {
      return []
    }
    return licenses
  }
}

struct LicenseList: View {
  var licenses: [License] = License.load()
  var missing: [License] = License.load(from: "NoSuchFile")

  var body: some View {
    NavigationStack {
      List {
        Section("Libraries") {
          ForEach(licenses) { license in
            VStack(alignment: .leading) {
              Text(license.name)
              Text(license.url.host ?? "-")
              Text(license.note ?? "no note")
            }
          }
        }
        Section("Missing") {
          Text("\(missing.count) from a file that is not there")
        }
      }
      .navigationTitle("Licenses")
    }
  }
}
