import DisplayList
import NavLabCore
import ScreenModel

// The shelf benchmark's loop (NestedScrollBenchmarks.swift) without the harness, to count an
// engine frame's instructions with callgrind (wall clock on a shared VM is noise):
//   ShelfProfile <shelves> <cards> <frames>
// lays out `shelves` shelves of `cards` 150 pt cards, flings the (at most three) shelves on
// screen sideways, then advances 1 ms a frame, painting each frame into a reused display list.
// Per frame = (instructions at N2 frames − at N1) / (N2 − N1), which removes the setup:
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null ShelfProfile 20 100 200
let arguments = Array(CommandLine.arguments.dropFirst())
let shelves = Int(arguments.first ?? "3") ?? 3
let cards = Int(arguments.dropFirst().first ?? "100") ?? 100
let frames = Int(arguments.dropFirst(2).first ?? "600") ?? 600

let card =
  ##"{"zstack": [{"shape": {"roundedRectangle": 16}, "fill": {"linearGradient": {"colors": ["blue", "#004FA6"]}}}, {"text": "Post", "font": "headline", "foreground": "white", "padding": 12}], "alignment": "bottomLeading", "frame": {"width": 150, "height": 150}, "shadow": {"radius": 6, "y": 3, "color": "black@0.12"}}"##
let shelf =
  #"{"vstack": [{"text": "Shelf", "font": "title2", "padding": {"horizontal": 16}}, {"scroll": {"hstack": ["#
  + Array(repeating: card, count: cards).joined(separator: ", ")
  + #"], "spacing": 12}, "axis": "horizontal", "contentMargins": {"horizontal": 16, "vertical": 12}}], "alignment": "leading", "spacing": 4}"#
let json =
  #"{"title": "Shelves", "content": {"vstack": ["#
  + Array(repeating: shelf, count: shelves).joined(separator: ", ")
  + #"], "spacing": 12}, "list": {"rows": 0, "sections": [[{"label": "Row"}]]}}"#
let spec = try SceneDecoder.decode(Array(json.utf8), file: "shelves.json", id: "shelves")
var engine = Engine(options: EngineOptions(scene: spec))
var painter = FramePainter()
var list = DisplayList(size: engine.device.size)
var time = 0.0
engine.advance(to: time)
if let block = engine.top.contentBlock {
  let top = engine.top.contentOrigin + engine.top.contentBlockTop
  var flung = 0
  for view in block.scrollViews where flung < 3 {
    let y = top + view.frame.midY
    guard y > 120, y < engine.device.size.height - 40 else { continue }
    engine.handle(.pointerDown(x: 360, y: y), at: time)
    for step in 1...4 {
      time += 0.004
      engine.handle(.pointerMove(x: 360 - Double(step) * 32, y: y), at: time)
    }
    time += 0.004
    engine.handle(.pointerUp(x: 232, y: y), at: time)
    flung += 1
  }
}
var commands = 0
for _ in 0..<frames {
  time += 0.001
  engine.advance(to: time)
  painter.paint(engine, into: &list)
  commands &+= list.commands.count
}
print("\(shelves) × \(cards): \(frames) frames, \(commands) commands, at rest: \(engine.isAtRest)")
