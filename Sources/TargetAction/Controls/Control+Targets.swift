import Foundation

extension Control {
    // MARK: Registering (R42)
    // The list is replaced, never changed in place: a send under way walks the list it copied.

    /// Adds `events` to the registration `existing` finds, or appends a new one.
    func register(_ new: ControlTarget, sameAs existing: (ControlTarget) -> Bool) {
        let live = registrations.filter { !$0.isGone }
        if let found = live.first(where: existing) {
            found.events.formUnion(new.events)
            registrations = live
        } else {
            registrations = live + [new]
        }
    }

    /// Takes `events` off every registration `matching` picks; one left with no events goes.
    func unregister(_ events: Event, matching: (ControlTarget) -> Bool) {
        for registration in registrations where matching(registration) {
            registration.events.subtract(events)
            if registration.events.isEmpty { registration.isRemoved = true }
        }
        registrations = registrations.filter { !$0.isRemoved && !$0.isGone }
    }

    /// Registers a method reference of `T` taking an `S`, reported at the caller's line when the
    /// control is not an `S`; returns the selector it can be removed by.
    func registerMethod<T: AnyObject, S>(
        _ target: T, senderType: S.Type, events: Event, at site: CallSite,
        call: @escaping (T, S) -> Void
    ) -> Selector {
        methodRegistrationCount += 1
        let selector = Selector("\(T.self) method #\(methodRegistrationCount)")
        guard self is S else {
            FailureReporter.report(
                "addTarget(\(T.self), action:for:): the method takes a \(S.self), but the sender is a \(type(of: self)). Use a method that takes \(type(of: self)) or one of its superclasses.",
                at: site)
            return selector
        }
        let kind = ControlTarget.Kind.typed(selector, senderType: S.self) { target, control in
            guard let target = target as? T, let sender = control as? S else { return false }
            call(target, sender)
            return true
        }
        register(ControlTarget(target: target, kind: kind, events: events)) { _ in false }
        return selector
    }

    // MARK: Sending (R41, R42)

    /// Sends the actions registered for any of `events`, in the order added, and tells the
    /// window's transcript and observer: what the control's own tracking sends, so nothing while
    /// it is disabled (R40), even when one of its handlers disabled it a moment ago.
    func sendActions(for events: Event, with event: TargetAction.Event?) {
        guard isEnabled else { return }
        dispatchActions(for: events, with: event)
    }

    /// Sends the actions registered for any of `events`, enabled or not: ``sendActions(for:)``.
    func dispatchActions(for events: Event, with event: TargetAction.Event?) {
        tellWindow(.controlEvents(self, events))
        let snapshot = registrations
        var sawGone = false
        for registration in snapshot where !registration.isRemoved && !registration.events.isDisjoint(with: events) {
            switch registration.kind {
            case .named(let selector):
                if registration.isGone { sawGone = true; continue }
                sendAction(selector, to: registration.target, for: event)
            case .typed(let selector, let senderType, let call):
                guard let target = registration.target else { sawGone = true; continue }
                if !call(target, self) {
                    reportMisuse("\(type(of: target))'s action \"\(selector)\" takes a \(senderType), but the sender is \(debugName).")
                }
            case .closure(let action):
                action.perform(from: self)
            }
        }
        if sawGone { registrations = registrations.filter { !$0.isGone } }
    }

    /// Sends `selector` to `target`, or, with none, to the first responder up the chain from this
    /// control that answers it; reports when nobody answers.
    func deliver(_ selector: Selector, to target: AnyObject?) {
        guard let target else {
            var responder: Responder? = self
            while let current = responder {
                if current.responds(to: selector) {
                    current.perform(selector, with: self)
                    return
                }
                responder = current.next
            }
            return reportUnanswered(unansweredInChain(selector))
        }
        if let problem = sendNamedAction(selector, to: target, from: self, senderName: debugName) {
            reportUnanswered(problem)
        }
    }

    /// What to report when nobody up the chain answers `selector`: a near match one of them
    /// publishes, if any.
    private func unansweredInChain(_ selector: Selector) -> String {
        var responder: Responder? = self
        while let current = responder {
            if let near = current.publishedSelector(nearly: selector) {
                return "\(debugName) sent \"\(selector)\" to a nil target, and nobody in its responder chain (\(responderChainDescription)) answers it. Did you mean \"\(near)\"? \(type(of: current)) publishes that; use that name where the action is added."
            }
            responder = current.next
        }
        return "\(debugName) sent \"\(selector)\" to a nil target, and nobody in its responder chain (\(responderChainDescription)) answers it. Publish it on one of them (a controller: publish(\"\(selector)\", Controller.handler)), or give the action a target."
    }

    /// Reports an action nobody answers: while a touch is tracked, once when tracking stops, with
    /// how often (`.touchDragInside` goes out on every move); otherwise at once.
    func reportUnanswered(_ message: String) {
        if holdsReports {
            heldReports.hold(message, at: window?.engine.callSite)
        } else {
            reportMisuse(message)
        }
    }

    /// The responders a nil-targeted action visits, for the report.
    private var responderChainDescription: String {
        var names: [String] = []
        var responder: Responder? = self
        while let current = responder {
            names.append((current as? View)?.debugName ?? "\(type(of: current))")
            responder = current.next
        }
        return names.joined(separator: " → ")
    }
}
