import Foundation

extension GestureRecognizer.Cause {
    /// The cause in words, as a reason's description and the transcript give it; `party` is the
    /// other party that decided, `recognizing` whether the state decided is a recognition.
    func words(party: AnyObject?, recognizing: Bool) -> String {
        switch self {
        case .movedTooFar(let limit, let moved, let before):   // "more than" unless it reached the limit exactly
            return "the finger moved \(moved > limit ? "more than " : "")\(number(limit)) points\(before.map { " before \(number($0)) s" } ?? "")"
        case .heldTooLong(let limit, let held):
            return "the finger was held \(held > limit ? "longer than " : "")\(number(limit)) s"
        case .liftedTooSoon(let duration, _):
            return "the finger lifted before \(number(duration)) s"
        case .liftedBeforeMoving(let distance):
            return "the finger lifted before moving \(number(distance)) points"
        case .tooManyTouches(let limit, _):
            return "more fingers than \(limit)"
        case .secondTouch(let before):
            return "a second finger went down\(before.map { " before \(number($0)) s" } ?? "")"
        case .tooFewTouches(let required, let count):
            if count == 1, required == 2 { return "its finger lifted before a second one joined it: it takes two" }
            return "\(count) finger\(count == 1 ? "" : "s") where it takes \(required)"
        case .noNextTap(let interval, let tapsDone):
            return "no \(tapsDone > 0 ? "next " : "")tap within \(number(interval)) s of the lift"
        case .liftedBeforeTravelling(let distance, let direction):
            return "the finger lifted before travelling \(number(distance)) points \(direction)"
        case .tooSlow(let distance, let direction, let duration):
            return "not \(number(distance)) points \(direction) within \(number(duration)) s of touch-down"
        case .wrongDirection(let direction):
            return "the finger strayed from \(direction)"
        case .outsideEdgeMargin(let margin, let edges, _):
            return "the finger went down more than \(number(margin)) points from its \(edges) edge"
        case .movedAlongEdge:
            return "the finger moved along or towards the edge before moving away from it"
        case .liftedBeforeLeavingEdge(let distance):
            return "the finger lifted before moving \(number(distance)) points away from the edge"
        case .liftedBeforeThreshold(let threshold):
            return "the fingers lifted before \(threshold.words(subject: "their distance", line: "the line between them"))"
        case .movedPastHysteresis(let hysteresis):
            return "the finger moved past the \(number(hysteresis))-point hysteresis"
        case .moved(let distance):
            if distance == 0 { return "its minimum distance is 0, so it begins at touch-down" }
            return "the finger moved \(number(distance)) points"
        case .passedThreshold(let threshold):
            return threshold.words(subject: "the distance between the two fingers", line: "the line between the two fingers")
        case .heldLongEnough(let duration, let movement):
            return "the finger was held \(number(duration)) s within \(number(movement)) points"
        case .pressedAtTouchDown:
            return "its press duration is 0, so it begins at touch-down"
        case .tapsCompleted(let count):
            return "\(count == 1 ? "the tap" : "\(count) taps") completed on the lift"
        case .swiped(let distance, let direction, let duration):
            return "the finger travelled \(number(distance)) points \(direction) within \(number(duration)) s"
        case .leftEdge(let margin, let edges, let hysteresis):
            return "the finger went down within \(number(margin)) points of the \(edges) edge and moved \(number(hysteresis)) points away from it"
        case .pointerEntered:
            return "a hover sample found its view on the pointer's hit path"
        case .pointerExited:
            return "the pointer left its view"
        case .touchesLifted:
            return "its touches lifted"
        case .fewerTouches(let minimum):
            return "fewer than \(minimum) fingers remain down"
        case .refusedByDelegate:
            return "its delegate (\(typeName(of: party))) said no to gestureRecognizerShouldBegin"
        case .refusedByView(let isOwnView):
            if isOwnView { return "its view said no to gestureRecognizerShouldBegin" }
            return "\(name(of: party)), which its touch went down in, said no to gestureRecognizerShouldBegin"
        case .controlTookPrecedence:
            return "the touch is \(name(of: party))'s, which takes precedence over it"
        case .requiredToFail(let state):
            let other = name(of: party)
            return "it requires \(other) to fail, and \(other) \(state == .began ? "began" : "was recognized")"
        case .prevented(let state):
            return "\(name(of: party)) \(state == .began ? "began" : "was recognized") first, and the two may not recognize together"
        case .scrollViewTookTouch:
            return "\(name(of: party)) took the touch"
        case .touchCancelled:
            return "its touch was cancelled"
        case .disabled:
            return "it was disabled"
        case .removed:
            return "it was removed from its view"
        case .leftWindow:
            return "its view left the window"
        case .waitsInCycle:
            return "it waits for recognizers that wait for it, and nothing is left to decide them"
        case .undecided:
            return "its touches ended before it decided"
        case .maskExcludesGesture:
            return "its mask has no .gesture"
        case .priority(let words):
            return words
        case .setByHand:
            return "its state was set by hand"
        case .described(let text):
            return text
        case .sequenceFollows(let cause, let rule, let next, let onSameTouch):
            return "\(cause.words(party: party, recognizing: recognizing)) (\(rule)), and \(next) now follows\(onSameTouch ? " on the same touch" : "")"
        case .sequenceSecondFailed(let first, let second, let cause):
            return "after \(first) ended, \(second) failed: \(cause.words(party: party, recognizing: false))"
        case .sideActive(let cause):
            return "one of its sides became active: \(cause.words(party: party, recognizing: recognizing))"
        case .bothSidesDone(let cause):
            return "both sides are done (R65): \(cause.words(party: party, recognizing: recognizing))"
        case .bothSidesFailed(let first, let rule, let second):
            let last = second.words(party: party, recognizing: false)
            guard first != second else { return "both sides failed: \(last)" }
            return "both sides failed: \(first.words(party: party, recognizing: false)) (\(rule)); \(last)"
        case .maskExcludesSubviews:
            return "\(name(of: party))'s mask has no .subviews"
        case .nilGesture:
            return "the gesture is nil, which never recognizes"
        case .reportedAtAttaching:
            return "a problem with it was reported when it was attached, so it never recognizes"
        }
    }

    /// The name of the party that decided: a recognizer's ``GestureRecognizer/partyName``, a view's
    /// ``View/debugName``, another object's type.
    private func name(of party: AnyObject?) -> String {
        switch party {
        case let recognizer as GestureRecognizer: recognizer.partyName
        case let view as View: view.debugName
        case let party?: "\(type(of: party))"
        case nil: "another party, since gone,"
        }
    }

    private func typeName(of party: AnyObject?) -> String {
        party.map { "\(type(of: $0))" } ?? "gone"
    }
}

extension GestureRecognizer.Cause.Threshold {
    /// "`subject` changed by 8 points", "`line` turned 0.035 rad", "`subject` changed by 5%".
    func words(subject: String, line: String) -> String {
        switch self {
        case .distance(let points): "\(subject) changed by \(number(points)) points"
        case .angle(let radians): "\(line) turned \(number(radians)) rad"
        case .scale(let fraction): "\(subject) changed by \(number((fraction * 1000).rounded() / 10))%"
        }
    }
}
