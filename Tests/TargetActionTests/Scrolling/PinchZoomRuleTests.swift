import Foundation
import Mocks
import Testing
import TestSupport
@testable import TargetAction

/// R77-R80 with real fingers: a pinch zooms about the point under them, rubber-bands past the
/// limits and returns on the clock, shares its fingers with the drag, and the edges follow.
@Suite struct PinchZoomRuleTests {
    /// Checks, at each `scrollViewDidZoom` while zooming, that the zoom-view point first under the
    /// fingers is still under their centroid; returns the largest miss seen.
    final class AnchorWatch {
        private var anchor: CGPoint?
        private(set) var largestMiss: CGFloat = 0
        private(set) var checks = 0

        init(_ scene: ZoomScene) {
            let zoomView = scene.zoomView
            scene.journal.onZoom = { [weak self] scrollView in
                guard let self, scrollView.isZooming, let pinch = scrollView.pinchGestureRecognizer else { return }
                let centroid = pinch.location(in: nil)
                guard let anchor else {
                    anchor = zoomView.convert(centroid, from: nil)
                    return
                }
                let there = zoomView.convert(anchor, to: nil)
                largestMiss = max(largestMiss, abs(there.x - centroid.x), abs(there.y - centroid.y))
                checks += 1
            }
        }
    }

    // MARK: R77

