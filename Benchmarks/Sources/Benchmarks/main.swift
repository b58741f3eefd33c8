import Foundation
import Mocks
import TargetAction

// Ratios of the toolkit's costs to the physical limit, a direct call of the same handler, all
// measured in one run. `swift run -c release Benchmarks` prints a table; `--json` prints one JSON
// object of ratios on standard output (the table goes to standard error).

// `--profile <scenario> <n>` runs one scenario n times and nothing else, for a profiler
// (valgrind --tool=callgrind): direct, weak, retained, any, dispatch, typed, mock, move, down4, down2, press,
// allkinds, offpath1000, offpath10, transformed, plain, scroll, valuedrag, valuepan.
if let index = CommandLine.arguments.firstIndex(of: "--profile"), CommandLine.arguments.count > index + 2,
   let n = Int(CommandLine.arguments[index + 2]) {
    profile(CommandLine.arguments[index + 1], n)
    exit(0)
}

let json = CommandLine.arguments.contains("--json")
let harness = Harness()

func log(_ line: String) {
    if json {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    } else {
        print(line)
    }
}

func format(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
}

// The physical limit, the handler called directly, and the toolkit's paths to the same handler.
let directHandler = PanHandler()
let directPan = PanGestureRecognizer(target: nil, action: nil)
let weakTarget = WeakTargetScenario()
let retainedTarget = RetainedTargetScenario()
let anySender = AnySenderScenario()
let named = DispatchScenario(typed: false)
let typed = DispatchScenario(typed: true)
let mockPan = MockPanScenario()
let moveScenario = MoveEventScenario()
let deep = HitTestScenario(depth: 4)
let shallow = HitTestScenario(depth: 2)
let longPress = LongPressScenario()
let allKinds = AllKindsMoveScenario()
let offPathMany = OffPathScenario(offPath: 1000)
let offPathFew = OffPathScenario(offPath: 10)
let transformedMove = TransformedMoveScenario(transformed: true)
let plainMove = TransformedMoveScenario(transformed: false)
let scrollFlick = ScrollFlickScenario()
let valueDrag = ValueGestureMoveScenario(valueGesture: true)
let valuePan = ValueGestureMoveScenario(valueGesture: false)

let results = harness.measure([
    .init("direct") { directCalls(directHandler, directPan, $0) },
    .init("weak") { weakTarget.run($0) },
    .init("retained") { retainedTarget.run($0) },
    .init("any") { anySender.run($0) },
    .init("dispatch") { named.run($0) },
    .init("typed") { typed.run($0) },
    .init("mock") { mockPan.run($0) },
    .init("move") { moveScenario.run($0) },
    .init(prepared: "down4", deep.run),
    .init(prepared: "down2", shallow.run),
    .init("press") { longPress.run($0) },
    .init("allkinds") { allKinds.run($0) },
    .init("offpath1000") { offPathMany.run($0) },
    .init("offpath10") { offPathFew.run($0) },
    .init("transformed") { transformedMove.run($0) },
    .init("plain") { plainMove.run($0) },
    .init("scroll") { scrollFlick.run($0) },
    .init("valuedrag") { valueDrag.run($0) },
    .init("valuepan") { valuePan.run($0) },
])
let direct = results["direct"]!
let weakCall = results["weak"]!
let retainedCall = results["retained"]!
let anySenderCall = results["any"]!
let dispatchNamed = results["dispatch"]!
let dispatchTyped = results["typed"]!
let mock = results["mock"]!
let move = results["move"]!
let downDeep = results["down4"]!
let downShallow = results["down2"]!
let pressScenario = results["press"]!
let allKindsMove = results["allkinds"]!
let offPathManyMove = results["offpath1000"]!
let offPathFewMove = results["offpath10"]!
let transformedMoveTime = results["transformed"]!
let plainMoveTime = results["plain"]!
let scrollFlickTime = results["scroll"]!
let valueDragMove = results["valuedrag"]!
let valuePanMove = results["valuepan"]!
let checksum = directHandler.checksum + weakTarget.handler.checksum + retainedTarget.handler.checksum + anySender.handler.checksum + named.handler.checksum + typed.handler.checksum + mockPan.handler.checksum
    + moveScenario.handler.checksum + Double(longPress.counter.actions) + offPathMany.handler.checksum + offPathFew.handler.checksum
    + allKinds.handler.checksum + transformedMove.handler.checksum + plainMove.handler.checksum + Double(scrollFlick.frames)
    + valueDrag.work.checksum + valuePan.work.checksum

