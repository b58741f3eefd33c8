import Foundation
@testable import TargetAction

/// A touch that knows which finger and which `down` step made it, and what the checker expects of it.
final class FuzzTouch: Touch {
    let finger: Int
    let serial: Int
    /// The view the reference hit test found at touch-down (R18), and that view and its ancestors then.
    weak var expectedView: View?
    var hitPath: Set<ObjectIdentifier> = []
    var wasHitTested = false
    /// Phases the touch's view received, in order (R17).
    var viewPhases: [Touch.Phase] = []
    /// The last phase each recognizer (by index) received for this touch.
    var recognizerPhases: [Int: Touch.Phase] = [:]

    // What the checker's reference routing decided when the touch went down (R14, R18, R31, R32).

    /// The view the touch reaches: its hit view, unless an exclusive-touch view blocked it (R31).
    weak var reachedView: View?
    /// R31: an exclusive-touch view kept the touch from every view and recognizer.
    var isBlockedByExclusiveTouch = false
    /// R31: the touch began while another touch was down on its view, which has multiple touch off.
    var isKeptFromView = false
    /// The recognizers (by index) the touch must reach.
    var expectedRecognizers: [Int] = []
    /// The attached gestures (by index) whose recognizers it must reach (R68).
    var expectedValueGestures: [Int] = []
    /// Recognizers (by index) that ignored it, `ignore(_:for:)` (R32): seen once their touch method
    /// returned, when the touch no longer lists them among its recognizers.
    var ignoredBy: Set<Int> = []
    /// A recognizer with `cancelsTouchesInView` recognized with this touch (R17).
    var wasClaimed = false
    /// When it went down, on the window's clock (R49).
    var downTime: TimeInterval = 0
    /// R49, R50: the scroll view whose pan began with this touch.
    weak var scrolledBy: ScrollView?
    /// Hostile scenes: the routing model could not follow it (FuzzChecker+Hostile.swift).
    var unmodelled = false

    init(finger: Int, serial: Int, type: Touch.TouchType) {
        self.finger = finger
        self.serial = serial
        super.init(type: type)
    }
}

/// What the checker hears from the scene's own objects, besides the window's observer (which tells
/// it what reaches the recognizers: the scene's are the toolkit's own kinds, unprobed).
protocol FuzzHooks: AnyObject {
    func view(_ view: View, receives touches: Set<Touch>, phase: Touch.Phase)
    func window(_ window: Window, hitTested point: CGPoint, found view: View?, for event: Event?)
    func handler(received recognizer: GestureRecognizer)
    /// A control sent the actions of `events` (heard through its own actions, in a window or not).
    func control(_ control: Control, sent events: Control.Event)
    /// An attached gesture's callback ran (R60).
    func valueGesture(ran callback: FuzzGestureCallback)
    /// A callback of a hostile scene runs, which may fight back (FuzzSceneSpec+Hostile.swift).
    func hostile(_ site: FuzzSceneSpec.HostileSite)
}

/// A view that answers R7 as its spec says and reports the touches it receives (without passing
/// them up the responder chain, so every delivery is to the touch's own view).
final class FuzzView: View {
    let index: Int
    var refusesToBegin = false
    weak var hooks: FuzzHooks?

    init(index: Int, frame: CGRect) {
        self.index = index
        super.init(frame: frame)
    }

    /// The ``FuzzFault/handSetStateVetoesOthers`` fault's say.
    var vetoes: ((GestureRecognizer) -> Bool)?

    /// Set in hostile scenes: the question may fight back.
    weak var hostileHooks: FuzzHooks?

    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        hostileHooks?.hostile(.viewShouldBegin(view: index))
        return !refusesToBegin && !(vetoes?(recognizer) ?? false)
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { hooks?.view(self, receives: touches, phase: .began) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { hooks?.view(self, receives: touches, phase: .moved) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { hooks?.view(self, receives: touches, phase: .ended) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { hooks?.view(self, receives: touches, phase: .cancelled) }
}

/// A window that lets the checker compare every hit test with a reference (R18).
final class FuzzWindow: Window {
    weak var hooks: FuzzHooks?

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let found = super.hitTest(point, with: event)
        hooks?.window(self, hitTested: point, found: found, for: event)
        return found
    }
}

/// Answers every delegate question from its spec: fixed answers, so replays are exact.
final class FuzzDelegate: GestureRecognizerDelegate {
    let spec: FuzzSceneSpec.DelegateSpec

    init(spec: FuzzSceneSpec.DelegateSpec) {
        self.spec = spec
    }

    /// R69: an attached gesture's recognizer, by its gesture's index.
    var gestureIndex: ((GestureRecognizer) -> Int?)?
    /// The scene's recognizers' indices (``FuzzScene/recognizerIndices``).
    var recognizerIndices: [ObjectIdentifier: Int] = [:]

    /// A scene recognizer's index, an attached gesture's by its own, -1 for any other (a scroll view's pan).
    private func index(_ recognizer: GestureRecognizer) -> Int {
        if let index = recognizerIndices[ObjectIdentifier(recognizer)] { return index }
        return gestureIndex?(recognizer).map { FuzzSceneSpec.delegateIndexOfGesture + $0 } ?? -1
    }

    /// Set in hostile scenes: every question may fight back before it is answered, as asked of
    /// recognizer ``recognizerIndex``'s delegate.
    weak var hostileHooks: FuzzHooks?
    var recognizerIndex = -1

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        hostileHooks?.hostile(.delegate(recognizer: recognizerIndex, .shouldBegin))
        return spec.shouldBegin
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        hostileHooks?.hostile(.delegate(recognizer: recognizerIndex, .simultaneous))
        return spec.simultaneousWith.contains(index(other))
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        hostileHooks?.hostile(.delegate(recognizer: recognizerIndex, .requireFailure))
        return spec.requiresFailureOf.contains(index(other))
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        hostileHooks?.hostile(.delegate(recognizer: recognizerIndex, .requiredToFail))
        return spec.requiredToFailBy.contains(index(other))
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        hostileHooks?.hostile(.delegate(recognizer: recognizerIndex, .shouldReceive))
        return !refuses(touch)
    }

    func refuses(_ touch: Touch) -> Bool {
        guard spec.refusesTouchesModulo > 0, let touch = touch as? FuzzTouch else { return false }
        return touch.serial % spec.refusesTouchesModulo == 0
    }
}

/// Every recognizer's target: a selector handler and a typed handler, both reporting to the checker.
final class FuzzTarget: Responder {
    weak var hooks: FuzzHooks?

