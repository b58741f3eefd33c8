import Foundation
import Mocks
import TargetAction

/// The direct call: the handler called by hand `n` times with the same recognizer.
@inline(never)
func directCalls(_ handler: PanHandler, _ pan: PanGestureRecognizer, _ n: Int) {
    for _ in 0..<n { handler.handlePan(pan) }
}

/// A recognizer sending one action: a pan outside any window set to `.changed`, which sends its
/// actions at once to its target.
final class DispatchScenario {
    let handler = PanHandler()
    let pan: PanGestureRecognizer

    init(typed: Bool) {
        if typed {
            pan = PanGestureRecognizer(target: nil, action: nil)
            pan.addTarget(handler, action: PanHandler.handlePan)
        } else {
            pan = PanGestureRecognizer(target: handler, action: "handlePan:")
        }
        pan.state = .began
    }

    @inline(never)
    func run(_ n: Int) {
        for _ in 0..<n { pan.state = .changed }
    }
}

/// The least an action to a weakly held target can cost (R10): load the weak reference, which
/// retains the target through its side table, call the handler, release the target.
final class WeakTargetScenario {
    let handler = PanHandler()
    let pan = PanGestureRecognizer(target: nil, action: nil)
    private weak var target: PanHandler?

    init() {
        target = handler
    }

    @inline(never)
    func run(_ n: Int) {
        for _ in 0..<n { target?.handlePan(pan) }
    }
}

/// The least an action to a `Responder` target can cost as the toolkit holds one (R10, without a
/// weak reference): retain the target so that its handler cannot release it mid-call, call the
/// handler, release it. The floor of a typed action.
final class RetainedTargetScenario {
    let handler = PanHandler()
    let pan = PanGestureRecognizer(target: nil, action: nil)

    @inline(never)
    func run(_ n: Int) {
        let target = Unmanaged.passUnretained(handler)
        for _ in 0..<n {
            let held = target.retain()
            held._withUnsafeGuaranteedRef { $0.handlePan(pan) }
            held.release()
        }
    }
}

/// The least a named action can cost: the retained target of ``RetainedTargetScenario``, reached
/// through the public `perform(_ selector: Selector, with sender: Any?)` shape, whose sender is boxed
/// in an `Any?` and cast back to the recognizer the handler takes.
final class AnySenderScenario {
    let handler = PanHandler()
    let pan = PanGestureRecognizer(target: nil, action: nil)

    @inline(never)
    func run(_ n: Int) {
        let target = Unmanaged.passUnretained(handler)
        for _ in 0..<n {
            let held = target.retain()
            held._withUnsafeGuaranteedRef { AnySenderScenario.perform($0, with: pan) }
            held.release()
        }
    }

    @inline(never)
    static func perform(_ handler: PanHandler, with sender: Any?) {
        if let pan = sender as? PanGestureRecognizer { handler.handlePan(pan) }
    }
}

/// Allows every recognizer to recognize with every other, so that all three on the path keep
/// receiving the moves.
final class Simultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

/// One move event through a window to a pan, a tap and a long press on a hit path 10 views deep.
final class MoveEventScenario {
    let handler = PanHandler()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let pan = PanGestureRecognizer(target: nil, action: nil)
    private lazy var finger = MovingFinger(in: window)
    private let delegate = Simultaneous()

    init() {
        let path = nestedPath(in: window)
        pan.addTarget(handler, action: "handlePan:")
        pan.delegate = delegate
        path[9].addGestureRecognizer(pan)
        let tap = TapGestureRecognizer(target: handler, action: "handlePan:")
        tap.allowableMovement = 1_000_000
        tap.maximumTapDuration = 1_000_000_000
        tap.delegate = delegate
        path[4].addGestureRecognizer(tap)
        let press = LongPressGestureRecognizer(target: handler, action: "handlePan:")
        press.allowableMovement = 1_000_000
        press.minimumPressDuration = 1_000_000_000
        press.delegate = delegate
        path[1].addGestureRecognizer(press)

        finger.begin(at: CGPoint(x: 200, y: 400))   // the pan begins
        precondition(pan.state == .changed, "the pan should be active, is \(pan.state)")
        precondition(finger.touch.gestureRecognizers.count == 3, "all three recognizers should receive the finger")
    }

