import Foundation

extension GestureTrace {
    // MARK: Why a value gesture recognized or failed by itself (R61-R65)

    /// What the trace knows of a gesture's touches when it changes state.
    struct TouchFacts {
        var fingers: Int
        var lifted: Bool
        var moved: CGFloat
        /// How long since the first of its touches went down, if it is still down or lifts in the
        /// event being processed; nil otherwise.
        var held: TimeInterval?
        /// How long since the last lift, when no finger is down.
        var sinceLift: TimeInterval?
    }

    func touchFacts(of recognizer: GestureRecognizer) -> TouchFacts {
        let touches = recognizer.trackedTouches
        let lifted = !touches.isEmpty && touches.allSatisfy { $0.phase == .ended }
        let held = touches.compactMap { finger(of: $0, includingLifted: true)?.downTime }.min().map { now - $0 }
        let sinceLift = touches.allSatisfy({ $0.phase.isTerminal }) ? lastLift.map { now - $0 } : nil
        return TouchFacts(fingers: max(touches.count, peakFingers), lifted: lifted,
                          moved: touches.map(distanceMoved).max() ?? 0, held: held, sinceLift: sinceLift)
    }

    /// Why the attached gesture `gesture` failed (its recognizer `.failed`) or stopped after it had
    /// begun (`.cancelled`), from its settings and its touches; nil when they do not tell.
    func valueFailure(of gesture: any Gesture, _ new: GestureRecognizer.State, _ facts: TouchFacts) -> String? {
        if let composition = GestureAnatomy.composition(of: gesture) {
            let first = valueFailure(of: composition.first, new, facts)
            let second = valueFailure(of: composition.second, new, facts)
            switch composition.kind {
            case .sequence:
                // Its recognizer began when the first part recognized (R69): a cancel is the second's.
                guard new == .cancelled else { return first }
                return second.map { "after \(GestureAnatomy.describe(composition.first)) ended, \(GestureAnatomy.describe(composition.second)) failed: \($0)" }
            case .simultaneous, .exclusive:
                return joined([first, second], "; ")
            }
        }
        switch GestureAnatomy.core(of: gesture) {
        case let press as LongPressGesture:
            // A press held to its duration has ended: a failure after that is another gesture's doing.
            guard let held = facts.held, held < press.minimumDuration - 1e-9 else { return nil }
            let duration = number(press.minimumDuration)
            if facts.fingers > 1 { return "a second finger went down before \(duration) s (R62)" }
            if facts.lifted { return "the finger lifted before \(duration) s (R62)" }
            if facts.moved >= press.maximumDistance { return "the finger moved \(number(press.maximumDistance)) points before \(duration) s (R62)" }
        case let tap as TapGesture:
            return tapFailure(count: tap.count, movement: tap.maximumMovement, duration: tap.maximumDuration, interval: tap.maximumInterval, facts)
        case let tap as SpatialTapGesture:
            return tapFailure(count: tap.count, movement: tap.maximumMovement, duration: tap.maximumDuration, interval: tap.maximumInterval, facts)
        case let drag as DragGesture:
            if facts.fingers > 1 { return "a second finger went down (R63)" }
            if facts.lifted, facts.moved < drag.minimumDistance { return "the finger lifted before moving \(number(drag.minimumDistance)) points (R63)" }
        case let magnify as MagnifyGesture:
            return twoFingerFailure("their distance changed by \(percent(magnify.minimumScaleDelta))", facts)
        case let magnify as MagnificationGesture:
            return twoFingerFailure("their distance changed by \(percent(magnify.minimumScaleDelta))", facts)
        case let rotate as RotateGesture:
            return twoFingerFailure("the line between them turned \(number(rotate.minimumAngleDelta.degrees))°", facts)
        case let rotate as RotationGesture:
            return twoFingerFailure("the line between them turned \(number(rotate.minimumAngleDelta.degrees))°", facts)
        default:
            break
        }
        return nil
    }

    /// What made the attached gesture `gesture`'s recognizer begin or end (R69): which gesture in
    /// it recognized, and how.
    func valueWin(of gesture: any Gesture, entering new: GestureRecognizer.State) -> String? {
        if let composition = GestureAnatomy.composition(of: gesture) {
            switch composition.kind {
            case .sequence:
                guard new == .began, let first = valueWin(of: composition.first, entering: .ended) else {
                    return valueWin(of: composition.second, entering: .ended)
                }
                return "\(first), and \(GestureAnatomy.describe(composition.second)) now follows on the same touch (R65)"
            case .simultaneous, .exclusive:
                let either = joined([valueWin(of: composition.first, entering: new), valueWin(of: composition.second, entering: new)], " or ")
                return either.map { new == .began ? "one of its sides became active: \($0)" : "both sides are done (R65): \($0)" }
            }
        }
        switch GestureAnatomy.core(of: gesture) {
        case let press as LongPressGesture:
            return "the finger was held \(number(press.minimumDuration)) s within \(number(press.maximumDistance)) points (R62)"
        case let tap as TapGesture:
            return "\(tap.count == 1 ? "the tap" : "\(tap.count) taps") completed on the lift (R61)"
        case let tap as SpatialTapGesture:
            return "\(tap.count == 1 ? "the tap" : "\(tap.count) taps") completed on the lift (R61)"
        case let drag as DragGesture:
            return new == .began ? "the finger moved \(number(drag.minimumDistance)) points (R63)" : "the finger lifted (R63)"
        case let magnify as MagnifyGesture:
            return new == .began ? "the fingers' distance changed by \(percent(magnify.minimumScaleDelta)) (R64)" : "a finger lifted (R64)"
        case let magnify as MagnificationGesture:
            return new == .began ? "the fingers' distance changed by \(percent(magnify.minimumScaleDelta)) (R64)" : "a finger lifted (R64)"
        case let rotate as RotateGesture:
            return new == .began ? "the line between the fingers turned \(number(rotate.minimumAngleDelta.degrees))° (R64)" : "a finger lifted (R64)"
        case let rotate as RotationGesture:
            return new == .began ? "the line between the fingers turned \(number(rotate.minimumAngleDelta.degrees))° (R64)" : "a finger lifted (R64)"
        default:
            return nil
        }
    }

    private func tapFailure(count: Int, movement: CGFloat, duration: TimeInterval, interval: TimeInterval, _ facts: TouchFacts) -> String? {
        if facts.fingers > 1 { return "a second finger went down (R61)" }
        if facts.moved >= movement { return "the finger moved \(number(movement)) points (R61)" }
        if let held = facts.held, held >= duration - 1e-9 { return "the finger was held \(number(duration)) s (R61)" }
        if count > 1, let sinceLift = facts.sinceLift, sinceLift >= interval - 1e-9 {
            return "no next tap within \(number(interval)) s of the lift (R61)"
        }
        return nil
    }

    private func twoFingerFailure(_ threshold: String, _ facts: TouchFacts) -> String? {
        guard facts.lifted else { return nil }
        if facts.fingers < 2 { return "its finger lifted before a second one joined it: it takes two (R64)" }
        return "the fingers lifted before \(threshold) (R64)"
    }

    private func percent(_ fraction: CGFloat) -> String {
        "\(number((fraction * 1000).rounded() / 10))%"
    }

    /// The distinct reasons, in order, joined; nil when there are none.
    private func joined(_ reasons: [String?], _ separator: String) -> String? {
        var distinct: [String] = []
        for case let reason? in reasons where !distinct.contains(reason) { distinct.append(reason) }
        return distinct.isEmpty ? nil : distinct.joined(separator: separator)
    }
}
