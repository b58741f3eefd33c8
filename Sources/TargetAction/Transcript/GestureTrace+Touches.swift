import Foundation

extension GestureTrace {
    // MARK: Events and the views' touches (R17, R18, R31), told by the engine

    /// An event passed validation and is about to be delivered.
    func willProcess(_ event: Event) {
        let time = event.timestamp
        let changes = event.changes
        if event.type == .hover {   // a pointer's sample: no finger (R100)
            for change in changes { add(.touch, text: hoverText(change), at: time) }
            return
        }
        isDeliveringEvent = true
        eventStart = recentEntries.count
        for change in changes {
            let touch = change.touch
            let phase = change.phase
            let finger: Int
            if phase == .began {
                var down = fingersDown   // taken out and put back (see the type's notes)
                fingersDown = []
                if down.allSatisfy({ $0.touch.phase.isTerminal }) { peakFingers = 0 }
                finger = fingerNumber(for: touch, besides: down)
                touch.transcriptFingerStorage = finger
                down.append(Finger(number: finger, touch: touch, downTime: time))
                peakFingers = max(peakFingers, down.count)
                fingersDown = down
                downsInEvent += 1
            } else {
                finger = touch.transcriptFingerStorage ?? -1
            }
            if phase.isTerminal { liftsInEvent += 1 }
            let location = change.location ?? touch.location(in: nil)
            let detail: Detail
            switch phase {
            case .began:
                detail = .touchDown(finger: finger, at: location, landing: .pending)
            case .moved, .stationary:
                detail = .touchMove(finger: finger, to: location, stationary: phase == .stationary)
            case .ended:
                detail = .touchUp(finger: finger)
                lastLift = time
            case .cancelled:
                detail = .touchCancelled(finger: finger)
            case .regionEntered, .regionMoved, .regionExited:
                detail = .text(keep(hoverText(change)))
            }
            add(.touch, detail, at: time)
        }
    }

    /// An event and all it caused are done.
    func didProcess() {
        if downsInEvent > 0 {
            downsInEvent = 0
            let down = fingersDown
            var entries = recentEntries   // taken out and put back (see the type's notes)
            recentEntries = []
            for index in eventStart..<entries.count {
                guard case .touchDown(let finger, let location, .pending) = entries[index].detail,
                      let touch = down.first(where: { $0.number == finger })?.touch else { continue }
                entries[index].detail = .touchDown(finger: finger, at: location, landing: landing(of: touch))
            }
            recentEntries = entries
        }
        if liftsInEvent > 0 {
            liftsInEvent = 0
            fingersDown = fingersDown.filter { !$0.touch.phase.isTerminal }
        }
        isDeliveringEvent = false
        if recentEntries.count >= rowLimit { putAside() }
    }

    /// An event was rejected (R30).
    func didReject(_ event: Event, because rejection: EventRejection) {
        add(.note, text: "event rejected: \(rejection.message)", at: event.timestamp)
    }

    /// The window called `view`'s touch method for `phase` (R17).
    func didDeliver(_ phase: Touch.Phase, to view: View) {
        guard phase != .moved, phase != .stationary else { return }   // moves would drown the table
        add(.view, .viewTouches(view: keep(view), phase: phase))
    }

    // MARK: Where a touch landed

    /// Whether anything that handles touches got `touch`, once its touch-down was delivered: a
    /// recognizer, or a responder on its view's chain that kept its `touchesBegan` (R17: the
    /// window calls the hit view's touch methods, and an unhandled touch travels up the responder
    /// chain to its end). A control keeps it unless disabled.
    func landing(of touch: Touch) -> Landing {
        if case .dismissedMenu = touch.unhandled { return .dismissedMenu }
        guard let view = touch.view else { return touch.viewIsDone ? .excluded : .noView }
        let name = keep(view)
        if !touch.recognizers.isEmpty { return .reached(view: name) }
        switch touch.unhandled {
        case .chainEnd: return .unhandled(view: name, because: -1)
        case .disabledControl(let control): return .unhandled(view: name, because: keep("\(control) is disabled (R40)"))
        case .dismissedMenu, nil: break
        }
        if touch.viewIsDone, !touch.viewSawBegan {   // R31: the view hears one touch at a time
            return .unhandled(view: name, because: keep("the view takes one touch at a time (R31)"))
        }
        return .reached(view: name)
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
