import Foundation
@testable import TargetAction
import TestSupport

/// A discrete recognizer (possible → ended | failed) a test moves by hand.
final class ManualDiscreteRecognizer: ManualRecognizer {
    override var isDiscrete: Bool { true }
}

/// A delegate whose answers a test sets, counting how often R7 asks it.
final class AnsweringDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    private(set) var shouldBeginAsked = 0

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        shouldBeginAsked += 1
        return shouldBegin
    }
}

/// A window with one full-size content view, and a way to send single-touch events.
struct WindowFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let content = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

    init() {
        window.addSubview(content)
    }

    func send(_ time: TimeInterval, _ changes: Event.Change...) {
        window.sendEvent(Event(timestamp: time, changes: changes))
    }
}

typealias State = GestureRecognizer.State

/// Every state, in raw-value order.
let allStates: [State] = [.possible, .began, .changed, .ended, .cancelled, .failed]

/// The recognizer kinds a test can make without touches.
enum RecognizerKind: String, CaseIterable, Sendable {
    case base, pan, tap, longPress

    func make() -> GestureRecognizer {
        switch self {
        case .base: GestureRecognizer(target: nil, action: nil)
        case .pan: PanGestureRecognizer(target: nil, action: nil)
        case .tap: TapGestureRecognizer(target: nil, action: nil)
        case .longPress: LongPressGestureRecognizer(target: nil, action: nil)
        }
    }
}
