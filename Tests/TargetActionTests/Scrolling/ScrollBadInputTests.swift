import Foundation
import Mocks
import Testing
@testable import TargetAction

/// Bad geometry and settings given to a scroll view are reported and change nothing (as R30's
/// bad input); a scroll view leaves nothing alive behind it.
@Suite struct ScrollBadInputTests {
    @Test("Non-finite offsets are reported and change nothing")
    func badOffsets() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scene.journal.clear()

        let (_, failures) = FailureReporter.capturing {
            scene.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 3)
            scene.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
            scene.scrollView.setContentOffset(CGPoint(x: 0, y: -CGFloat.infinity), animated: false)
        }

        #expect(failures.count == 3)
        #expect(failures.map(\.message) == [
            "\(scene.scrollView.debugName).contentOffset = (nan, 3.0): it must be finite. It stays (0.0, 100.0).",
            "\(scene.scrollView.debugName).setContentOffset((0.0, inf), animated: true): contentOffset must be finite. It stays (0.0, 100.0).",
            "\(scene.scrollView.debugName).setContentOffset((0.0, -inf), animated: false): contentOffset must be finite. It stays (0.0, 100.0).",
        ])
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(scene.journal.lines.isEmpty)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("Non-finite or negative content sizes and non-finite insets are reported and not applied")
    func badSizesAndInsets() {
        let scene = ScrollScene()

        let (_, failures) = FailureReporter.capturing {
            scene.scrollView.contentSize = CGSize(width: -1, height: 100)
            scene.scrollView.contentSize = CGSize(width: 10, height: CGFloat.nan)
            scene.scrollView.contentInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        }

        #expect(failures.count == 3)
        #expect(failures.first?.message.contains("contentSize = (-1.0, 100.0): it must be finite and not negative. It stays (400.0, 2000.0).") == true)
        #expect(failures.last?.message.contains("contentInset = (top: inf, left: 0.0, bottom: 0.0, right: 0.0): it must be finite. It stays (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0).") == true)
        #expect(scene.scrollView.contentSize == CGSize(width: 400, height: 2000))
        #expect(scene.scrollView.contentInset == .zero)
    }

    @Test("Settings out of range are reported and keep their values")
    func badSettings() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        let (_, failures) = FailureReporter.capturing {
            scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: 1)
            scrollView.frameInterval = 0
            scrollView.contentTouchDelay = -1
            scrollView.animationDuration = .nan
            scrollView.rubberBandFactor = 0
            scrollView.decelerationStopSpeed = .infinity
            scrollView.pagingFlickSpeed = -0.5
        }

        #expect(failures.count == 7)
        #expect(scrollView.decelerationRate == .normal)
        #expect(scrollView.frameInterval == 1.0 / 60)
        #expect(scrollView.contentTouchDelay == 0.15)
        #expect(scrollView.animationDuration == 0.3)
        #expect(scrollView.rubberBandFactor == 0.55)
        #expect(scrollView.decelerationStopSpeed == 0.01)
        #expect(scrollView.pagingFlickSpeed == 0.5)
    }

    @Test("A delegate's non-finite target is reported and the default target used")
    func badTarget() {
        let scene = ScrollScene()
        scene.journal.newTarget = CGPoint(x: 0, y: CGFloat.nan)

        let (_, failures) = FailureReporter.capturing {
            scene.drag(from: CGPoint(x: 200, y: 600), by: CGVector(dx: 0, dy: -200))
            scene.simulator.up()
            scene.clock.advance(by: 3)
        }

        #expect(failures.count == 1)
        #expect(scene.scrollView.contentOffset == scene.journal.proposedTarget)
    }

    @Test("Defaults are UIKit's")
    func defaults() {
        let scrollView = ScrollView(frame: .zero)

        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.isScrollEnabled && scrollView.bounces && scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal && !scrollView.isPagingEnabled)
        #expect(scrollView.decelerationRate == .normal)
        #expect(ScrollView.DecelerationRate.normal.rawValue == 0.998 && ScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.gestureRecognizers?.first === scrollView.panGestureRecognizer)
        #expect(scrollView.panGestureRecognizer.view === scrollView)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(scrollView.touchesShouldCancel(in: View()))
        #expect(scrollView.touchesShouldBegin([], with: nil, in: View()))
    }

    @Test("A scroll view released mid-deceleration goes, with its window, whatever the clock keeps")
    func noCycles() {
        let clock = ManualClock()
        weak var weakScrollView: ScrollView?
        weak var weakWindow: Window?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800), clock: clock)
            let scrollView = ScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 400, height: 5000)
            let content = View(frame: CGRect(x: 0, y: 0, width: 400, height: 5000))
            scrollView.addSubview(content)
            window.addSubview(scrollView)
            let simulator = TouchSimulator(window: window)
            simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.1)
            simulator.down(at: CGPoint(x: 200, y: 400))   // held on the content
            clock.advance(by: 0.05)
            weakScrollView = scrollView
            weakWindow = window
        }

        clock.advance(by: 5)

        #expect(weakScrollView == nil)
        #expect(weakWindow == nil)
    }
}
