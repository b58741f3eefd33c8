import Foundation
import Mocks
import Testing
@testable import TargetAction

/// Bad zoom limits, scales and rects are reported and change nothing (as R30's bad input), at the
/// line of the test driving the window when there is one.
@Suite struct ZoomBadInputTests {
    @Test("A limit that is not finite or not positive is reported and not applied", arguments: [
        CGFloat.nan, .infinity, -.infinity, 0, -2,
    ])
    func badLimits(value: CGFloat) {
        let scene = ZoomScene()
        scene.scrollView.zoomScale = 2
        scene.journal.clear()

        let (_, failures) = FailureReporter.capturing {
            scene.scrollView.minimumZoomScale = value
            scene.scrollView.maximumZoomScale = value
        }

        #expect(failures.count == 2)
        #expect(failures.first?.message.contains("minimumZoomScale = \(value): it must be finite and above zero. It stays 1.0.") == true)
        #expect(scene.scrollView.minimumZoomScale == 1 && scene.scrollView.maximumZoomScale == 4)
        #expect(scene.scrollView.zoomScale == 2)
        #expect(scene.scrollView.pinchGestureRecognizer != nil)
        #expect(scene.journal.lines.isEmpty)
    }

    @Test("A minimum above the maximum, or a maximum below the minimum, is reported and not applied")
    func crossedLimits() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        let (_, failures) = FailureReporter.capturing {
            scrollView.minimumZoomScale = 2   // above the default maximum, 1
            scrollView.maximumZoomScale = 3
            scrollView.minimumZoomScale = 0.5
            scrollView.maximumZoomScale = 0.25
        }

        #expect(failures.map(\.message) == [
            "ScrollView(0.0, 0.0, 100.0, 100.0).minimumZoomScale = 2.0: it must be at most maximumZoomScale (1.0); raise the maximum first. It stays 1.0.",
            "ScrollView(0.0, 0.0, 100.0, 100.0).maximumZoomScale = 0.25: it must be at least minimumZoomScale (0.5); lower the minimum first. It stays 3.0.",
        ])
        #expect(scrollView.minimumZoomScale == 0.5 && scrollView.maximumZoomScale == 3)
    }

    @Test("A zoom rect of no area or not finite is reported, and nothing changes", arguments: [
        CGRect(x: 10, y: 10, width: 0, height: 100), CGRect(x: 10, y: 10, width: 100, height: 0),
        CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
    ])
    func badRects(rect: CGRect) {
        let scene = ZoomScene()

        let (_, failures) = FailureReporter.capturing {
            scene.scrollView.zoom(to: rect, animated: true)
            scene.scrollView.zoom(to: rect, animated: false)
        }

        #expect(failures.count == 2)
        #expect(failures.first?.message.contains("zoom(to: (\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height)), animated: true): rect must be finite, with a width and a height above zero (R76). Nothing changed") == true)
        #expect(scene.scrollView.zoomScale == 1 && scene.scrollView.contentOffset == .zero)
        #expect(scene.journal.lines.isEmpty && scene.clock.pendingTimerCount == 0)
    }

    @Test("A non-finite zoom scale is reported and changes nothing")
    func badScale() {
        let scene = ZoomScene()

        let (_, failures) = FailureReporter.capturing {
            scene.scrollView.zoomScale = .nan
            scene.scrollView.setZoomScale(.infinity, animated: true)
        }

        #expect(failures.count == 2)
        #expect(failures.first?.message.contains("zoomScale = nan: it must be finite. It stays 1.0.") == true)
        #expect(scene.journal.lines.isEmpty)
    }

    @Test("Bad zoom settings are reported and keep their values")
    func badSettings() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        let (_, failures) = FailureReporter.capturing {
            scrollView.zoomAnimationDuration = 0
            scrollView.zoomAnimationDuration = .nan
            scrollView.zoomBounceExponent = 0
            scrollView.zoomBounceExponent = 1.5
        }

        #expect(failures.count == 4)
        #expect(scrollView.zoomAnimationDuration == 0.3)
        #expect(scrollView.zoomBounceExponent == 0.5)
    }

    @Test("A bad zoom from a handler during a drive is reported at the line of the test that drove it")
    func reportedAtTheDrivingLine() {
        let scene = ZoomScene()
        let tap = TapGestureRecognizer(target: nil, action: nil)
        tap.addTarget(scene.scrollView, action: ScrollView.zoomToNothing)
        scene.zoomView.addGestureRecognizer(tap)

        let (line, failures) = FailureReporter.capturing { () -> UInt in
            scene.simulator.tap(at: CGPoint(x: 100, y: 100)); return #line
        }

        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.fileID.hasSuffix("ZoomBadInputTests.swift") == true)
    }

    @Test("A zooming scroll view and its refresh control leave nothing alive behind them, mid-bounce and mid-refresh")
    func noCycles() {
        let clock = ManualClock()
        weak var weakScrollView: ScrollView?
        weak var weakControl: RefreshControl?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800), clock: clock)
            let scene = ZoomScene()
            window.addSubview(scene.scrollView)
            let control = RefreshControl()
            scene.scrollView.refreshControl = control
            control.beginRefreshing()
            let simulator = TouchSimulator(window: window)
            simulator.pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 600, duration: 0.2)
            clock.advance(by: 0.1)
            weakScrollView = scene.scrollView
            weakControl = control
        }

        clock.advance(by: 5)

        #expect(weakScrollView == nil)
        #expect(weakControl == nil)
    }
}

extension ScrollView {
    /// A handler that zooms to a rect of no area.
    fileprivate func zoomToNothing() {
        zoom(to: .zero, animated: false)
    }
}
