/// An object's members as a ``FieldReader`` reads them (`members`): in the order written,
/// looked up by name. An object has a few members, none twice (the parser refuses a duplicate
/// key), so comparing names costs less than hashing each into a dictionary and each lookup
/// again (a live answer's patch is read every frame; issue 38).
package struct FieldMembers: Sequence {
  package let pairs: [(key: String, value: JSONValue)]

  package init(_ pairs: [(key: String, value: JSONValue)]) {
    self.pairs = pairs
  }

  /// The member named `key`, nil when there is none.
  package subscript(key: String) -> JSONValue? {
    for pair in pairs where pair.key == key { return pair.value }
    return nil
  }

  /// The members' names, in the order written.
  package var keys: LazyMapSequence<[(key: String, value: JSONValue)], String> {
    pairs.lazy.map(\.key)
  }

  package var count: Int { pairs.count }
  package var isEmpty: Bool { pairs.isEmpty }

  package func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
    pairs.makeIterator()
  }
}