let ratios: [(key: String, value: Double, target: String, what: String)] = [
    ("dispatch_vs_direct", dispatchNamed / direct, "<= 80",
     "a recognizer sending one action (selector target) / direct call"),
    ("dispatch_typed_vs_direct", dispatchTyped / direct, "<= 60",
     "a recognizer sending one action (method reference target) / direct call"),
    ("weak_target_call_vs_direct", weakCall / direct, "-",
     "a weakly held target loaded, called, released / direct call (what R10 costs with `weak`)"),
    ("retained_target_call_vs_direct", retainedCall / direct, "-",
     "a retained target called, released / direct call (what keeping the target alive for its handler costs)"),
    ("any_sender_call_vs_direct", anySenderCall / direct, "-",
     "a retained target, the sender boxed in Any? and cast back / direct call (perform(_:with:)'s shape)"),
    ("mock_pan_vs_direct", mock / direct, "<= 150",
     "PanGestureRecognizerMock.pan(location:translation:state:) / direct call"),
    ("move_event_vs_direct", move / direct, "<= 220",
     "one move event through a window to pan, tap, long press, 10 views deep / direct call"),
    ("move_event_all_kinds_vs_direct", allKindsMove / direct, "<= 450",
     "one move event to pan, pinch, rotation, swipe, screen-edge pan, tap and long press, 10 views deep / direct call"),
    ("hit_test_depth4_vs_depth2", downDeep / downShallow, "<= 2.5",
     "touch-down, fan-out 10, depth 4 (\(deep.viewCount) views) / depth 2 (\(shallow.viewCount) views)"),
    ("virtual_time_speedup", LongPressScenario.pressDuration * 1e9 / pressScenario, ">= 100000",
     "simulated seconds per wall-clock second, 2 s long press"),
    ("off_path_recognizers_1000_vs_10", offPathManyMove / offPathFewMove, "<= 1.5",
     "a move to an active pan with 1,000 recognizers on views off the touch's path / with 10"),
    ("move_event_transformed_vs_plain", transformedMoveTime / plainMoveTime, "<= 1.5",
     "a move to a pan 10 views deep, every view turned, scaled and moved, its handler reading in the pan's view / the same untransformed"),
    ("scroll_flick_speedup", scrollFlick.simulatedDuration * 1e9 / scrollFlickTime, ">= 100000",
     "simulated seconds per wall-clock second, a flick on a scroll view and its full deceleration (\(String(format: "%.2f", scrollFlick.simulatedDuration)) s)"),
    ("move_event_value_gesture_vs_pan", valueDragMove / valuePanMove, "<= 1.5",
     "a move to an attached DragGesture().updating(…).onChanged(…) 10 views deep / the same to a pan whose handler does that work"),
]

log("TargetAction benchmarks: release build, one run, best of \(harness.rounds) interleaved rounds each")
log("")
log("  operation                                           ns/op")
log("  direct call of the handler                     \(format(direct).leftPad(10))")
log("  weak load of the target, then the call         \(format(weakCall).leftPad(10))")
log("  retained target, then the call                 \(format(retainedCall).leftPad(10))")
log("  retained target, sender through Any?           \(format(anySenderCall).leftPad(10))")
log("  recognizer sends one action (selector)         \(format(dispatchNamed).leftPad(10))")
log("  recognizer sends one action (typed method)     \(format(dispatchTyped).leftPad(10))")
log("  mock pan(location:translation:state:)          \(format(mock).leftPad(10))")
log("  move event, 3 recognizers, 10 views deep       \(format(move).leftPad(10))")
log("  touch-down, depth 4 (\(deep.viewCount) views)              \(format(downDeep).leftPad(10))")
log("  touch-down, depth 2 (\(shallow.viewCount) views)                \(format(downShallow).leftPad(10))")
log("  2 s long press scenario (simulator)            \(format(pressScenario).leftPad(10))")
log("  move event, all 7 kinds, 10 views deep        \(format(allKindsMove).leftPad(10))")
log("  move, 1,000 recognizers off the path           \(format(offPathManyMove).leftPad(10))")
log("  move, 10 recognizers off the path              \(format(offPathFewMove).leftPad(10))")
log("  move, pan 10 deep, every view transformed      \(format(transformedMoveTime).leftPad(10))")
log("  move, pan 10 deep, no transforms               \(format(plainMoveTime).leftPad(10))")
log("  scroll flick and deceleration (simulator)      \(format(scrollFlickTime).leftPad(10))")
log("  move, attached drag with updating, onChanged   \(format(valueDragMove).leftPad(10))")
log("  move, pan whose handler does the same          \(format(valuePanMove).leftPad(10))")
log("")
log("  ratio                          value      target    what")
for ratio in ratios {
    log("  \(ratio.key.rightPad(28)) \(format(ratio.value).leftPad(9))   \(ratio.target.rightPad(9)) \(ratio.what)")
}
log("")
log("checksum \(checksum)")

if json {
    let body = ratios.map { "\"\($0.key)\": \(String(format: "%.3f", $0.value))" }.joined(separator: ", ")
    print("{\(body)}")
}

extension String {
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
    func rightPad(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}

func profile(_ name: String, _ n: Int) {
    switch name {
    case "direct": directCalls(PanHandler(), PanGestureRecognizer(target: nil, action: nil), n)
    case "weak": WeakTargetScenario().run(n)
    case "retained": RetainedTargetScenario().run(n)
    case "any": AnySenderScenario().run(n)
    case "dispatch": DispatchScenario(typed: false).run(n)
    case "typed": DispatchScenario(typed: true).run(n)
    case "mock": MockPanScenario().run(n)
    case "move": MoveEventScenario().run(n)
    case "down4": _ = HitTestScenario(depth: 4).run(n) { $0() }
    case "down2": _ = HitTestScenario(depth: 2).run(n) { $0() }
    case "press": LongPressScenario().run(n)
    case "allkinds": AllKindsMoveScenario().run(n)
    case "offpath1000": OffPathScenario(offPath: 1000).run(n)
    case "offpath10": OffPathScenario(offPath: 10).run(n)
    case "transformed": TransformedMoveScenario(transformed: true).run(n)
    case "plain": TransformedMoveScenario(transformed: false).run(n)
    case "scroll": ScrollFlickScenario().run(n)
    case "valuedrag": ValueGestureMoveScenario(valueGesture: true).run(n)
    case "valuepan": ValueGestureMoveScenario(valueGesture: false).run(n)
    default: FileHandle.standardError.write(Data("unknown scenario \(name)\n".utf8))
    }
}
