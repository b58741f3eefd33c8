import Foundation
@testable import TargetAction

/// Attached gestures among the scene's recognizers, written plainly from the rules: which touches
/// reach them (R68), which may recognize in a sequence (R66's masks), and how they wait for or run
/// alongside one another (R66's priorities, through R15 and R16).
extension FuzzChecker {
    // MARK: Priority (R66) as the checker's R15 and R16 read it

    /// R66: whether attached gesture `outer` counts `inner` as inside it: `inner` is attached to a
    /// view inside `outer`'s view, or earlier to the same view.
    func valueGesture(_ outer: GestureRecognizer, contains inner: GestureRecognizer) -> Bool {
        guard let outerView = outer.view, let innerView = inner.view else { return false }
        guard outerView === innerView else { return innerView.isDescendant(of: outerView) }
        let list = outerView.attachedGestures
        guard let outerIndex = list.firstIndex(where: { $0.recognizer === outer }),
              let innerIndex = list.firstIndex(where: { $0.recognizer === inner }) else { return false }
        return innerIndex < outerIndex
    }

    /// How gesture `recognizer` runs was attached, from the scene's spec.
    private func valuePriority(_ recognizer: GestureRecognizer) -> AttachedGesture.Priority? {
        guard let gesture = scene.values.gesture(of: recognizer) else { return nil }
        return valueBook.specs[gesture.index].priority
    }

    /// R66 through R15: `gesture(_:)` waits for the gestures inside it to fail; a gesture inside a
    /// `highPriorityGesture(_:)` waits for it.
    func valuePriorityRequires(_ waiter: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        guard let waiting = valuePriority(waiter), let waited = valuePriority(other) else { return false }
        return (waiting == .normal && valueGesture(waiter, contains: other)) || (waited == .high && valueGesture(other, contains: waiter))
    }

    /// R66 through R16: `simultaneousGesture(_:)` runs alongside the gestures inside it, and (R69's
    /// arbitration, as SwiftUI's own recognizers do) never stops another attached gesture nor is
    /// stopped by one, wherever it is.
    func valuePriorityAllowsBoth(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        guard let first = valuePriority(a), let second = valuePriority(b) else { return false }
        return first == .simultaneous || second == .simultaneous
    }

    /// R43, R69: a control beats an attached one-tap tap on a view around it.
    func isSingleTapValueGesture(_ recognizer: GestureRecognizer) -> Bool {
        guard let gesture = scene.values.gesture(of: recognizer) else { return false }
        return valueBook.specs[gesture.index].isSingleTap
    }

    // MARK: Masks (R66)

    /// R66: why attached gesture `index` may not recognize for a touch sequence starting now, or
    /// nil: its mask lacks `.gesture`, or a gesture attached later to its view, or to a view
    /// around it, lacks `.subviews`.
    func valueMaskReason(_ index: Int) -> String? {
        let attached = scene.values.attached[index]
        guard let view = attached.view else { return nil }
        if !attached.mask.contains(.gesture) {
            return "its mask is \(FuzzSceneSpec.describe(attached.mask)), without .gesture"
        }
        let label = { (other: AttachedGesture) in
            self.scene.values.gesture(of: other.recognizer).map { "g\($0.index)" } ?? "a gesture"
        }
        let sameView = view.attachedGestures
        if let mine = sameView.firstIndex(where: { $0 === attached }),
           let later = sameView[(mine + 1)...].first(where: { !$0.mask.contains(.subviews) }) {
            return "\(label(later)), attached after it to the same view, has the mask \(FuzzSceneSpec.describe(later.mask)), without .subviews"
        }
        var ancestor = view.superview
        while let current = ancestor {
            if let outer = current.attachedGestures.first(where: { !$0.mask.contains(.subviews) }) {
                return "\(label(outer)) on \(describe(current)), around its view, has the mask \(FuzzSceneSpec.describe(outer.mask)), without .subviews"
            }
            ancestor = current.superview
        }
        return nil
    }

    /// A step is about to set gesture `index`'s mask: without `.gesture`, a running gesture is
    /// cancelled and runs nothing more in this sequence (R60, R66).
    func valueGestureMaskWillChange(_ index: Int, to mask: GestureMask) {
        // A sequence started whose first touch has not reached its gesture yet (a callback runs
        // between the routing and the delivery): the masks are read then, after this change.
        for (other, attached) in scene.values.attached.enumerated()
        where (attached.recognizer as? ValueGestureRecognizer)?.checkedMasks == false && valueBook.ledgers[other].blocked != nil {
            valueBook.ledgers[other].blocked = nil
            count("value gesture's mask decided after a callback changed a mask (not modelled)")
        }
        let recognizer = scene.values.attached[index].recognizer
        guard recognizer.engine != nil, !mask.contains(.gesture), valueBook.ledgers[index].blocked == nil else { return }
        let reason = "its mask was set to \(FuzzSceneSpec.describe(mask)) while it ran"
        if valueGestureInCallback == index {
            valueBook.ledgers[index].blockedByItself = valueBook.ledgers[index].blockedByItself ?? reason
        } else {
            valueBook.ledgers[index].blocked = reason
        }
    }

