import NavGeometry

/// Whether `a` and `b` differ by at most `tolerance` (layout numbers are sums of small
/// decimals, so exact equality would test floating-point rounding rather than the formula).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether every edge of `a` is within `tolerance` of `b`'s.
func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
  close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
