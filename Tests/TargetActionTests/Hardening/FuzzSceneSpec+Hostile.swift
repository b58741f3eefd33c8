import Foundation
@testable import TargetAction

/// Hostile scenes: app code that fights back from every callback the toolkit makes. Every delegate
/// question, recognizer action, control event, value-gesture callback and scroll-view delegate
/// call may, per a seeded plan, disable, remove or re-add, set a state, release a target, present
/// or dismiss, move the content or send an event re-entrantly (FuzzStep+Hostile.swift). Drawn from
/// a stream of their own, last, for some seeds: the rest of every seed's scene is what it was.
extension FuzzSceneSpec {
    /// A delegate question of a recognizer's ``GestureRecognizerDelegate``.
    enum DelegateQuestion: String, CaseIterable {
        case shouldBegin, shouldReceive, simultaneous, requireFailure, requiredToFail
    }

    /// A ``ScrollViewDelegate`` call (all of them but `viewForZooming(in:)`, a question the
    /// checker asks too).
    enum ScrollCall: String, CaseIterable {
        case didScroll, willBeginDragging, willEndDragging, didEndDragging, willBeginDecelerating,
             didEndDecelerating, didEndScrollingAnimation, willBeginZooming, didZoom, didEndZooming,
             didChangeAdjustedContentInset

        /// Called again and again while something moves: an event sent from it would feed itself.
        var repeats: Bool { self == .didScroll || self == .didZoom }
    }

    /// Where a hostile callback runs.
    enum HostileSite: Hashable, CustomStringConvertible {
        case delegate(recognizer: Int, DelegateQuestion)
        /// A plain view's `gestureRecognizerShouldBegin` (R7).
        case viewShouldBegin(view: Int)
        /// An `Action` closure of a control for one event (by raw value).
        case control(view: Int, event: UInt)
        case scroll(view: Int, ScrollCall)
        /// One of the scene's releasable targets, on a recognizer or a control.
        case target(Int)
        /// A recognizer's handler (the scene's own target) for one state.
        case action(recognizer: Int, GestureRecognizer.State)
        /// An attached gesture's own `updating`, `onChanged` or `onEnded`.
        case valueCallback(gesture: Int, GestureNodeSpec.Modifier)

        /// For counts: what kind of callback it is.
        var kind: String {
            switch self {
            case let .delegate(_, question): "delegate \(question.rawValue)"
            case .viewShouldBegin: "view gestureRecognizerShouldBegin"
            case let .control(_, event): "control \(Control.Event(rawValue: event))"
            case let .scroll(_, call): "scroll \(call.rawValue)"
            case .target: "released-target handler"
            case let .action(_, state): "action \(state)"
            case let .valueCallback(_, callback): "value \(callback.rawValue)"
            }
        }

        var description: String {
            switch self {
            case let .delegate(recognizer, question): "r\(recognizer)'s delegate \(question.rawValue)"
            case let .viewShouldBegin(view): "v\(view).gestureRecognizerShouldBegin"
            case let .control(view, event): "v\(view)'s \(Control.Event(rawValue: event)) action"
            case let .scroll(view, call): "v\(view)'s delegate \(call.rawValue)"
            case let .target(index): "target t\(index)"
            case let .action(recognizer, state): "r\(recognizer)'s handler on \(state)"
            case let .valueCallback(gesture, callback): "g\(gesture)'s \(callback.rawValue)"
            }
        }
    }

    /// What a callback does on the calls where `call % period == phase` (calls counted from 0).
    struct HostilePlan {
        var period: Int
        var phase: Int
        var effects: [FuzzStep]
    }

    /// A releasable target: added to a recognizer or to a control, held only by the run.
    struct HostileTarget: CustomStringConvertible {
        enum Owner {
            case recognizer(Int)
            case control(view: Int, events: Control.Event)
        }

        var owner: Owner
        /// The method-reference form rather than a selector.
        var typed: Bool

        var description: String {
            switch owner {
            case let .recognizer(index): "on r\(index)\(typed ? " (typed)" : "")"
            case let .control(view, events): "on v\(view) for \(events)\(typed ? " (typed)" : "")"
            }
        }
    }

    struct HostileSpec {
        var plans: [HostileSite: HostilePlan] = [:]
        var targets: [HostileTarget] = []
        /// The plain view whose controller presents others, if any.
        var hostView: Int?
        /// Some plan drives a ``TouchSimulator``.
        var usesSimulator = false
    }