    /// A step is about to `remove()` gesture `index`: from one of its own callbacks, the rest of
    /// that update's callbacks still run.
    func valueGestureWillBeRemoved(_ index: Int) {
        if valueGestureInCallback == index { valueBook.ledgers[index].removedByItself = true }
    }

    /// Gesture `index` was attached again after `remove()`: a new gesture, idle.
    func valueGestureWasAttachedAgain(_ index: Int) {
        let removedByItself = valueBook.ledgers[index].removedByItself   // the removed one may finish its update
        valueBook.startSequence(index, pressing: false)
        valueBook.ledgers[index].removedByItself = removedByItself
    }

    /// A step changes the scene: sequences under way may lose their callbacks (R60).
    func sceneWillChange() {
        for (index, attached) in scene.values.attached.enumerated() where attached.recognizer.engine != nil {
            valueBook.ledgers[index].disturbed = true
        }
    }

    /// An attached gesture's recognizer may be active with no touch down while one of its timers is
    /// pending (a double tap beside a press that ended, R61, R65), or when it runs a sequence whose
    /// first gesture ended as its last finger lifted: that one waits for a touch for its second
    /// (R65; no rule ends it sooner).
    func isValueGestureWaiting(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.committedState.isActive, recognizer.trackedTouches.isEmpty,
              let gesture = scene.values.gesture(of: recognizer) else { return false }
        if recognizer.hasPendingTimers { return true }
        let waits = valueBook.nodes[gesture.index].contains { if case .sequenced = $0.node.kind { true } else { false } }
        if waits { count("value sequence waits for a touch for its second gesture") }
        return waits
    }

    // MARK: Routing (R5, R32, R66, R68)

    /// A touch went down with `view` on its path (R68): the attached gestures of `view` whose
    /// recognizers take it. An idle recognizer's next sequence starts with it, and the masks
    /// decide then whether the gesture may recognize in it (R66).
    func routeValueGestures(_ touch: FuzzTouch, on view: View) {
        for attached in view.attachedGestures {
            guard let (index, isCurrent) = scene.values.gesture(of: attached.recognizer), isCurrent else { continue }
            let recognizer = attached.recognizer
            if recognizer.engine == nil {
                valueBook.startSequence(index)
                valueBook.ledgers[index].blocked = valueMaskReason(index)
            } else if recognizer.committedState.isTerminal {
                continue   // R5: it ignores the rest of the sequence
            }
            guard recognizer.isEnabled, recognizer.allowedTouchTypes.contains(touch.type) else { continue }
            if recognizer.requiresExclusiveTouchType, let first = recognizer.attempt.sequenceTouches.first, first.type != touch.type {
                continue   // R32
            }
            touch.expectedValueGestures.append(index)
        }
    }

    /// After the event `touch` went down in: the attached gestures on its path got it, none other
    /// did (R68), and a masked-out one failed at once (R66).
    func checkValueRouting(of touch: FuzzTouch) {
        let label = "touch #\(touch.serial) (\(touch.type)) down on \(describe(touch.expectedView))"
        let received = touch.gestureRecognizers.filter { $0 is ValueGestureRecognizer }
        var expected: [GestureRecognizer] = []
        for index in touch.expectedValueGestures {
            let recognizer = scene.values.attached[index].recognizer
            expected.append(recognizer)
            guard recognizer.view != nil else { continue }   // removed meanwhile
            if !received.contains(where: { $0 === recognizer }) {
                fail("R68", "\(label) never reached \(name(recognizer)) on \(describe(recognizer.view)), which gets the touches hit-tested to its view or inside it.")
            } else if let reason = valueBook.ledgers[index].blocked, recognizer.engine != nil, recognizer.committedState == .possible {
                fail("R66", "\(name(recognizer)) is still possible after its sequence's first touch, although \(reason): it counts as failed at once.")
            }
        }
        for recognizer in received where !expected.contains(where: { $0 === recognizer }) {
            fail("R68", "\(label) reached \(name(recognizer)) on \(describe(recognizer.view)), which is not on its path or does not take it now.")
        }
    }
}

extension FuzzScene {
    /// The scene's recognizers and those its attached gestures run on now.
    var allRecognizers: [GestureRecognizer] {
        recognizers + values.attached.map(\.recognizer)
    }
}
