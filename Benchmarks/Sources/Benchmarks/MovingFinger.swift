import Foundation
import TargetAction

/// One finger in a window, its events 1 ms apart: put down and moved until a pan begins, then
/// moved back and forth by a point, one event per move (what the move scenarios time).
final class MovingFinger {
    let window: Window
    let touch = Touch()
    private var time: TimeInterval = 0
    private var flip = false
    private var start = CGPoint.zero
    private var distance: CGFloat = 0

    init(in window: Window) {
        self.window = window
    }

    /// Puts the finger down at `start` and moves it `distance` and then `distance + 1` points
    /// down: far enough for a pan there to begin and go on.
    func begin(at start: CGPoint, movingBy distance: CGFloat = 20) {
        self.start = start
        self.distance = distance
        send(.began(touch, at: start))
        send(.moved(touch, to: CGPoint(x: start.x, y: start.y + distance)))
        send(.moved(touch, to: CGPoint(x: start.x, y: start.y + distance + 1)))
    }

    /// `n` moves, between one and two points past where ``begin(at:movingBy:)`` left the finger.
    @inline(never)
    func wiggle(_ n: Int) {
        for _ in 0..<n {
            flip.toggle()
            time += 0.001
            let location = CGPoint(x: start.x, y: start.y + distance + (flip ? 2 : 1))
            window.sendEvent(Event(timestamp: time, changes: [.moved(touch, to: location)]))
        }
    }

    private func send(_ change: Event.Change) {
        time += 0.001
        window.sendEvent(Event(timestamp: time, changes: [change]))
    }
}
