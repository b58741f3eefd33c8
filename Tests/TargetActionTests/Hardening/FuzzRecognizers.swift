import Foundation
@testable import TargetAction

/// The scene's recognizers share this: an index and the hooks. Each reports every touch it
/// receives before it handles it, and again once its touch method returned.
protocol FuzzRecognizer: GestureRecognizer {
    var fuzzIndex: Int { get }
    var hooks: FuzzHooks? { get set }
}

extension FuzzRecognizer {
    /// Tells the hooks that `touches` reach this recognizer in `phase`, runs `body` (the real
    /// recognizer's method), then tells them it handled them.
    func delivering(_ touches: Set<Touch>, _ phase: Touch.Phase, _ body: () -> Void) {
        hooks?.recognizer(self, index: fuzzIndex, receives: touches, phase: phase)
        body()
        hooks?.recognizer(self, index: fuzzIndex, handled: phase)
    }
}

final class FuzzPan: PanGestureRecognizer, FuzzRecognizer {
    let fuzzIndex: Int
    weak var hooks: FuzzHooks?
    var fault: FuzzFault?

    init(index: Int) {
        fuzzIndex = index
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .began) {
            super.touchesBegan(touches, with: event)
            if fault == .changedActionOnSecondFinger, numberOfTouches == 2 {
                sendActions(reporting: .changed, at: nil, listeners: engine?.listeners ?? .none)
            }
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .moved) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .ended) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .cancelled) { super.touchesCancelled(touches, with: event) }
    }

    /// A terminal state set by hand, kept through the next reset (``FuzzFault/handSetStateSurvivesTouch``).
    private var handKept: State?

    /// The R5 (addition) faults: what a broken setter does with a state set by hand.
    override var state: State {
        get { super.state }
        set {
            handKept = nil
            super.state = newValue
            guard engine == nil, let fault else { return }
            switch fault {
            case .handSetStateResetsAtOnce where committedState.isTerminal:
                performReset()
            case .handSetStateSurvivesTouch where committedState.isTerminal:
                handKept = committedState
            case .handSetStateSendsToOthers where newValue.sendsActions && committedState == newValue:
                var views: [View] = view?.window.map { [$0] } ?? []
                while let current = views.popLast() {
                    for other in current.recognizers where other !== self { other.sendActions(reporting: newValue, at: nil, listeners: .none) }
                    views += current.subviews
                }
            default:
                break
            }
        }
    }

    override func reset() {
        super.reset()
        if let kept = handKept {
            handKept = nil
            committedState = kept
        }
    }

    /// R22: an active pan ignores the touches beyond its maximum.
    override func ignore(_ touch: Touch, for event: Event) {
        if fault == .keepsTouchesBeyondMaximum { return }
        hooks?.recognizer(self, index: fuzzIndex, ignores: touch)
        super.ignore(touch, for: event)
    }
}

final class FuzzTap: TapGestureRecognizer, FuzzRecognizer {
    let fuzzIndex: Int
    weak var hooks: FuzzHooks?

    init(index: Int) {
        fuzzIndex = index
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .began) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .moved) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .ended) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .cancelled) { super.touchesCancelled(touches, with: event) }
    }
}

final class FuzzLongPress: LongPressGestureRecognizer, FuzzRecognizer {
    let fuzzIndex: Int
    weak var hooks: FuzzHooks?

    init(index: Int) {
        fuzzIndex = index
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .began) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .moved) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .ended) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .cancelled) { super.touchesCancelled(touches, with: event) }
    }
}

/// A custom recognizer written on the base class as a user writes one (R2 amended): recognized,
/// `.possible → .ended`, when its one finger lifts at least ``distance`` points from where it went
/// down; a second finger at once, a shorter lift or a cancel fails it.
final class FuzzFlick: GestureRecognizer, FuzzRecognizer {
    let fuzzIndex: Int
    weak var hooks: FuzzHooks?
    var distance: CGFloat = 30

    init(index: Int) {
        fuzzIndex = index
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .began) { if numberOfTouches > 1, state == .possible { state = .failed } }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .moved) {}
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .ended) {
            if state == .possible, let touch = touches.first {
                let start = touch.initialLocationInWindow
                let end = touch.location(in: nil)
                state = hypot(end.x - start.x, end.y - start.y) >= distance ? .ended : .failed
            }
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .cancelled) { if state == .possible { state = .failed } }
    }
}

final class FuzzPinch: PinchGestureRecognizer, FuzzRecognizer {
    let fuzzIndex: Int
    weak var hooks: FuzzHooks?

    init(index: Int) {
        fuzzIndex = index
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .began) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .moved) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .ended) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .cancelled) { super.touchesCancelled(touches, with: event) }
    }

    /// R33, R39: touches beyond the ones it takes are ignored.
    override func ignore(_ touch: Touch, for event: Event) {
        hooks?.recognizer(self, index: fuzzIndex, ignores: touch)
        super.ignore(touch, for: event)
    }
}

final class FuzzRotation: RotationGestureRecognizer, FuzzRecognizer {
    let fuzzIndex: Int
    weak var hooks: FuzzHooks?

    init(index: Int) {
        fuzzIndex = index
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .began) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .moved) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .ended) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .cancelled) { super.touchesCancelled(touches, with: event) }
    }

    /// R33, R39: touches beyond the ones it takes are ignored.
    override func ignore(_ touch: Touch, for event: Event) {
        hooks?.recognizer(self, index: fuzzIndex, ignores: touch)
        super.ignore(touch, for: event)
    }
}

final class FuzzSwipe: SwipeGestureRecognizer, FuzzRecognizer {
    let fuzzIndex: Int
    weak var hooks: FuzzHooks?
    var fault: FuzzFault?
    /// ``FuzzFault/swipeSendsAgain``: the second send is scheduled for this attempt.
    private var repeatsAction = false

    init(index: Int) {
        fuzzIndex = index
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .began) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .moved) {
            super.touchesMoved(touches, with: event)
            if fault == .swipeSendsAgain, !repeatsAction, attempt.pendingLeave == .ended || committedState == .ended {
                // A moment later, while its fingers are still down (the timer goes with the attempt).
                repeatsAction = true
                scheduleTimer(after: 0.001) { [unowned self] in
                    if committedState == .ended { sendActions(reporting: .ended, at: nil, listeners: engine?.listeners ?? .none) }
                }
            }
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .ended) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .cancelled) { super.touchesCancelled(touches, with: event) }
    }

    override func reset() {
        super.reset()
        repeatsAction = false
    }
}

final class FuzzEdgePan: ScreenEdgePanGestureRecognizer, FuzzRecognizer {
    let fuzzIndex: Int
    weak var hooks: FuzzHooks?

    init(index: Int) {
        fuzzIndex = index
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .began) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .moved) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .ended) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        delivering(touches, .cancelled) { super.touchesCancelled(touches, with: event) }
    }

    /// R33, R39: touches beyond the ones it takes are ignored.
    override func ignore(_ touch: Touch, for event: Event) {
        hooks?.recognizer(self, index: fuzzIndex, ignores: touch)
        super.ignore(touch, for: event)
    }
}
