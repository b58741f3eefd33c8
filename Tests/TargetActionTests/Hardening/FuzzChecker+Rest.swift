import Foundation
@testable import TargetAction

/// What holds once the window has settled after every step, and at rest (R5).
extension FuzzChecker {
    // MARK: After every step, and at rest

    /// R24, R25: a pan's translation and velocity are finite.
    func checkFinite(_ pan: PanGestureRecognizer, when: String) {
        let translation = pan.translation(in: nil)
        let velocity = pan.velocity(in: nil)
        if !translation.x.isFinite || !translation.y.isFinite {
            fail("R24", "\(name(pan)).translation is (\(translation.x), \(translation.y)) \(when).")
        }
        if !velocity.x.isFinite || !velocity.y.isFinite {
            fail("R25", "\(name(pan)).velocity is (\(velocity.x), \(velocity.y)) \(when).")
        }
    }


    /// Consistency that holds after every step, once the window has settled.
    func checkSettled(activeTouches expected: [Touch]) {
        checkScrollViews()
        checkValueControlsSettled()
        checkHoversSettled()
        let window = scene.window
        let engaged = window.engagedGestureRecognizers
        let active = window.activeTouches
        if Set(active) != Set(expected) || active.count != expected.count {
            fail("R30", "the window has \(active.count) touches down; the fingers down are \(expected.count).")
        }
        for (position, recognizer) in engaged.enumerated() where engaged[..<position].contains(where: { $0 === recognizer }) {
            fail("R5", "\(name(recognizer)) is engaged twice.")
        }
        for recognizer in scene.allRecognizers {
            let isEngaged = engaged.contains { $0 === recognizer }
            if isEngaged != (recognizer.engine != nil) {
                fail("R5", "\(name(recognizer)) is \(isEngaged ? "" : "not ")engaged but its engine is \(recognizer.engine == nil ? "nil" : "set").")
            }
            let setByHand = handSet.states[index(recognizer)] != nil   // R5 (addition): it stays
            if recognizer.engine == nil, recognizer.committedState != .possible && !setByHand || recognizer.attempt.pendingLeave != nil || !recognizer.trackedTouches.isEmpty {
                fail("R5", "\(name(recognizer)) is idle but in \(recognizer.committedState) with \(recognizer.trackedTouches.count) touches.")
            }
            if recognizer.committedState.isActive, recognizer.trackedTouches.isEmpty, !isValueGestureWaiting(recognizer) {
                fail("R23", "\(name(recognizer)) is \(recognizer.committedState) with no touch down: nothing can ever end it.")
            }
            for touch in recognizer.trackedTouches where !active.contains(where: { $0 === touch }) {
                fail("R5", "\(name(recognizer)) tracks a touch that is no longer down.")
            }
            if recognizer.engine != nil {
                let location = recognizer.location(in: nil)
                if !location.x.isFinite || !location.y.isFinite {
                    fail("R19", "\(name(recognizer)).location(in: nil) is (\(location.x), \(location.y)).")
                }
                if let pan = recognizer as? PanGestureRecognizer { checkFinite(pan, when: "after an event") }
            }
            checkTwoTouchValues(recognizer, when: "after a step")
            if let pan = recognizer as? PanGestureRecognizer, pan.committedState.isActive, pan.numberOfTouches < pan.minimumNumberOfTouches, !isForcedByCallback(pan) {
                fail("R22", "\(name(recognizer)) is \(pan.committedState) with \(pan.numberOfTouches) touches, fewer than its minimum \(pan.minimumNumberOfTouches): it should have ended.")
            }
        }
        checkPans(when: "after a step")
        checkValueGesturesSettled()
        checkHandSetStates()
    }

    /// R5 at rest: with every finger up and every timer run, everything is back to `.possible`.
    func checkRest() {
        checkControlsAtRest()
        checkPresses(when: "at rest")
        checkScrollViewsAtRest()
        checkHoversAtRest()
        let window = scene.window
        let engaged = window.engagedGestureRecognizers.filter { !isValueGestureWaiting($0) }
        if !engaged.isEmpty {
            fail("R5", "at rest, recognizers are still engaged: \(engaged.map { "\(name($0)) \($0.committedState) pending \($0.attempt.pendingLeave.map { "\($0)" } ?? "-")" }).")
        }
        if !window.activeTouches.isEmpty {
            fail("R5", "at rest, the window still has \(window.activeTouches.count) touches down.")
        }
        for recognizer in scene.allRecognizers where !isValueGestureWaiting(recognizer) {
            // R5 (addition): a state set by hand stays at rest too.
            if recognizer.committedState != .possible || recognizer.state != .possible, handSet.states[index(recognizer)] == nil {
                fail("R5", "at rest, \(name(recognizer)) is \(recognizer.committedState), not .possible.")
            }
            if recognizer.hasPendingTimers {
                fail("R5", "at rest, \(name(recognizer)) still has a timer pending.")
            }
            if !recognizer.attempt.sequenceTouches.isEmpty || !recognizer.trackedTouches.isEmpty {
                fail("R5", "at rest, \(name(recognizer)) still holds touches.")
            }
        }
        for index in open.sorted() {
            fail("R3", "at rest, r\(index)'s .began was never closed by .ended or .cancelled.")
        }
        for touch in touchesSinceRest where touch.viewPhases.contains(.began) && !(touch.viewPhases.last?.isTerminal ?? false) {
            fail("R17", "at rest, touch #\(touch.serial)'s view got \(touch.viewPhases) and never an end.")
        }
        touchesSinceRest.removeAll()
        checkValueGesturesAtRest()
    }
}
