import SwiftUI

/// Issue 41's search, run live: what is typed reaches `query`, the scope chosen reaches `kind`,
/// Return runs `onSubmit(of: .search)`, and the list is the code's own filter of the fruits.
/// The toolbar menu sorts them; the bar fixed under the list is a `safeAreaInset`.
struct FruitsView: View {
  enum Kind: Hashable { case all, sweet, sour }

  struct Fruit: Identifiable {
    var name: String
    var sour: Bool
    var id: String { name }
  }

  @State private var query = ""
  @State private var kind = Kind.all
  @State private var submitted = ""
  @State private var ascending = true

  let fruits = [
    Fruit(name: "Apple", sour: false), Fruit(name: "Apricot", sour: false),
    Fruit(name: "Banana", sour: false), Fruit(name: "Cherry", sour: false),
    Fruit(name: "Grape", sour: false), Fruit(name: "Grapefruit", sour: true),
    Fruit(name: "Lemon", sour: true), Fruit(name: "Lime", sour: true),
    Fruit(name: "Mango", sour: false), Fruit(name: "Papaya", sour: false),
    Fruit(name: "Pear", sour: false), Fruit(name: "Quince", sour: true),
  ]

  var shown: [Fruit] {
    let kept = fruits.filter { fruit in
      let matches = query.isEmpty || fruit.name.localizedCaseInsensitiveContains(query)
      switch kind {
      case .all: return matches
      case .sweet: return matches && !fruit.sour
      case .sour: return matches && fruit.sour
      }
    }
    return ascending ? kept : kept.reversed()
  }

  var body: some View {
    NavigationStack {
      List(shown) { fruit in
        Text(fruit.name)
      }
      .navigationTitle("Fruits")
      .searchable(text: $query, prompt: "Fruits")
      .searchScopes($kind) {
        Text("All").tag(Kind.all)
        Text("Sweet").tag(Kind.sweet)
        Text("Sour").tag(Kind.sour)
      }
      .searchSuggestions {
        if query.isEmpty {
          Text("Apple").searchCompletion("Apple")
          Text("Lemon").searchCompletion("Lemon")
        }
      }
      .onSubmit(of: .search) {
        submitted = query
      }
      .safeAreaInset(edge: .bottom) {
        Text("\(shown.count) fruits")
          .font(.footnote)
          .padding(12)
          .frame(maxWidth: .infinity)
          .background(Color(.secondarySystemGroupedBackground))
      }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Menu {
            Button("A to Z", systemImage: "arrow.up") { ascending = true }
            Button("Z to A", systemImage: "arrow.down") { ascending = false }
          } label: {
            Image(systemName: "ellipsis.circle")
          }
        }
      }
    }
  }
}
