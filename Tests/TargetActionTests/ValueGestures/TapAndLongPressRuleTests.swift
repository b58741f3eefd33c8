import Foundation
import Mocks
@testable import TargetAction
import Testing

/// R61, R62, R70: taps and long presses, their limits on the window's clock.
@Suite struct TapAndLongPressRuleTests {
    @Test("R61: a tap ends at the lift and is never active",
          arguments: [(0.74, true), (0.75, false)])
    func aTapEndsAtTheLiftWithinItsDuration(held: TimeInterval, recognized: Bool) {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let state = GestureState(wrappedValue: false)
        scene.inner.gesture(TapGesture().updating(state) { _, state, _ in state = true }.onEnded { journal.write("tap") })

        scene.simulator.down(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(held)
        let beforeLift = journal.lines
        scene.simulator.up()

        #expect(beforeLift.isEmpty)
        #expect(journal.lines == (recognized ? ["tap"] : []))
        #expect(!state.wrappedValue)
    }

    @Test("R61: a finger still down at 0.75 s fails the tap at that moment, not at the lift")
    func aHeldTapFailsOnTheClock() {
        let scene = ValueGestureScene()
        let attached = scene.inner.onTapGesture {}

        scene.simulator.down(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(0.75)

        #expect(attached.recognizer.state == .failed)
    }

    @Test("R61: moving 45 window points from the touch-down fails the tap", arguments: [(44.9, true), (45, false)])
    func aTapFailsWhenMovedTooFar(distance: CGFloat, recognized: Bool) {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.onTapGesture { journal.write("tap") }

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(to: CGPoint(x: 150 + distance, y: 150))
        scene.simulator.move(to: CGPoint(x: 150, y: 150))
        scene.simulator.up()

        #expect(journal.lines == (recognized ? ["tap"] : []))
    }

    @Test("R61: for count 2 the next tap goes down within 0.35 s of the lift; it ends at the second lift",
          arguments: [(0.34, true), (0.35, false)])
    func aDoubleTapNeedsItsSecondTapInTime(pause: TimeInterval, recognized: Bool) {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.onTapGesture(count: 2) { journal.write("double") }

        scene.simulator.down(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(0.05)
        scene.simulator.up()
        scene.simulator.wait(pause)
        scene.simulator.down(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(0.05)
        let beforeSecondLift = journal.lines
        scene.simulator.up()

        #expect(beforeSecondLift.isEmpty)
        #expect(journal.lines == (recognized ? ["double"] : []))
    }

    @Test("R61: a second finger while the tap is possible fails it")
    func aSecondFingerFailsTheTap() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.onTapGesture { journal.write("tap") }

        scene.simulator.down(at: CGPoint(x: 150, y: 150), finger: 0)
        scene.simulator.down(at: CGPoint(x: 160, y: 150), finger: 1)
        scene.simulator.up(finger: 0)
        scene.simulator.up(finger: 1)

        #expect(journal.lines.isEmpty)
    }

    @Test("R61, R68: a spatial tap reports where the last lift happened, in its coordinate space")
    func aSpatialTapReportsTheLiftLocation() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.onTapGesture(count: 1, coordinateSpace: .local) { journal.write("local \($0.x), \($0.y)") }
        scene.outer.onTapGesture(count: 1, coordinateSpace: .global) { journal.write("global \($0.x), \($0.y)") }

        scene.simulator.down(at: CGPoint(x: 150, y: 160))
        scene.simulator.move(to: CGPoint(x: 155, y: 170))
        scene.simulator.up()
        scene.simulator.wait(1)
        scene.simulator.tap(at: CGPoint(x: 20, y: 30))

        #expect(journal.lines == ["local 55.0, 70.0", "global 20.0, 30.0"])
    }

    @Test("R62: a long press is active with true at its touch-down and ends with true on the clock, not at the lift")
    func aLongPressEndsOnTheClock() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let pressing = GestureState(wrappedValue: false)
        scene.inner.gesture(LongPressGesture(minimumDuration: 1)
            .updating(pressing) { value, state, _ in state = value }
            .onChanged { journal.write("onChanged \($0)") }
            .onEnded { journal.write("onEnded \($0)") })

        scene.simulator.down(at: ValueGestureScene.innerPoint)
        let atTouchDown = (journal.lines, pressing.wrappedValue)
        scene.simulator.wait(0.999)
        let justBefore = journal.lines
        scene.simulator.wait(0.001)
        let atOneSecond = (journal.lines, pressing.wrappedValue)
        scene.simulator.wait(1)
        scene.simulator.up()

        #expect(atTouchDown == (["onChanged true"], true))
        #expect(justBefore == ["onChanged true"])
        #expect(atOneSecond == (["onChanged true", "onEnded true"], false))
        #expect(journal.lines == ["onChanged true", "onEnded true"])
    }

    @Test("R62: a lift before the duration fails the long press", arguments: [0.0, 0.49])
    func anEarlyLiftFailsTheLongPress(held: TimeInterval) {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(LongPressGesture().onEnded { _ in journal.write("onEnded") })

        scene.simulator.down(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(held)
        scene.simulator.up()
        scene.simulator.wait(1)

        #expect(journal.lines.isEmpty)
    }

    @Test("R62: moving maximumDistance window points fails the long press", arguments: [(9.9, true), (10, false)])
    func movingTooFarFailsTheLongPress(distance: CGFloat, recognized: Bool) {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(LongPressGesture(maximumDistance: 10).onEnded { _ in journal.write("onEnded") })

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(to: CGPoint(x: 150, y: 150 + distance))
        scene.simulator.wait(0.5)

        #expect(journal.lines == (recognized ? ["onEnded"] : []))
    }

    @Test("R62: onLongPressGesture runs perform when it ends; pressing changes to true at touch-down and to false when it ends or fails")
    func onLongPressGestureReportsPressing() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.onLongPressGesture(minimumDuration: 0.5, perform: { journal.write("perform") },
                                       onPressingChanged: { journal.write("pressing \($0)") })

        scene.simulator.down(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(0.6)
        let succeeded = journal.lines
        scene.simulator.up()
        journal.clear()
        scene.simulator.down(at: ValueGestureScene.innerPoint)
        scene.simulator.wait(0.2)
        scene.simulator.up()

        #expect(succeeded == ["pressing true", "pressing false", "perform"])
        #expect(journal.lines == ["pressing true", "pressing false"])
    }

    /// Lets its recognizer recognize with any other.
    final class Simultaneous: GestureRecognizerDelegate {
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    }

    @Test("R62: a press that fails at the lift still says pressing false when a handler that runs before its callbacks removes its view")
    func pressingEndsWhenItsViewIsRemovedBeforeItsCallbacksRun() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        let delegate = Simultaneous()
        let pan = PanGestureRecognizer(target: nil, action: nil)
        pan.delegate = delegate
        pan.addTarget(journal, action: { (_: GestureJournal) in { (pan: PanGestureRecognizer) in
            if pan.state == .ended { pan.view?.removeFromSuperview() }
        } })
        scene.inner.addGestureRecognizer(pan)   // before the press: it hears each touch first
        scene.inner.onLongPressGesture(minimumDuration: 1, maximumDistance: 100, perform: { journal.write("perform") },
                                       onPressingChanged: { journal.write("pressing \($0)") })

        scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(to: CGPoint(x: 180, y: 150))   // the pan begins; the press goes on beside it
        scene.simulator.up()   // the pan ends, and its handler removes the view; the press fails at the same lift

        #expect(scene.inner.window == nil)
        #expect(journal.lines == ["pressing true", "pressing false"])
    }

    @Test("R70: the durations run on the window's clock, even with no event")
    func durationsRunOnTheWindowsClock() {
        let scene = ValueGestureScene()
        let journal = scene.journal
        scene.inner.gesture(LongPressGesture(minimumDuration: 2).onEnded { _ in journal.write("onEnded") })

        scene.simulator.down(at: ValueGestureScene.innerPoint)
        scene.window.clock.advance(by: 2)

        #expect(journal.lines == ["onEnded"])
    }
}
