import NavGeometry

/// Buffers the painters refill every frame (the visible rows and sections of a list), kept
/// for the life of a ``FramePainter`` so a steady-state frame allocates nothing.
///
/// A class: a screen's behaviours paint with a copy of the painter, and the copy must fill
/// these same buffers in place (a struct's arrays would be copied on write).
final class PaintScratch {
  var rows: [ListRowPlacement] = []
  var sections: [ListSectionPlacement] = []
}