    @inline(never)
    func run(_ n: Int) {
        finger.wiggle(n)
    }
}

/// Touch-downs in a tree of fan-out 10: each level splits its parent into 10 columns; the touch
/// lands in the first column at every level, so hit testing looks at all 10 siblings each time.
final class HitTestScenario {
    let window: Window
    let point = CGPoint(x: 1, y: 50)
    let leaf: View
    private var time: TimeInterval = 0
    private(set) var viewCount = 1

    init(depth: Int) {
        var width: CGFloat = 4
        for _ in 0..<depth { width *= 10 }
        window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        var level: [View] = [window]
        for _ in 0..<depth {
            var next: [View] = []
            for parent in level {
                let childWidth = parent.bounds.width / 10
                for column in 0..<10 {
                    let child = View(frame: CGRect(x: CGFloat(column) * childWidth, y: 0, width: childWidth, height: 100))
                    parent.addSubview(child)
                    next.append(child)
                }
            }
            viewCount += next.count
            level = next
        }
        leaf = level[0]
        leaf.addGestureRecognizer(TapGestureRecognizer(target: nil, action: nil))
        window.addGestureRecognizer(TapGestureRecognizer(target: nil, action: nil))
    }

    /// `n` touch-downs, timed in batches of 8; the lifts between batches are not timed.
    func run(_ n: Int, _ timed: (() -> Void) -> Void) -> Int {
        let batch = 8
        var done = 0
        var fingers: [Touch] = []
        while done < n {
            fingers.removeAll(keepingCapacity: true)
            for _ in 0..<batch { fingers.append(Touch()) }
            var events: [Event] = []
            for finger in fingers {
                time += 0.5   // far apart: no multi-tap counting
                events.append(Event(timestamp: time, changes: [.began(finger, at: point)]))
            }
            timed {
                for event in events { window.sendEvent(event) }
            }
            time += 0.5
            window.sendEvent(Event(timestamp: time, changes: fingers.map { .ended($0) }))
            done += batch
        }
        precondition(fingers.allSatisfy { $0.view === leaf }, "the touch should land on the first leaf")
        return done
    }
}

/// A 2-second long press driven by the touch simulator: down, two seconds of virtual time (the
/// press begins on its timer at 0.5 s), up.
final class LongPressScenario {
    let counter = ActionCounter()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let simulator: TouchSimulator
    let press: LongPressGestureRecognizer
    static let pressDuration: TimeInterval = 2

    init() {
        press = LongPressGestureRecognizer(target: nil, action: nil)
        window.addGestureRecognizer(press)
        press.addTarget(counter, action: ActionCounter.count)
        simulator = TouchSimulator(window: window)
    }

    @inline(never)
    func run(_ n: Int) {
        for _ in 0..<n {
            simulator.longPress(at: CGPoint(x: 100, y: 100), duration: LongPressScenario.pressDuration)
        }
    }
}

/// Counts the actions it gets.
final class ActionCounter {
    private(set) var actions = 0

    @inline(never)
    func count(_ recognizer: GestureRecognizer) {
        actions += 1
    }
}

/// The mock driven by hand: `pan(location:translation:state:)` sends `.changed` to the handler.
final class MockPanScenario {
    let handler = PanHandler()
    let mock: PanGestureRecognizerMock

    init() {
        mock = PanGestureRecognizerMock(target: handler, action: "handlePan:")
        mock.pan(location: nil, translation: CGPoint(x: 0, y: 1), state: .began)
    }

    @inline(never)
    func run(_ n: Int) {
        let translation = CGPoint(x: 0, y: 2)
        for _ in 0..<n {
            mock.pan(location: nil, translation: translation, state: .changed)
        }
    }
}

