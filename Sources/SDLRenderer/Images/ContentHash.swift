/// What an image file holds, as 128 bits and a length: two files with the same bytes (one
/// photo named by 32 rows, or copied under two names) are decoded once and share their pixels.
///
/// Two independent 64-bit multiply–rotate hashes over 8-byte words (the mixing constants are
/// the 64-bit golden ratio and the two odd multipliers of SplitMix64, Steele, Lea and Flood,
/// OOPSLA 2014). Not cryptographic: scenes are the user's own files, and a collision could
/// only show one of their images in place of another.
public struct ContentHash: Hashable, Sendable {
  public var first: UInt64
  public var second: UInt64
  public var count: Int

  public init(_ bytes: [UInt8]) {
    var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    var b: UInt64 = 0xBF58_476D_1CE4_E5B9
    count = bytes.count
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset + 8 <= raw.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        a = ContentHash.rotate((a ^ word) &* 0xBF58_476D_1CE4_E5B9, 31)
        b = ContentHash.rotate((b &+ word) &* 0x94D0_49BB_1331_11EB, 27) ^ a
        offset += 8
      }
      var tail: UInt64 = 0
      for index in offset..<raw.count { tail = tail << 8 | UInt64(raw[index]) }
      a = ContentHash.mix(a ^ tail ^ UInt64(raw.count))
      b = ContentHash.mix(b &+ tail &+ 0x9E37_79B9_7F4A_7C15)
    }
    first = a
    second = b
  }

  private static func rotate(_ value: UInt64, _ by: UInt64) -> UInt64 {
    value << by | value >> (64 - by)
  }

  /// SplitMix64's finaliser: every input bit reaches every output bit.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
