import Foundation
import Mocks
import TargetAction

/// A flick on a scroll view and its full deceleration on virtual time: the touch simulator drags
/// 200 points up in 0.1 s (10 moves) on the content and lifts; the clock then runs until the
/// deceleration (about 2.6 s of 60 frames a second) is over; the offset is put back at once.
final class ScrollFlickScenario: ScrollViewDelegate {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let simulator: TouchSimulator
    /// Virtual seconds one flick takes, from touch-down to rest.
    private(set) var simulatedDuration: TimeInterval = 0
    private(set) var frames = 0

    init() {
        scrollView.contentSize = CGSize(width: 400, height: 100_000)
        scrollView.addSubview(View(frame: CGRect(x: 0, y: 0, width: 400, height: 100_000)))
        window.addSubview(scrollView)
        simulator = TouchSimulator(window: window)
        scrollView.delegate = self
        let start = window.clock.now
        flick()
        simulatedDuration = window.clock.now - start
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        frames += 1
    }

    @inline(never)
    func run(_ n: Int) {
        for _ in 0..<n {
            flick()
        }
    }

    private func flick() {
        simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
        window.clock.runUntilIdle()
        scrollView.setContentOffset(.zero, animated: false)
    }
}
