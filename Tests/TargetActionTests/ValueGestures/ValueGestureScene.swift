import Foundation
import Mocks
@testable import TargetAction

/// What value gestures' callbacks wrote, in order: one line each.
final class GestureJournal {
    private(set) var lines: [String] = []

    func write(_ line: String) {
        lines.append(line)
    }

    func clear() {
        lines.removeAll()
    }
}

/// A 400×800 window holding `outer` (the whole window) with `inner` at (100, 100, 200, 200)
/// inside it, a touch simulator on it, and a journal.
struct ValueGestureScene {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let outer = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let inner = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let simulator: TouchSimulator
    let journal = GestureJournal()

    init() {
        window.addSubview(outer)
        outer.addSubview(inner)
        simulator = TouchSimulator(window: window)
    }

    /// A point inside `inner`, in window coordinates.
    static let innerPoint = CGPoint(x: 200, y: 200)
    /// A point outside `inner`, in window coordinates.
    static let outerPoint = CGPoint(x: 50, y: 600)
}