    /// The scene's controls and scroll views, by index.
    var controlIndices: [Int] { views.indices.filter { views[$0].control != nil } }
    var scrollIndices: [Int] { views.indices.filter { views[$0].scroll != nil } }

    mutating func addHostileCallbacks(_ random: SplitMix64) {
        var random = random
        guard random.chance(0.4), !recognizers.isEmpty else { return }
        var hostile = HostileSpec()
        let plain = views.indices.filter { $0 > 0 && views[$0].control == nil && views[$0].scroll == nil }
        hostile.hostView = plain.isEmpty || random.chance(0.3) ? nil : random.pick(plain)
        for _ in 0..<random.weighted([20, 40, 30, 10]) {
            let typed = random.chance(0.5)
            let controls = controlIndices
            if !controls.isEmpty, random.chance(0.4) {
                let events = Control.Event(rawValue: random.pick([Control.Event.touchDown, .touchUpInside, .valueChanged, .allEvents].map(\.rawValue)))
                hostile.targets.append(HostileTarget(owner: .control(view: random.pick(controls), events: events), typed: typed))
            } else {
                hostile.targets.append(HostileTarget(owner: .recognizer(random.below(recognizers.count)), typed: typed))
            }
        }
        var sites: [(site: HostileSite, repeats: Bool)] = []
        for index in recognizers.indices where recognizers[index].delegate != nil {
            for question in DelegateQuestion.allCases {
                sites.append((.delegate(recognizer: index, question), question != .shouldBegin && question != .shouldReceive))
            }
        }
        for index in views.indices where index > 0 && views[index].control == nil && views[index].scroll == nil {
            sites.append((.viewShouldBegin(view: index), false))
        }
        for index in controlIndices {
            for event in [Control.Event.touchDown, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .touchDragInside, .touchDragExit] {
                sites.append((.control(view: index, event: event.rawValue), event == .touchDragInside || event == .valueChanged))
            }
        }
        for index in scrollIndices {
            for call in ScrollCall.allCases { sites.append((.scroll(view: index, call), call.repeats)) }
        }
        for index in hostile.targets.indices { sites.append((.target(index), true)) }
        for (site, repeats) in sites where random.chance(0.15) {
            let period = random.pick(repeats ? [2, 3, 5, 8, 13] : [1, 1, 2, 3, 5])
            var effects = (0..<random.int(1...2)).map { _ in FuzzStep.hostileEffect(&random, self, hostile, maySendEvents: !repeats) }
            if case let .control(view, _) = site, random.chance(0.4) {   // a control's handler that disables the control itself
                effects[0] = .hostile(.setControlEnabled(view: view, false))
            }
            hostile.plans[site] = HostilePlan(period: period, phase: random.below(period), effects: effects)
        }
        // Recognizer actions and attached gestures' own callbacks, more often: every call or every other.
        for index in recognizers.indices where random.chance(0.3) {
            let state = random.pick([GestureRecognizer.State.began, .changed, .ended, .cancelled])
            let period = random.pick([1, 1, 2])
            let effect = FuzzStep.hostileEffect(&random, self, hostile, maySendEvents: state != .changed)
            hostile.plans[.action(recognizer: index, state)] = HostilePlan(period: period, phase: random.below(period), effects: [effect])
        }
        for gesture in valueGestures.indices where random.chance(0.3) {
            let callback = random.pick([GestureNodeSpec.Modifier.updating, .onChanged, .onEnded])
            let period = random.pick([1, 1, 2])
            let effect = FuzzStep.hostileEffect(&random, self, hostile, maySendEvents: callback == .onEnded)
            hostile.plans[.valueCallback(gesture: gesture, callback)] = HostilePlan(period: period, phase: random.below(period), effects: [effect])
        }
        hostile.usesSimulator = hostile.plans.values.flatMap(\.effects).contains { if case .hostile(.simulator) = $0 { true } else { false } }
        self.hostile = hostile
    }

    /// The scene's description lines for its hostile callbacks.
    var hostileLines: [String] {
        guard let hostile else { return [] }
        var lines = ["  hostile callbacks\(hostile.hostView.map { ", v\($0)'s controller presents" } ?? ""):"]
        for (index, target) in hostile.targets.enumerated() { lines.append("    t\(index): releasable target \(target)") }
        for (site, plan) in hostile.plans.sorted(by: { $0.key.description < $1.key.description }) {
            let when = plan.period == 1 ? "every call" : "calls \(plan.phase), \(plan.phase + plan.period), …"
            lines.append("    \(site), \(when): " + plan.effects.map(\.description).joined(separator: "; "))
        }
        return lines
    }
}
