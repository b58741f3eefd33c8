import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R47, R52, R75, R76: an animation that code starts while the finger drags (a "scroll to top" a
/// handler triggers, a double-tap zoom) goes on after the lift: the lift does not decelerate, and
/// the motion ends with its own delegate call.
@Suite("R47, R52: an animation started during a drag")
struct ScrollAnimationDuringDragTests {
    @Test("R47, R52: a fast lift during an animated setContentOffset leaves the animation to end, and does not decelerate")
    func r47_r52_liftDuringScrollingAnimation() {
        let scene = ScrollScene()
        scene.drag(from: CGPoint(x: 200, y: 700), by: CGVector(dx: 0, dy: -400), steps: 4)   // fast upwards
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        scene.journal.clear()

        scene.simulator.up()

        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.journal.lines == ["willEndDragging", "didEndDragging(false)"])
        scene.clock.advance(by: 30)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.journal.lines.last == "didEndScrollingAnimation")
        #expect(!scene.journal.lines.contains("willBeginDecelerating"))
        #expect(scene.clock.pendingTimerCount == 0)
    }

    /// An animated zoom code starts mid-drag, and the scale it ends at.
    enum ZoomInCode: String, CaseIterable, Sendable, CustomStringConvertible {
        case setZoomScale, zoomToRect
        var description: String { rawValue }

        func start(on scrollView: ScrollView) -> CGFloat {
            switch self {
            case .setZoomScale: scrollView.setZoomScale(3, animated: true); return 3
            case .zoomToRect: scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 200), animated: true); return 4
            }
        }
    }

    @Test("R47, R75, R76: a fast lift during an animated zoom leaves the zoom to end, and does not decelerate",
          arguments: ZoomInCode.allCases)
    func r47_r75_r76_liftDuringZoomAnimation(zoom: ZoomInCode) {
        let scene = ZoomScene()
        scene.scrollView.setZoomScale(2, animated: false)
        scene.simulator.down(at: CGPoint(x: 200, y: 700))
        for step in 1...4 {   // fast upwards
            scene.simulator.wait(0.01)
            scene.simulator.move(to: CGPoint(x: 200, y: 700 - CGFloat(step) * 100))
        }
        let scale = zoom.start(on: scene.scrollView)
        scene.journal.clear()

        scene.simulator.up()
        scene.clock.advance(by: 30)

        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.zoomScale == scale)
        #expect(scene.journal.lines.first == "didEndDragging(false)")
        #expect(scene.journal.lines.last == "didEndZooming(\(scale))")
        #expect(!scene.journal.lines.contains("willBeginDecelerating"))
        #expect(scene.clock.pendingTimerCount == 0)
    }
}
