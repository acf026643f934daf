/// `navlab --version`: the package's version, the newest released heading of CHANGELOG.md (a test keeps
/// the two equal).
enum NavLabVersion {
  static let string = "0.1.0"
}
