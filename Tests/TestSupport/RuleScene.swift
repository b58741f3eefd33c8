import Foundation
import Mocks
import TargetAction

/// Records every action it receives: which recognizer (by name) reported which state.
public final class ActionLog: Responder {
    public struct Entry: Equatable, CustomStringConvertible {
        public let name: String
        public let state: GestureRecognizer.State
        public var description: String { "\(name) \(state)" }
    }

    public private(set) var entries: [Entry] = []
    /// Runs inside each action, after it is logged.
    public var onAction: ((GestureRecognizer) -> Void)?

    override public init() {
        super.init()
        publish("record:", ActionLog.record)
    }

    private func record(_ recognizer: GestureRecognizer) {
        entries.append(Entry(name: recognizer.name ?? "?", state: recognizer.state))
        onAction?(recognizer)
    }

    /// "name .state" strings, in order.
    public var lines: [String] { entries.map(\.description) }

    public func states(of name: String) -> [GestureRecognizer.State] {
        entries.filter { $0.name == name }.map(\.state)
    }

    public func clear() { entries.removeAll() }
}

/// A view that records the touch phases it receives (R17, R20).
public final class TouchRecordingView: View {
    public private(set) var phases: [String] = []

    override public func touchesBegan(_ touches: Set<Touch>, with event: Event?) { phases.append("began") }
    override public func touchesMoved(_ touches: Set<Touch>, with event: Event?) { phases.append("moved") }
    override public func touchesEnded(_ touches: Set<Touch>, with event: Event?) { phases.append("ended") }
    override public func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { phases.append("cancelled") }
}

/// A 400x800 window with a full-size content view, a touch simulator and an action log.
public struct RuleScene {
    public let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    public let content = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    public let simulator: TouchSimulator
    public let log = ActionLog()

    public init() {
        window.addSubview(content)
        simulator = TouchSimulator(window: window)
    }

    /// Names `recognizer`, points its action at the log and attaches it to `view` (default: content).
    @discardableResult
    public func add<R: GestureRecognizer>(_ recognizer: R, _ name: String, to view: View? = nil) -> R {
        recognizer.name = name
        recognizer.addTarget(log, action: "record:")
        (view ?? content).addGestureRecognizer(recognizer)
        return recognizer
    }

    public func pan(_ name: String = "pan", to view: View? = nil) -> PanGestureRecognizer {
        add(PanGestureRecognizer(target: nil, action: nil), name, to: view)
    }

    public func tap(_ name: String = "tap", taps: Int = 1, to view: View? = nil) -> TapGestureRecognizer {
        let tap = add(TapGestureRecognizer(target: nil, action: nil), name, to: view)
        tap.numberOfTapsRequired = taps
        return tap
    }

    public func longPress(_ name: String = "press", to view: View? = nil) -> LongPressGestureRecognizer {
        add(LongPressGestureRecognizer(target: nil, action: nil), name, to: view)
    }
}

/// Swipes (R37, R38) and screen-edge pans (R39).
extension RuleScene {
    /// A named swipe logging to the scene's log, attached to `view` (default: content).
    public func addSwipe(_ name: String = "swipe", _ direction: SwipeGestureRecognizer.Direction = .right,
                         to view: View? = nil) -> SwipeGestureRecognizer {
        let swipe = add(SwipeGestureRecognizer(target: nil, action: nil), name, to: view)
        swipe.direction = direction
        return swipe
    }

    /// A named screen-edge pan watching `edges`, logging to the scene's log, attached to `view`
    /// (default: content).
    public func addEdgePan(_ name: String = "edge", _ edges: RectEdge, to view: View? = nil) -> ScreenEdgePanGestureRecognizer {
        let pan = add(ScreenEdgePanGestureRecognizer(target: nil, action: nil), name, to: view)
        pan.edges = edges
        return pan
    }
}

extension CGPoint {
    /// A point from its coordinates without labels: `CGPoint(10, 20)`.
    public init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }
}
