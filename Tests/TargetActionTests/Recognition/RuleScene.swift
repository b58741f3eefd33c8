import Foundation
import Mocks
@testable import TargetAction

/// Records every action it receives: which recognizer (by name) reported which state.
final class ActionLog: Responder {
    struct Entry: Equatable, CustomStringConvertible {
        let name: String
        let state: GestureRecognizer.State
        var description: String { "\(name) \(state)" }
    }

    private(set) var entries: [Entry] = []
    /// Runs inside each action, after it is logged.
    var onAction: ((GestureRecognizer) -> Void)?

    override init() {
        super.init()
        publish("record:", ActionLog.record)
    }

    private func record(_ recognizer: GestureRecognizer) {
        entries.append(Entry(name: recognizer.name ?? "?", state: recognizer.state))
        onAction?(recognizer)
    }

    /// "name .state" strings, in order.
    var lines: [String] { entries.map(\.description) }

    func states(of name: String) -> [GestureRecognizer.State] {
        entries.filter { $0.name == name }.map(\.state)
    }

    func clear() { entries.removeAll() }
}

/// A view that records the touch phases it receives (R17, R20).
final class TouchRecordingView: View {
    private(set) var phases: [String] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { phases.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { phases.append("cancelled") }
}

/// A 400x800 window with a full-size content view, a touch simulator and an action log.
struct RuleScene {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let content = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let simulator: TouchSimulator
    let log = ActionLog()

    init() {
        window.addSubview(content)
        simulator = TouchSimulator(window: window)
    }

    /// Names `recognizer`, points its action at the log and attaches it to `view` (default: content).
    @discardableResult
    func add<R: GestureRecognizer>(_ recognizer: R, _ name: String, to view: View? = nil) -> R {
        recognizer.name = name
        recognizer.addTarget(log, action: "record:")
        (view ?? content).addGestureRecognizer(recognizer)
        return recognizer
    }

    func pan(_ name: String = "pan", to view: View? = nil) -> PanGestureRecognizer {
        add(PanGestureRecognizer(target: nil, action: nil), name, to: view)
    }

    func tap(_ name: String = "tap", taps: Int = 1, to view: View? = nil) -> TapGestureRecognizer {
        let tap = add(TapGestureRecognizer(target: nil, action: nil), name, to: view)
        tap.numberOfTapsRequired = taps
        return tap
    }

    func longPress(_ name: String = "press", to view: View? = nil) -> LongPressGestureRecognizer {
        add(LongPressGestureRecognizer(target: nil, action: nil), name, to: view)
    }
}

/// A delegate whose answers tests set.
final class RuleDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives: (Touch) -> Bool = { _ in true }
    var requiresFailureOf: (GestureRecognizer) -> Bool = { _ in false }
    var requiredToFailBy: (GestureRecognizer) -> Bool = { _ in false }
    private(set) var shouldBeginAsked = 0

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        shouldBeginAsked += 1
        return shouldBegin
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneous
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requiresFailureOf(other)
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        requiredToFailBy(other)
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        receives(touch)
    }
}

extension CGPoint {
    init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }
}
