import DisplayList
import NavLabCore

// The engine frame benchmark's loop without the benchmark harness, to count instructions
// with callgrind (wall clock on a shared VM is noise):
//   EngineProfile <screen> <frames>
// advances a built-in screen (10,000 rows) frame by frame at 60 Hz over a fling that restarts
// every 4 s, painting each frame into a reused display list. Per frame = (instructions at N2
// frames − at N1) / (N2 − N1), which removes the setup.
let arguments = CommandLine.arguments.dropFirst()
let screen = arguments.first ?? "settings"
let frames = Int(arguments.dropFirst().first ?? "600") ?? 600
var engine = Engine(options: EngineOptions(screen: screen, rows: 10_000))
var painter = FramePainter()
var list = DisplayList(size: engine.device.size)
engine.handle(.fling(velocity: 2500), at: 0)
var time = 0.0
var commands = 0
for _ in 0..<frames {
  time += 1.0 / 60
  if time > 4 {
    time = 0
    engine.handle(.fling(velocity: 2500), at: time)
  }
  engine.advance(to: time)
  painter.paint(engine, into: &list)
  commands &+= list.commands.count
}
print("\(frames) frames, \(commands) commands")