    @Test("R77: a pinch calls willBeginZooming before isZooming, keeps the point under the fingers in place, and ends within the limits at once")
    func r77_aPinchAboutAPoint() {
        let scene = ZoomScene()
        let watch = AnchorWatch(scene)

        scene.pinchHeld(at: CGPoint(x: 200, y: 400), from: 100, to: 200)

        #expect(scene.scrollView.isZooming)
        #expect(abs(scene.scrollView.zoomScale - 2) < 1e-9)
        #expect(isClose(scene.scrollView.contentOffset, CGPoint(x: 200, y: 400), 1e-9))   // (200, 400) × 2 − (200, 400)
        #expect(scene.journal.lines.first == "willBeginZooming(zoomView, isZooming false)")
        #expect(scene.journal.zooms.allSatisfy { $0.isZooming })
        #expect(watch.checks >= 4 && watch.largestMiss < 1e-9)

        scene.lift()

        #expect(!scene.scrollView.isZooming)
        #expect(scene.journal.lines.last == "didEndZooming(\(scene.scrollView.zoomScale))")
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R77: a travelling pinch keeps the zoom-view point under its moving centroid")
    func r77_travellingPinch() {
        let scene = ZoomScene()
        let watch = AnchorWatch(scene)
        let start = CGPoint(x: 200, y: 400), end = CGPoint(x: 250, y: 300)

        scene.simulator.pinch(from: start, to: end, from: 100, to: 200, duration: 0.3)

        #expect(abs(scene.scrollView.zoomScale - 2) < 1e-9)
        #expect(watch.checks >= 8 && watch.largestMiss < 1e-6)
        // The pinch began at its first step (the centroid at (205, 390)): that point is now under (250, 300).
        #expect(isClose(scene.onScreen(CGPoint(x: 205, y: 390)), end, 1e-6))
    }

    @Test("R77: past the maximum the scale is rubber-banded, L × (raw ÷ L)^0.5, and without bouncesZoom it stops at L", arguments: [true, false])
    func r77_rubberBandedScale(bouncesZoom: Bool) {
        let scene = ZoomScene()
        scene.scrollView.bouncesZoom = bouncesZoom

        scene.pinchHeld(at: CGPoint(x: 200, y: 400), from: 100, to: 600)   // raw 6

        let expected = bouncesZoom ? 4 * (6.0 / 4).squareRoot() : 4
        #expect(abs(scene.scrollView.zoomScale - expected) < 1e-9)
        #expect(ScrollView.defaultZoomBounceExponent == 0.5)
    }

    @Test("R77: below the minimum the content follows the fingers past the edges with bounces, and stays within them without")
    func r77_offsetClampedOnlyWithoutBounces() {
        for bounces in [true, false] {
            let scene = ZoomScene()
            scene.scrollView.bounces = bounces

            scene.pinchHeld(at: CGPoint(x: 200, y: 400), from: 300, to: 100)   // raw 1/3

            #expect(abs(scene.scrollView.zoomScale - (1.0 / 3).squareRoot()) < 1e-9)
            let offset = scene.scrollView.contentOffset
            if bounces {
                #expect(isClose(scene.onScreen(CGPoint(x: 200, y: 400)), CGPoint(x: 200, y: 400), 1e-9))
                #expect(offset.x < 0 && offset.y < 0)
            } else {
                #expect(offset == .zero)
            }
        }
    }

    @Test("R77: when the pinch begins, content that saw a touch is cancelled; a control that tracks one, or canCancelContentTouches false, makes the pinch fail")
    func r77_contentTouches() {
        for keeper in ["none", "button", "canCancelContentTouches"] {
            let scene = ZoomScene()
            let button = Button(frame: CGRect(x: 100, y: 380, width: 80, height: 44))
            if keeper == "button" { scene.zoomView.addSubview(button) }
            if keeper == "canCancelContentTouches" { scene.scrollView.canCancelContentTouches = false }

            scene.simulator.down(at: CGPoint(x: 150, y: 400), finger: 0)
            scene.simulator.wait(0.2)   // the content (or the button) hears it
            scene.simulator.down(at: CGPoint(x: 250, y: 400), finger: 1)
            scene.simulator.move(to: CGPoint(x: 300, y: 400), finger: 1)

            if keeper == "none" {
                #expect(scene.scrollView.isZooming)
                #expect(scene.zoomView.phases == ["began", "cancelled"])
            } else {
                #expect(!scene.scrollView.isZooming, "\(keeper)")
                #expect(scene.scrollView.zoomScale == 1, "\(keeper)")
            }
        }
    }

    // MARK: R78

    @Test("R78: a pinch let go past the maximum bounces back to it over 0.3 s, keeping the last centroid's point, then ends at the limit")
    func r78_bounceFromAbove() {
        let scene = ZoomScene()
        scene.pinchHeld(at: CGPoint(x: 200, y: 400), from: 100, to: 600)

        scene.lift()

        #expect(!scene.scrollView.isZooming)
        #expect(scene.scrollView.isZoomBouncing)
        #expect(!scene.scrollView.isDecelerating)
        #expect(!scene.journal.lines.contains { $0.hasPrefix("didEndZooming") })

        scene.clock.advance(by: 0.3)

        #expect(scene.scrollView.zoomScale == 4)
        #expect(isClose(scene.scrollView.contentOffset, CGPoint(x: 600, y: 1200), 1e-9))   // (200, 400) × 4 − (200, 400)
        #expect(!scene.scrollView.isZoomBouncing)
        #expect(scene.journal.lines.last == "didEndZooming(4.0)")
        #expect(scene.journal.zooms.contains { $0.isBouncing })
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R78: a pinch let go below the minimum returns to it and to the edges")
    func r78_bounceFromBelow() {
        let scene = ZoomScene()
        scene.pinchHeld(at: CGPoint(x: 200, y: 400), from: 300, to: 100)

        scene.lift()
        scene.clock.advance(by: 0.3)

        #expect(scene.scrollView.zoomScale == 1)
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.journal.lines.last == "didEndZooming(1.0)")
    }

    @Test("R78: a pinch within the limits ends at once, even when nothing changed, and never decelerates however fast")
    func r78_endsAtOnceAndNeverDecelerates() {
        let scene = ZoomScene()
        scene.scrollView.zoomScale = 2
        scene.journal.clear()

        scene.simulator.pinch(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 150, y: 300), from: 100, to: 160, duration: 0.03, steps: 3)

        #expect(scene.journal.lines.last == "didEndZooming(\(scene.scrollView.zoomScale))")
        #expect(!scene.scrollView.isDecelerating && !scene.scrollView.isZoomBouncing)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    // MARK: R79

    @Test("R79: two fingers moving together scroll by their centroid and never begin the pinch, even if they spread later")
    func r79_twoFingersPan() {
        let scene = ZoomScene()
        scene.scrollView.zoomScale = 2   // content 800 × 1600, offset (200, 400)
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 150, y: 500), finger: 0)
        sim.down(at: CGPoint(x: 250, y: 500), finger: 1)
        for step in 1...5 {
            sim.wait(0.02)
            sim.move(to: CGPoint(x: 150, y: 500 - CGFloat(step) * 20), finger: 0)
            sim.move(to: CGPoint(x: 250, y: 500 - CGFloat(step) * 20), finger: 1)
        }

        #expect(scene.scrollView.isDragging && !scene.scrollView.isZooming)
        #expect(scene.scrollView.contentOffset.y == 490)   // 100 up, less the 10-point hysteresis

        sim.move(to: CGPoint(x: 350, y: 400), finger: 1)   // now they spread