    override init() {
        super.init()
        publish("fuzzAction:", FuzzTarget.handle)
    }

    private func handle(_ recognizer: GestureRecognizer) {
        hooks?.handler(received: recognizer)
    }

    func typedHandle(_ recognizer: GestureRecognizer) {
        hooks?.handler(received: recognizer)
    }
}

/// The live objects built from a ``FuzzSceneSpec``.
final class FuzzScene {
    let spec: FuzzSceneSpec
    let window: FuzzWindow
    /// `views[0]` is the window.
    let views: [View]
    /// The toolkit's own kinds, and the user's flick, as the spec lists them.
    let recognizers: [GestureRecognizer]
    /// Each of ``recognizers``' index in it, by identity: how the checker knows them (each is named
    /// "r<index>" too, for messages).
    let recognizerIndices: [ObjectIdentifier: Int]
    let delegates: [FuzzDelegate?]
    /// The deliberate bug the scene's recognizers play, through the checker's hearing and the steps.
    let faults: FuzzFaultInjector?
    /// R100-R103: the hover recognizers (FuzzSceneSpec+Hover.swift), and the targets that check their actions.
    var hovers: [HoverGestureRecognizer] = []
    var hoverProbes: [FuzzHoverProbe] = []
    let target = FuzzTarget()
    /// R59-R70: the gestures attached to the views.
    let values: FuzzValueGestures
    /// R143, R152, R153: the views' VoiceOver answers (FuzzSceneSpec+Accessibility.swift).
    let accessibilityLog = FuzzAccessibilityLog()

