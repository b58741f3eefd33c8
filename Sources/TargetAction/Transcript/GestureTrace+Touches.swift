import Foundation

extension GestureTrace {
    // MARK: GestureObserver: events and the views' touches (R17, R18, R31)

    package func window(_ window: Window, willProcess event: Event) {
        let time = event.timestamp
        let changes = event.changes
        if event.type == .hover {   // a pointer's sample: no finger (R100)
            for change in changes { add(Row(time: time, kind: .touch, text: hoverText(change))) }
            return
        }
        currentEvent = event
        for change in changes {
            let touch = change.touch
            let finger: Int
            if change.phase == .began {
                if fingers.isEmpty { peakFingers = 0 }
                finger = takeFinger(for: touch)
                fingers[finger] = touch
                peakFingers = max(peakFingers, fingers.count)
                touchDownTimes[ObjectIdentifier(touch)] = time
            } else {
                finger = fingers.first { $0.value === touch }?.key ?? -1
            }
            let location = change.location ?? touch.location(in: nil)
            let detail: Detail
            switch change.phase {
            case .began:
                detail = .touchDown(finger: finger, at: location, landing: .pending)
                beganRows.append((rows.count, touch))
            case .moved, .stationary:
                detail = .touchMove(finger: finger, to: location)
            case .ended:
                detail = .touchUp(finger: finger)
                lastLift = time
            case .cancelled:
                detail = .touchCancelled(finger: finger)
            case .regionEntered, .regionMoved, .regionExited:
                detail = .text(hoverText(change))
            }
            add(Row(time: time, kind: .touch, detail))
            touchMarks.append(TouchMark(time: time, finger: finger, phase: change.phase))
            if change.phase.isTerminal {
                fingers[finger] = nil
                liftedTouchDownTimes[ObjectIdentifier(touch)] = touchDownTimes.removeValue(forKey: ObjectIdentifier(touch))
            }
        }
    }

    package func window(_ window: Window, didProcess event: Event) {
        for (row, touch) in beganRows where row < rows.count {
            let old = rows[row]
            guard case .touchDown(let finger, let location, _) = old.detail else { continue }
            rows[row] = Row(time: old.time, kind: old.kind, .touchDown(finger: finger, at: location, landing: landing(of: touch)))
        }
        if !beganRows.isEmpty { beganRows.removeAll() }
        if !requestedFingers.isEmpty { requestedFingers.removeAll() }
        if !liftedTouchDownTimes.isEmpty { liftedTouchDownTimes.removeAll() }
        currentEvent = nil
        checkpoint()
    }

    package func window(_ window: Window, didReject event: Event, because rejection: EventRejection) {
        requestedFingers.removeAll()
        add(Row(time: event.timestamp, kind: .note, text: "event rejected: \(rejection.message)"))
    }

    package func window(_ window: Window, didDeliver touches: Set<Touch>, phase: Touch.Phase, to view: View) {
        guard phase != .moved, phase != .stationary else { return }   // moves would drown the table
        add(Row(time: now, kind: .view, .viewTouches(ViewName(view), phase: phase)))
    }

    // MARK: Where a touch landed

    /// Whether anything that handles touches got `touch`, once its touch-down was delivered: a
    /// recognizer, or a responder on its view's chain that kept its `touchesBegan` (R17: the
    /// window calls the hit view's touch methods, and an unhandled touch travels up the responder
    /// chain to its end). A control keeps it unless disabled.
    func landing(of touch: Touch) -> Landing {
        guard let view = touch.view else { return touch.viewIsDone ? .excluded : .noView }
        let name = ViewName(view)
        if !touch.recognizers.isEmpty { return .reached(name) }
        if touch.beganWentUnhandled {
            return .unhandled(name, because: disabledControl(above: view).map { "\($0.debugName) is disabled (R40)" })
        }
        if touch.viewIsDone, !touch.viewSawBegan {   // R31: the view hears one touch at a time
            return .unhandled(name, because: "the view takes one touch at a time (R31)")
        }
        return .reached(name)
    }

    /// The disabled control at or above `view`, if any.
    private func disabledControl(above view: View) -> Control? {
        var current: View? = view
        while let candidate = current {
            if let control = candidate as? Control, !control.isEnabled { return control }
            current = candidate.superview
        }
        return nil
    }

    /// The finger number a driver asked for `touch`, if free; otherwise the lowest free one.
    private func takeFinger(for touch: Touch) -> Int {
        if let index = requestedFingers.firstIndex(where: { $0.touch === touch }) {
            let finger = requestedFingers.remove(at: index).finger
            if fingers[finger] == nil { return finger }
        }
        return lowestFreeFinger()
    }

    /// A hover sample: "pointer enters at (x, y)", "pencil moves to (x, y), zOffset 0.5", "pointer exits".
    func hoverText(_ change: Event.Change) -> String {
        let device = change.touch.type == .pencil ? "pencil" : "pointer"
        let location = format(change.location ?? change.touch.location(in: nil))
        let height = change.zOffset == 0 ? "" : ", zOffset \(number(change.zOffset))"
        switch change.phase {
        case .regionEntered: return "\(device) enters at \(location)\(height)"
        case .regionExited: return "\(device) exits"
        default: return "\(device) moves to \(location)\(height)"
        }
    }
}
