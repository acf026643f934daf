extension LargeTitleLayout {
  /// Depth of the large title's descenders below its baseline: the 41 pt line box of a 34 pt
  /// title holds about 33 pt of ascent and 8 pt of descent (SF Pro and Inter both have a
  /// descender of about 0.24 em).
  public static let largeTitleDescent = 8.0

  /// Opacity of the large title as it slides under the compact bar, which clips it.
  ///
  /// Clipping alone leaves, between about 32 and 42 pt of scroll, only the descenders (the
  /// "g" of "Settings") hanging under an empty bar. The title fades instead as its letters go
  /// under: fully opaque while 12 pt or more of them (half the cap height) is below the compact
  /// bar, gone when 4 pt or less is, so no lone descender can show.
  public var largeTitleClipOpacity: Double {
    guard isLarge else { return 0 }
    let baseline = largeTitleFrame.maxY - Self.largeTitleDescent
    let visible = baseline - compactBarFrame.maxY
    return clamp((visible - 4) / 8, 0, 1)
  }
}
