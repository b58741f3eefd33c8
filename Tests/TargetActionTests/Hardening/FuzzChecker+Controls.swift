import Foundation
@testable import TargetAction

/// R40-R43 for the scene's controls: every tracked touch-down ends in exactly one of up-inside,
/// up-outside or cancel; a disabled control sends nothing; at rest no control tracks or is
/// highlighted; a recognizer a control takes precedence over never begins.
extension FuzzChecker {
    /// One action per event: a send of several events arrives as several calls, in raw-value order.
    func control(_ control: Control, sent events: Control.Event) {
        count("control \(events)")
        checkValueChange(control, sent: events)
        checkToggle(control, sent: events)
        let id = ObjectIdentifier(control)
        let label = describe(control)
        if !control.isEnabled {
            // One send goes to every action registered for its events, as a recognizer's action goes to
            // every target: a handler that disabled the control stops the sends after it, not the rest of its own.
            if let send = hostileModel.controlSends[id], send.enabled, send.events.isSuperset(of: events) {
                count("control event of a send begun before a handler disabled the control")
            } else {
                fail("R40", "disabled \(label) sent \(events).")
            }
        }
        if events.contains(.touchDown) {
            if trackingControls.contains(id) { fail("R41", "\(label) sent .touchDown while still tracking an earlier touch-down.") }
            trackingControls.insert(id)
        }
        let endings = events.intersection([.touchUpInside, .touchUpOutside, .touchCancel])
        if !endings.isEmpty {
            if trackingControls.remove(id) == nil {
                fail("R41", "\(label) sent \(endings) for no touch-down it tracked.")
            }
        }
        if !events.intersection([.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit]).isEmpty, !trackingControls.contains(id) {
            fail("R41", "\(label) sent \(events) while tracking nothing.")
        }
    }

    /// A control is about to send the actions of `events`: whether it was enabled then.
    func control(_ control: Control, willSendActionsFor events: Control.Event) {
        hostileModel.controlSends[ObjectIdentifier(control)] = (events, control.isEnabled)
    }

    /// At rest no control is tracking or highlighted, and every tracked touch-down has ended.
    func checkControlsAtRest() {
        for case let control as Control in scene.views {
            checkNeverHighlightedWhileDisabled(control, when: "at rest")
            if control.isTracking || control.isHighlighted {
                fail("R41", "at rest, \(describe(control)) is \(control.isTracking ? "tracking" : "highlighted").")
            }
            if trackingControls.contains(ObjectIdentifier(control)) {
                fail("R41", "at rest, \(describe(control))'s touch-down never ended in up-inside, up-outside or cancel.")
            }
        }
    }

    /// R43 through R7: a recognizer on an ancestor of an enabled control its first touch went down
    /// on never begins when the control takes precedence over it.
    func checkControlPrecedence(_ recognizer: GestureRecognizer, leavingFor state: GestureRecognizer.State) {
        for case let control as Control in askedViews(recognizer) where control.isEnabled && recognizer.view !== control {
            let tap = recognizer as? TapGestureRecognizer
            let singleTap = tap.map { $0.numberOfTapsRequired == 1 && $0.numberOfTouchesRequired == 1 } ?? isSingleTapValueGesture(recognizer)
            let beaten: Bool
            switch control {
            case is Button: beaten = singleTap
            case is Switch: beaten = singleTap || recognizer is PanGestureRecognizer
            case let slider as Slider:
                // Only the sure case: the slider is tracking the recognizer's first touch, which moved along the track.
                guard recognizer is PanGestureRecognizer || recognizer is SwipeGestureRecognizer,
                      let touch = recognizer.attempt.sequenceTouches.first, slider.trackedTouch === touch else { continue }
                let start = slider.convert(touch.initialLocationInWindow, from: nil), now = slider.convert(touch.locationInWindow, from: nil)
                beaten = abs(now.x - start.x) >= abs(now.y - start.y)
            default: beaten = valueControlBeats(control, recognizer, singleTap: singleTap)
            }
            if beaten {
                fail("R43", "\(name(recognizer)) left .possible for \(state) although its first touch went down on \(describe(control)), which takes precedence over it.")
            } else {
                count("recognizer begins over a control it does not yield to")
            }
        }
    }
}