/// One move event to an active pan, in a window whose other `offPath` recognizers sit on views the
/// touch never reached: their number should not matter.
final class OffPathScenario {
    let handler = PanHandler()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    private lazy var finger = MovingFinger(in: window)

    init(offPath: Int) {
        let touched = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(touched)
        let pan = PanGestureRecognizer(target: handler, action: "handlePan:")
        touched.addGestureRecognizer(pan)
        let elsewhere = View(frame: CGRect(x: 0, y: 400, width: 400, height: 400))
        window.addSubview(elsewhere)
        for index in 0..<offPath {
            let view = View(frame: CGRect(x: CGFloat(index % 40) * 10, y: CGFloat(index / 40) * 10, width: 10, height: 10))
            elsewhere.addSubview(view)
            view.addGestureRecognizer(index.isMultiple(of: 2) ? TapGestureRecognizer() : PanGestureRecognizer())
        }
        finger.begin(at: CGPoint(x: 200, y: 100), movingBy: 50)
        precondition(pan.state == .changed, "the pan should be active, is \(pan.state)")
    }

    @inline(never)
    func run(_ n: Int) {
        finger.wiggle(n)
    }
}

/// One move event through a window to every kind of recognizer (pan, pinch, rotation, swipe,
/// screen-edge pan, tap, long press) on a hit path 10 views deep, the pan's and the edge pan's
/// actions included; every one of them keeps receiving the moves.
final class AllKindsMoveScenario {
    let handler = PanHandler()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let pan = PanGestureRecognizer()
    private lazy var finger = MovingFinger(in: window)
    private let delegate = Simultaneous()

    init() {
        let path = nestedPath(in: window)
        pan.addTarget(handler, action: "handlePan:")
        let tap = TapGestureRecognizer()
        tap.allowableMovement = 1_000_000
        tap.maximumTapDuration = 1_000_000_000
        let press = LongPressGestureRecognizer()
        press.allowableMovement = 1_000_000
        press.minimumPressDuration = 1_000_000_000
        let swipe = SwipeGestureRecognizer()   // stays possible: too slow and too short to recognize
        swipe.direction = .down
        swipe.minimumDistance = 1_000_000
        swipe.maximumDuration = 1_000_000_000
        let edge = ScreenEdgePanGestureRecognizer(target: handler, action: "handlePan:")
        edge.edges = .top
        edge.edgeMargin = 1_000_000   // every touch counts as on the top edge; moving down crosses it
        let recognizers: [(GestureRecognizer, Int)] = [
            (pan, 9), (PinchGestureRecognizer(), 8), (RotationGestureRecognizer(), 7), (swipe, 6),
            (edge, 5), (tap, 4), (press, 1),
        ]
        for (recognizer, depth) in recognizers {
            recognizer.delegate = delegate
            path[depth].addGestureRecognizer(recognizer)
        }

        finger.begin(at: CGPoint(x: 200, y: 400))   // the pans begin
        precondition(pan.state == .changed && edge.state == .changed, "both pans should be active")
        precondition(finger.touch.gestureRecognizers.count == 7, "all seven recognizers should receive the finger")
    }

    @inline(never)
    func run(_ n: Int) {
        finger.wiggle(n)
    }
}

/// Ten nested views in a 400 × 800 window, each 10 points smaller on every side than its parent,
/// outermost first; `shape` may transform each (it gets the view and its depth, 1 to 10).
func nestedPath(in window: Window, shape: (View, Int) -> Void = { _, _ in }) -> [View] {
    var parent: View = window
    var path: [View] = []
    for depth in 1...10 {
        let inset = CGFloat(depth) * 10
        let view = View(frame: CGRect(x: 10, y: 10, width: 400 - 2 * inset, height: 800 - 2 * inset))
        shape(view, depth)
        parent.addSubview(view)
        path.append(view)
        parent = view
    }
    return path
}
