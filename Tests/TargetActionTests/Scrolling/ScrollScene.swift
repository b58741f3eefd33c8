import Foundation
import Mocks
@testable import TargetAction
import TestSupport

/// Records a scroll view's delegate calls as lines, with the offsets it scrolled through.
final class ScrollJournal: ScrollViewDelegate {
    private(set) var lines: [String] = []
    /// Every offset `scrollViewDidScroll` saw, with the clock's time then.
    private(set) var scrolls: [(time: TimeInterval, offset: CGPoint)] = []
    private(set) var velocity: CGPoint?
    private(set) var proposedTarget: CGPoint?
    /// Where `scrollViewWillEndDragging` moves the target, if set.
    var newTarget: CGPoint?
    var clock: ManualClock?

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if lines.last != "didScroll" { lines.append("didScroll") }
        scrolls.append((clock?.now ?? 0, scrollView.contentOffset))
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { lines.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint) {
        lines.append("willEndDragging")
        self.velocity = velocity
        proposedTarget = targetContentOffset
        if let newTarget { targetContentOffset = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        lines.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { lines.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { lines.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { lines.append("didEndScrollingAnimation") }

    func clear() {
        lines.removeAll()
        scrolls.removeAll()
    }
}

/// A 400x800 window filled by a scroll view whose content (a touch-recording view) is 400x2000:
/// it scrolls vertically from 0 to 1200.
struct ScrollScene {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let scrollView: ScrollView
    let content: TouchRecordingView
    let journal = ScrollJournal()
    let simulator: TouchSimulator
    var clock: ManualClock { window.clock }

    init(scrollView: ScrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)),
         contentSize: CGSize = CGSize(width: 400, height: 2000)) {
        self.scrollView = scrollView
        content = TouchRecordingView(frame: CGRect(origin: .zero, size: contentSize))
        scrollView.contentSize = contentSize
        scrollView.addSubview(content)
        scrollView.delegate = journal
        window.addSubview(scrollView)
        journal.clock = window.clock
        simulator = TouchSimulator(window: window)
    }

    /// Puts a finger down at `start` and moves it by `distance` in `steps` moves `interval` apart.
    func drag(from start: CGPoint, by distance: CGVector, steps: Int = 10, interval: TimeInterval = 0.01) {
        simulator.down(at: start)
        for step in 1...steps {
            simulator.wait(interval)
            let fraction = CGFloat(step) / CGFloat(steps)
            simulator.move(to: CGPoint(x: start.x + distance.dx * fraction, y: start.y + distance.dy * fraction))
        }
    }

    /// Holds the finger still for a second and moves it nowhere twice, so its velocity reads zero.
    func stopFinger() {
        guard let touch = simulator.touch(finger: 0) else { return }
        let here = touch.location(in: nil)
        for _ in 0..<2 {
            simulator.wait(0.5)
            simulator.move(to: here)
        }
    }
}

/// R46's rubber band: an overshoot `x` along a dimension `d` shows as this.
func rubberBand(_ x: CGFloat, _ d: CGFloat, _ k: CGFloat = 0.55) -> CGFloat {
    d * (1 - 1 / (x * k / d + 1))
}
