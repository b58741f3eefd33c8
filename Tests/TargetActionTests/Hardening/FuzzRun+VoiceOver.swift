import Foundation
import Mocks
@testable import TargetAction

/// R143-R154 in random scenarios: a VoiceOver step focuses an element of the run's driver, then
/// activates, adjusts, escapes, magic-taps or scrolls; the checker judges each against its rule
/// (FuzzChecker+VoiceOver.swift), and its taps against every other rule as any touch. The driver's
/// reports that the step expects (an activation point outside the window, an element that is not
/// adjustable) are counted; any other goes on to the step's funnel, which explains it or fails.
extension FuzzRun {
    func applyVoiceOver(_ step: FuzzVoiceOverStep) {
        let voiceOver = self.voiceOver ?? VoiceOver(window: scene.window)
        self.voiceOver = voiceOver
        var elements = voiceOver.elements.map(\.object)
        // An adjustment goes to an element that adjusts, and a scroll to one in a scroll view, when there is one.
        let fits: ((Responder) -> Bool)? = switch step.kind {
        case .increment, .decrement: { $0.accessibilityTraits.contains(.adjustable) }
        case .scroll: { sequence(first: $0, next: { $0.next }).contains { $0 is ScrollView } }
        default: nil
        }
        if let fits, elements.contains(where: fits) { elements = elements.filter(fits) }
        guard !elements.isEmpty else { return checker.count("VoiceOver steps with no element to focus") }
        let object = elements[step.element % elements.count]
        let (focused, reports) = FailureReporter.capturing { voiceOver.focus(object) }
        guard focused, reports.isEmpty else {
            return checker.fail("R155", "VoiceOver could not focus \(checker.describe(responder: object)), one of its own elements: \(reports.map(\.message)).")
        }
        switch step.kind {
        case .activate: voiceOverActivate(object, voiceOver)
        case .increment: voiceOverAdjust(object, up: true, voiceOver)
        case .decrement: voiceOverAdjust(object, up: false, voiceOver)
        case .escape: voiceOverClimb(from: object, .escape, voiceOver)
        case .magicTap: voiceOverClimb(from: object, .magicTap, voiceOver)
        case let .scroll(direction): voiceOverScroll(from: object, direction, voiceOver)
        }
    }

    /// Runs `body`, passes on the reports `expected` does not take (a handler's, which the step's
    /// funnel explains or fails), and returns its result and the reports taken.
    private func reporting<Result>(_ body: () -> Result, expected: (ReportedFailure) -> Bool) -> (Result, [ReportedFailure]) {
        let (result, captured) = FailureReporter.capturing(body)
        for report in captured where !expected(report) { FailureReporter.report(report.message, at: nil) }
        return (result, captured.filter(expected))
    }

    /// R143: the element activates itself (no event, no time), or one tap at its activation point
    /// (two events, `tapHoldDuration` on the clock, no finger left down), or, with the point
    /// outside the window, a report and nothing.
    private func voiceOverActivate(_ object: Responder, _ voiceOver: VoiceOver) {
        let window = scene.window, log = scene.accessibilityLog
        let point = object.accessibilityActivationPoint
        let inside = point.x.isFinite && point.y.isFinite && window.point(inside: point, with: nil)
        let before = (events: checker.events, now: window.clock.now, calls: log.calls.count)
        let (result, reports) = reporting({ voiceOver.activate() }) { $0.message.hasPrefix("VoiceOver.activate()") && $0.message.contains("is outside the window") }
        if fault == .voiceOverActivationTapsTwice, result, inside { voiceOver.touches.tap(at: point) }
        let itself = log.calls[before.calls...].contains { $0.act == .activate && $0.answer }
        checker.checkActivation(of: object, result: result, activatedItself: itself, inside: inside, reports: reports,
                                events: checker.events - before.events, elapsed: window.clock.now - before.now,
                                hold: voiceOver.touches.tapHoldDuration, fingersLeft: voiceOver.touches.fingersDown,
                                handlersInterfered: timeOrEventsFromHandlers)
    }

    /// R144, R145, R147: an increment or a decrement; a control a finger is tracking is left alone
    /// (VoiceOver's swipes and a finger on the control do not meet).
    private func voiceOverAdjust(_ object: Responder, up: Bool, _ voiceOver: VoiceOver) {
        let control = object as? Control
        if control?.isTracking == true { return checker.count("VoiceOver adjustments left out: the control tracks a finger") }
        let adjustable = object.accessibilityTraits.contains(.adjustable)
        let before = control.flatMap(checker.controlValue)
        checker.voiceOverModel.adjusting = control
        checker.voiceOverModel.valueChanges = 0
        let call = up ? "VoiceOver.increment()" : "VoiceOver.decrement()"
        let (_, reports) = reporting({ up ? voiceOver.increment() : voiceOver.decrement() }) {
            $0.message.hasPrefix(call) && $0.message.contains("is not .adjustable")
        }
        checker.voiceOverModel.adjusting = nil
        checker.checkAdjustment(of: object, up: up, adjustable: adjustable, before: before, reports: reports)
    }

    /// R152, R153: the blocks along the focused element's chain answer in order, up to the first
    /// that says yes; with ``FuzzFault/voiceOverEscapeClimbsOn`` the harness climbs on past it.
    private func voiceOverClimb(from object: Responder, _ act: FuzzAccessibilityLog.Act, _ voiceOver: VoiceOver) {
        let log = scene.accessibilityLog
        let chain = Array(sequence(first: object, next: { $0.next }))
        let before = log.calls.count
        let (result, _) = reporting({ act == .escape ? voiceOver.escape() : voiceOver.magicTap() }) { _ in false }
        if fault == .voiceOverEscapeClimbsOn, act == .escape, result, let taker = log.calls.last(where: { $0.act == .escape && $0.answer }) {
            var responder = scene.views[taker.view].next
            while let current = responder, !current.accessibilityPerformEscape() { responder = current.next }
        }
        checker.checkClimb(act, chain: chain, result: result, calls: log.calls[before...].filter { $0.act == act }.map(\.view))
    }

    /// R154: at most one scroll view up the chain moves, a page at most along one axis, to within
    /// its edges; one whose zoom was animating may end the zoom first.
    private func voiceOverScroll(from object: Responder, _ direction: AccessibilityScrollDirection, _ voiceOver: VoiceOver) {
        let chain = Array(sequence(first: object, next: { $0.next })).compactMap { $0 as? ScrollView }
        let offsets = chain.map(\.contentOffset), zooming = chain.filter(\.motion.kind.zooms)
        let (result, _) = reporting({ voiceOver.scroll(direction) }) { _ in false }
        checker.checkScroll(direction, chain: chain, before: offsets, zooming: zooming, result: result)
    }
}
