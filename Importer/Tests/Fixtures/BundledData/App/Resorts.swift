import SwiftUI

// A generic helper on Bundle whose type comes from what the result is assigned to, with the
// decoder's snake-case strategy, a `do`/`catch`, `CodingKeys`, nested types, an enum by raw
// value and a `let` with a value the decoder leaves alone.
extension Bundle {
  func decode<T: Decodable>(_ file: String) -> T {
    guard let url = self.url(forResource: file, withExtension: nil) else {
      fatalError("Failed to locate \(file) in bundle.")
    }
    guard let data = try? Data(contentsOf: url) else {
      fatalError("Failed to load \(file) from bundle.")
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
      return try decoder.decode(T.self, from: data)
    } catch DecodingError.keyNotFound(let key, _) {
      fatalError("Missing key \(key) in \(file)")
    } catch {
      fatalError("Failed to decode \(file): \(error.localizedDescription)")
    }
  }
}

struct Resort: Codable, Identifiable {
  enum Size: Int, Codable { case small = 1, medium, large }
  struct Lift: Codable { var name: String }

  var id: String
  var name: String
  var skiRuns: Int
  var size: Size
  var lifts: [Lift]
  var website: URL?
  let kind = "resort"

  enum CodingKeys: String, CodingKey {
    case id, name, skiRuns, size, lifts
    case website = "homepage"
  }
}

struct ResortList: View {
  let resorts: [Resort] = Bundle.main.decode("resorts.json")

  var body: some View {
    NavigationStack {
      List(resorts) { resort in
        VStack(alignment: .leading) {
          Text(resort.name)
          Text("\(resort.skiRuns) runs, \(resort.lifts.count) lifts, size \(resort.size.rawValue)")
          Text("\(resort.kind) at \(resort.website?.host ?? "no site")")
        }
      }
      .navigationTitle("Resorts")
    }
  }
}