    init(spec: FuzzSceneSpec, fault: FuzzFault? = nil) {
        self.spec = spec
        window = FuzzWindow(frame: FuzzSceneSpec.windowFrame)
        window.isMultipleTouchEnabled = spec.views[0].isMultipleTouchEnabled
        var views: [View] = [window]
        for (index, viewSpec) in spec.views.enumerated() where index > 0 {
            if let control = viewSpec.control {
                views.append(Self.makeControl(control, spec: viewSpec, in: views[viewSpec.parent]))
                continue
            }
            if let scroll = viewSpec.scroll {
                let scrollView = Self.makeScrollView(scroll, spec: viewSpec, in: views[viewSpec.parent])
                (scrollView as? FuzzScrollView)?.sceneIndex = index
                views.append(scrollView)
                continue
            }
            let view = FuzzView(index: index, frame: viewSpec.frame)
            view.bounds = CGRect(origin: viewSpec.boundsOrigin, size: viewSpec.frame.size)
            view.isHidden = viewSpec.isHidden
            view.alpha = viewSpec.alpha
            view.isUserInteractionEnabled = viewSpec.isUserInteractionEnabled
            view.refusesToBegin = viewSpec.refusesToBegin
            view.isMultipleTouchEnabled = viewSpec.isMultipleTouchEnabled
            view.isExclusiveTouch = viewSpec.isExclusiveTouch
            view.transform = viewSpec.transform
            views[viewSpec.parent].addSubview(view)
            views.append(view)
        }
        self.views = views
        var recognizers: [GestureRecognizer] = []
        var delegates: [FuzzDelegate?] = []
        for (index, recognizerSpec) in spec.recognizers.enumerated() {
            let recognizer: GestureRecognizer
            switch recognizerSpec.kind {
            case let .pan(minimum, maximum):
                let pan = PanGestureRecognizer(target: nil, action: nil)
                pan.minimumNumberOfTouches = minimum
                pan.maximumNumberOfTouches = maximum
                recognizer = pan
            case let .tap(taps, touches):
                let tap = TapGestureRecognizer(target: nil, action: nil)
                tap.numberOfTapsRequired = taps
                tap.numberOfTouchesRequired = touches
                recognizer = tap
            case let .longPress(duration, taps, touches, movement):
                let press = LongPressGestureRecognizer(target: nil, action: nil)
                press.minimumPressDuration = duration
                press.numberOfTapsRequired = taps
                press.numberOfTouchesRequired = touches
                press.allowableMovement = movement
                recognizer = press
            case let .flick(distance):
                let flick = UserFlickGestureRecognizer()
                flick.distance = distance
                flick.fault = fault
                recognizer = flick
            case let .pinch(hysteresis, _):
                let pinch = PinchGestureRecognizer(target: nil, action: nil)
                pinch.hysteresis = hysteresis
                recognizer = pinch
            case let .rotation(hysteresis, _):
                let rotation = RotationGestureRecognizer(target: nil, action: nil)
                rotation.hysteresis = hysteresis
                recognizer = rotation
            case let .swipe(direction, touches, minimumDistance, maximumDeviationRatio, maximumDuration):
                let swipe = SwipeGestureRecognizer(target: nil, action: nil)
                swipe.direction = direction
                swipe.numberOfTouchesRequired = touches
                swipe.minimumDistance = minimumDistance
                swipe.maximumDeviationRatio = maximumDeviationRatio
                swipe.maximumDuration = maximumDuration
                recognizer = swipe
            case let .edgePan(edges, margin):
                let pan = ScreenEdgePanGestureRecognizer(target: nil, action: nil)
                pan.edges = edges
                pan.edgeMargin = margin
                recognizer = pan
            }
            recognizer.name = "r\(index)"
            recognizer.cancelsTouchesInView = recognizerSpec.cancelsTouchesInView
            recognizer.delaysTouchesBegan = recognizerSpec.delaysTouchesBegan
            recognizer.delaysTouchesEnded = recognizerSpec.delaysTouchesEnded
            recognizer.isEnabled = recognizerSpec.isEnabled
            recognizer.allowedTouchTypes = recognizerSpec.allowedTouchTypes
            recognizer.requiresExclusiveTouchType = recognizerSpec.requiresExclusiveTouchType
            if recognizerSpec.typedAction {
                recognizer.addTarget(target, action: FuzzTarget.typedHandle)
            } else {
                recognizer.addTarget(target, action: "fuzzAction:")
            }
            let delegate = recognizerSpec.delegate.map(FuzzDelegate.init(spec:))
            delegate?.recognizerIndex = index
            recognizer.delegate = delegate
            delegates.append(delegate)
            views[recognizerSpec.view].addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
        }
        for link in spec.failureLinks {
            recognizers[link.waiter].require(toFail: recognizers[link.other])
        }
        self.recognizers = recognizers
        let indices = Dictionary(uniqueKeysWithValues: recognizers.indices.map { (ObjectIdentifier(recognizers[$0]), $0) })
        recognizerIndices = indices
        self.delegates = delegates
        faults = fault.map(FuzzFaultInjector.init(fault:))
        values = FuzzValueGestures(spec: spec, views: views)
        values.journal.fault = fault
        for delegate in delegates {
            delegate?.recognizerIndices = indices
            delegate?.gestureIndex = { [weak values] recognizer in values?.gesture(of: recognizer)?.index }
        }
        linkValueGestures()
        addHoverRecognizers()
        applyAccessibility(accessibilityLog)
        for case let scrollView as FuzzScrollView in views { scrollView.fault = fault }
        for case let button as FuzzButton in views { button.fault = fault }
        guard fault == .handSetStateVetoesOthers else { return }
        for case let view as FuzzView in views {
            view.vetoes = { [weak self] recognizer in
                recognizer.engine != nil && self?.recognizers.contains { $0.engine == nil && $0.committedState.isTerminal } == true
            }
        }
    }

    func connect(_ hooks: FuzzHooks) {
        window.hooks = hooks
        target.hooks = hooks
        values.journal.hooks = hooks
        for view in views { (view as? FuzzView)?.hooks = hooks }
        for case let scrollView as FuzzScrollView in views { scrollView.hooks = hooks }
        let isHostile = spec.hostile != nil
        for (index, view) in views.enumerated() {
            guard let control = view as? Control else { continue }
            for (event, _) in Control.Event.names {
                control.addAction(Action { [weak hooks] action in
                    guard let control = action.sender as? Control else { return }
                    hooks?.control(control, sent: event)
                    if isHostile { hooks?.hostile(.control(view: index, event: event.rawValue)) }
                }, for: event)
            }
        }
        if isHostile { connectHostile(hooks) }
    }

    /// `recognizer`'s index in ``recognizers``, or -1 for any other (an attached gesture's, a scroll view's).
    func index(of recognizer: GestureRecognizer) -> Int {
        recognizerIndices[ObjectIdentifier(recognizer)] ?? -1
    }
}
