import DisplayList

/// The album's text block under its header (seeds 002/004, ScrollKit's Spotify demo) as a
/// content tree: the title, the artist, the detail line and a row of buttons. The `album`
/// preset's `header.info` is sugar for this content above the list; nothing paints it apart.
///
/// Its numbers keep the page as it was drawn before it became content: 150 pt tall, the title's
/// line centred 28 pt below the header, the artist's 58 pt and the detail's 78 pt, the buttons'
/// row centred at 114 pt, 16 pt in from the sides.
package enum AlbumInfoContent {
  /// Spotify's green, for the play and shuffle buttons (ScrollKit's demo mimics Spotify).
  package static let spotifyGreen = Color(hex: 0x1DB954)

  package static func node(title: String, header: HeaderSpec) -> ContentNode {
    // 13 pt bold on 18 pt lines (footnote's size and leading, Apple HIG).
    let caption = ContentFont.style(.footnote, weight: .bold)
    func action(_ name: String, width: Double = 22, height: Double = 22, color: ColorValue)
      -> ContentNode
    {
      ContentNode.image(systemName: name).resizable().foregroundColor(color)
        .frame(width: width, height: height).source("header.info")
    }
    return ContentNode.vstack(alignment: .leading, spacing: 0) {
      // Each line in a box of its leading (title2 28 pt, 13 pt text 18 pt, Apple HIG), so the
      // text is centred 28, 58 and 78 pt below the header.
      ContentNode.text(
        title, font: .style(.title2, weight: .bold), color: .semantic(.label), lineLimit: 1
      )
      .source("title").frame(height: 28, alignment: .leading).padding(.top, 14)
      ContentNode.text(header.artist, font: caption, color: .semantic(.label), lineLimit: 1)
        .source("header.artist").frame(height: 18, alignment: .leading).padding(.top, 7)
      ContentNode.text(
        header.detail, font: caption, color: .semantic(.secondaryLabel), lineLimit: 1
      )
      .source("header.detail").frame(height: 18, alignment: .leading).padding(.top, 2)
      ContentNode.hstack(spacing: 18) {
        action("heart", color: .semantic(.secondaryLabel))
        action("download", color: .semantic(.secondaryLabel))
        action("ellipsis", color: .semantic(.secondaryLabel))
        ContentNode.spacer()
        action("shuffle", height: 20, color: .fixed(spotifyGreen))
          .padding(.trailing, 2)
        ContentNode.zstack {
          ContentNode.shape(.circle, fill: .fixed(spotifyGreen))
          ContentNode.image(systemName: "play").resizable().foregroundColor(.semantic(.black))
            .frame(width: 18, height: 22)
        }
        .frame(width: 52, height: 52).source("header.info")
      }
      .padding(.top, 1).padding(.bottom, 10)
    }
    .padding(.horizontal, 16)
  }
}