        #expect(!scene.scrollView.isZooming)
        #expect(scene.scrollView.zoomScale == 2)
    }

    @Test("R79: a drag that began before the second finger goes on beside the pinch, which alone moves the content; after both lift, nothing decelerates")
    func r79_dragThenPinch() {
        let scene = ZoomScene()
        scene.scrollView.zoomScale = 2
        let sim = scene.simulator
        sim.down(at: CGPoint(x: 150, y: 600), finger: 0)
        sim.move(to: CGPoint(x: 150, y: 570), finger: 0)
        #expect(scene.scrollView.isDragging)
        let watch = AnchorWatch(scene)

        sim.down(at: CGPoint(x: 250, y: 570), finger: 1)
        for step in 1...5 {
            sim.wait(0.01)
            sim.move(to: CGPoint(x: 150 - CGFloat(step) * 10, y: 570 - CGFloat(step) * 10), finger: 0)
            sim.move(to: CGPoint(x: 250 + CGFloat(step) * 10, y: 570 - CGFloat(step) * 10), finger: 1)
        }

        #expect(scene.scrollView.isZooming && scene.scrollView.isDragging)
        #expect(watch.checks >= 8 && watch.largestMiss < 1e-9)

        sim.up(finger: 0)
        sim.up(finger: 1)

        #expect(!scene.scrollView.isDragging && !scene.scrollView.isZooming)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.journal.lines.contains("didEndDragging(false)"))
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R79: a pinch that begins first makes the drag fail, and moving both fingers together then pans the content exactly under them")
    func r79_pinchFirstPansUnderTheFingers() {
        let scene = ZoomScene()
        let sim = scene.simulator
        scene.pinchHeld(at: CGPoint(x: 200, y: 400), from: 100, to: 200)
        let before = scene.onScreen(CGPoint(x: 200, y: 400))

        for step in 1...4 {
            sim.wait(0.02)
            scene.moveBoth(to: CGPoint(x: 100 - CGFloat(step) * 10, y: 400 - CGFloat(step) * 25),
                           CGPoint(x: 300 - CGFloat(step) * 10, y: 400 - CGFloat(step) * 25))
        }

        #expect(!scene.scrollView.isDragging)
        #expect(before == CGPoint(x: 200, y: 400))
        #expect(isClose(scene.onScreen(CGPoint(x: 200, y: 400)), CGPoint(x: 160, y: 300), 1e-9))
    }

    @Test("R79: a pinch that ends with a finger still down hands the content back to the drag, which goes on from there and may decelerate")
    func r79_theDragCarriesOn() {
        let scene = ZoomScene()
        scene.scrollView.zoomScale = 2
        let sim = scene.simulator
        sim.down(at: CGPoint(x: 150, y: 600), finger: 0)
        sim.move(to: CGPoint(x: 150, y: 570), finger: 0)
        sim.down(at: CGPoint(x: 250, y: 570), finger: 1)
        sim.down(at: CGPoint(x: 200, y: 700), finger: 2)   // a third finger: the pinch ignores it
        sim.move(to: CGPoint(x: 300, y: 570), finger: 1)
        #expect(scene.scrollView.isZooming)

        sim.up(finger: 0)
        sim.up(finger: 1)
        let offset = scene.scrollView.contentOffset

        #expect(!scene.scrollView.isZooming && scene.scrollView.isDragging)

        sim.wait(0.01)
        sim.move(to: CGPoint(x: 200, y: 650), finger: 2)

        #expect(isClose(scene.scrollView.contentOffset, CGPoint(x: offset.x, y: offset.y + 50), 1e-9))

        sim.wait(0.01)
        sim.move(to: CGPoint(x: 200, y: 600), finger: 2)
        sim.up(finger: 2)

        #expect(scene.scrollView.isDecelerating)
    }

    // MARK: R80

    @Test("R80: zoomed content that outgrows the bounds scrolls on that axis; zoomed-out content rests at the top-left")
    func r80_edgesFollowTheZoom() {
        let scene = ZoomScene(zoomSize: CGSize(width: 400, height: 300), minimum: 0.5)
        scene.simulator.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 100), duration: 0.5)
        scene.clock.advance(by: 1)
        #expect(scene.scrollView.contentOffset == .zero)   // 300 points tall in 800: nothing scrolls

        scene.scrollView.zoomScale = 3   // 1200 × 900
        scene.scrollView.contentOffset = .zero
        scene.simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 1)
        scene.clock.advance(by: 3)

        #expect(scene.scrollView.contentOffset.y == 100)   // the new bottom edge: 900 − 800
        #expect(scene.scrollView.contentOffset.x == 0)

        scene.scrollView.zoomScale = 0.5

        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.zoomView.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
    }
}
