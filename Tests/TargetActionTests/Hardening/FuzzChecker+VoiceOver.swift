import Foundation
@testable import TargetAction

/// What the checker keeps while a VoiceOver step adjusts a control (R145, R147).
struct FuzzVoiceOverModel {
    /// The control being incremented or decremented: its `.valueChanged` is the step's to judge.
    weak var adjusting: Control?
    /// How many `.valueChanged` it sent meanwhile.
    var valueChanges = 0
}

/// R143-R154 for the VoiceOver steps (FuzzRun+VoiceOver.swift): an activation sends one tap or
/// none, an adjustment stays in the control's range and moves its way, escape and the magic tap
/// stop at the first answer up the chain, and a scroll moves one scroll view a page at most.
extension FuzzChecker {
    /// A view as ``describe(_:)`` names it; an accessibility element by its type and label.
    func describe(responder: Responder) -> String {
        if let view = responder as? View { return describe(view) }
        return "\(type(of: responder)) \"\(responder.accessibilityLabel ?? "")\""
    }

    /// R143, R157: what an activation did, against what it may do.
    func checkActivation(of object: Responder, result: Bool, activatedItself: Bool, inside: Bool, reports: [ReportedFailure],
                         events: Int, elapsed: TimeInterval, hold: TimeInterval, fingersLeft: [Int], handlersInterfered: Bool) {
        let name = describe(responder: object)
        if activatedItself {
            count("VoiceOver activations that activated themselves")
            if !result { fail("R143", "\(name) activated itself but VoiceOver.activate() answered false.") }
            if events != 0 || elapsed != 0 {
                fail("R143", "\(name) activated itself, yet the activation sent \(events) events and moved the clock \(elapsed) s.")
            }
            return
        }
        if !inside {
            count("VoiceOver activations outside the window (reported)")
            if result || reports.count != 1 || events != 0 {
                fail("R157", "\(name)'s activation point is outside the window, yet the activation answered \(result), sent \(events) events and reported \(reports.count) times.")
            }
            return
        }
        count("VoiceOver activations that tapped")
        if !result || !reports.isEmpty {
            fail("R143", "\(name)'s activation tapped inside the window but answered \(result)\(reports.isEmpty ? "" : " and reported \(reports.map(\.message))").")
        }
        guard !handlersInterfered else { return count("VoiceOver taps with handlers' time or events") }
        if events != 2 {
            fail("R143", "activating \(name) sent \(events) events, not the 2 of one tap (a down and an up).")
        }
        if abs(elapsed - hold) > 1e-9 {
            fail("R143", "activating \(name) moved the clock \(elapsed) s, not the tap's hold of \(hold) s.")
        }
        if !fingersLeft.isEmpty {
            fail("R143", "after activating \(name), VoiceOver's simulator still has fingers \(fingersLeft) down.")
        }
    }

    /// R144, R145, R147: an increment or a decrement of `object`, whose value was `before`.
    func checkAdjustment(of object: Responder, up: Bool, adjustable: Bool, before: Double?, reports: [ReportedFailure]) {
        let name = describe(responder: object), way = up ? "increment" : "decrement"
        let changes = voiceOverModel.valueChanges
        guard adjustable else {
            count("VoiceOver adjustments of elements that are not adjustable (reported)")
            if reports.count != 1 || changes != 0 {
                fail("R144", "the \(way) of \(name), which is not adjustable, reported \(reports.count) times and sent \(changes) .valueChanged.")
            }
            return
        }
        if !reports.isEmpty { fail("R144", "the \(way) of adjustable \(name) reported \(reports.map(\.message)).") }
        guard let control = object as? Control, let before, let after = controlValue(control) else {
            return count("VoiceOver adjustments of other elements")
        }
        let moved = after != before
        count("VoiceOver \(way)s \(moved ? "that moved" : "at a limit or disabled")")
        if changes != (moved ? 1 : 0) {
            fail(control is Slider ? "R145" : "R147", "the \(way) of \(name) took its value from \(before) to \(after) and sent \(changes) .valueChanged.")
        }
        if moved, !control.isEnabled { fail("R145", "the \(way) of disabled \(name) took its value from \(before) to \(after).") }
        switch control {
        case let slider as Slider:
            let low = Double(slider.minimumValue), high = Double(slider.maximumValue)
            if after < low || after > high || (moved && (after > before) != up) {
                fail("R145", "the \(way) of \(name) took its value from \(before) to \(after), in \(low)…\(high).")
            }
            if !moved, control.isEnabled, before != (up ? high : low), high > low {
                fail("R145", "the \(way) of enabled \(name) left its value at \(before), not at its limit, in \(low)…\(high).")
            }
        case let pages as PageControl:
            let last = Double(max(0, pages.numberOfPages - 1))
            let wanted = control.isEnabled ? min(max(before + (up ? 1 : -1), 0), last) : before
            if after != wanted {
                fail("R147", "the \(way) of \(name) took it from page \(before) to \(after), not \(wanted), of \(pages.numberOfPages) pages.")
            }
        default:
            break
        }
    }

    /// R152, R153: the views that answered the climb from the start of `chain`, in order, are those
    /// with blocks up to the first that says yes; the result is whether one did.
    func checkClimb(_ act: FuzzAccessibilityLog.Act, chain: [Responder], result: Bool, calls: [Int]) {
        var expected: [Int] = []
        var answered = false
        for responder in chain {
            guard let index = scene.views.firstIndex(where: { $0 === responder }) else { continue }
            let answers = scene.spec.views[index].accessibility
            guard let answer = act == .escape ? answers.escape : answers.magicTap else { continue }
            expected.append(index)
            if answer {
                answered = true
                break
            }
        }
        let rule = act == .escape ? "R152" : "R153", what = act == .escape ? "escape" : "magic tap"
        count("VoiceOver \(what)s \(answered ? "answered" : "not answered")")
        if calls != expected {
            fail(rule, "the \(what) from \(describe(responder: chain[0])) asked \(calls.map { "v\($0)" }), not \(expected.map { "v\($0)" }): its chain is \(chain.map { describe(responder: $0) }).")
        }
        if result != answered {
            fail(rule, "the \(what) from \(describe(responder: chain[0])) answered \(result), but \(answered ? "a view up its chain said yes" : "none up its chain did").")
        }
    }

    /// R154: the scroll views up the chain, their offsets `before`: at most one moved, a page at
    /// most along one axis in the direction's way, to within its edges (adjusted insets, R47). One
    /// of `zooming`, whose zoom was animating, ends it first: that moves it as the zoom's end does;
    /// one dragging whose delegate recentres it moves on from the page as the delegate says.
    func checkScroll(_ direction: AccessibilityScrollDirection, chain: [ScrollView], before: [CGPoint], zooming: [ScrollView], result: Bool) {
        let moved = chain.indices.filter { chain[$0].contentOffset != before[$0] }
        count("VoiceOver scrolls \(moved.isEmpty ? "not taken" : "taken")")
        let way = FuzzVoiceOverStep.name(direction)
        if result != !moved.isEmpty || moved.count > 1 {
            return fail("R154", "scrolling \(way) answered \(result) and moved \(moved.map { describe(chain[$0]) }).")
        }
        guard let index = moved.first else { return }
        let scrollView = chain[index], old = before[index], new = scrollView.contentOffset
        if zooming.contains(where: { $0 === scrollView }) { return count("VoiceOver scrolls that ended a zoom first") }
        // R45 (amended): mid-drag, a delegate that recentres moves the offset again from the page's.
        if scrollView.isDragging, let index = scene.views.firstIndex(where: { $0 === scrollView }), scene.spec.views[index].scroll?.recentre != nil {
            return count("VoiceOver scrolls mid-drag, recentred by the delegate")
        }
        let size = scrollView.bounds.size, low = scrollView.minimumOffset, high = scrollView.maximumOffset
        let (dx, dy) = (new.x - old.x, new.y - old.y)
        let forward: Bool = switch direction {
        case .left, .up, .next: true
        case .right, .down, .previous: false
        }
        let horizontal = dx != 0
        let delta = horizontal ? dx : dy
        let within = { (value: CGFloat, low: CGFloat, high: CGFloat) in value >= low - 1e-6 && value <= high + 1e-6 }
        let inEdges = horizontal ? within(new.x, low.x, high.x) : within(new.y, low.y, high.y)
        // From outside the edges (a drag's rubber band), the clamp alone may move it either way, and further.
        let wasInEdges = horizontal ? within(old.x, low.x, high.x) : within(old.y, low.y, high.y)
        if !wasInEdges { count("VoiceOver scrolls from outside the edges") }
        let page = horizontal ? size.width : size.height
        if dx != 0 && dy != 0 || !inEdges || wasInEdges && (abs(delta) > page + 1e-6 || (delta > 0) != forward) {
            fail("R154", "scrolling \(way) moved \(describe(scrollView)) from (\(old.x), \(old.y)) to (\(new.x), \(new.y)): a page is \(size.width)×\(size.height), its edges (\(low.x), \(low.y))…(\(high.x), \(high.y)).")
        }
    }
}
