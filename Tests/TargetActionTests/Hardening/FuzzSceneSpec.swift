import Foundation
@testable import TargetAction

/// One random scene, derived from a seed: a view tree, recognizers of every kind with random
/// settings, delegates with fixed random answers, and failure links. A value, so that a failing
/// scenario can be rebuilt fresh for every replay while shrinking.
struct FuzzSceneSpec: CustomStringConvertible {
    struct ViewSpec {
        /// Index of the superview in ``views`` (-1 for the window itself).
        var parent: Int
        var frame: CGRect
        var boundsOrigin: CGPoint
        var isHidden: Bool
        var alpha: CGFloat
        var isUserInteractionEnabled: Bool
        /// The view's `gestureRecognizerShouldBegin` says no (R7).
        var refusesToBegin: Bool
        /// R31: the view's touch methods hear every touch, not only the first of a sequence.
        var isMultipleTouchEnabled = false
        /// R31: a touch down on it keeps touches from every other view, and touches down elsewhere keep them from it.
        var isExclusiveTouch = false
        /// R53-R56: the view's transform about its centre.
        var transform: CGAffineTransform = .identity
        /// R40-R44: the view is a control of this kind, a leaf.
        var control: ControlKind?
        /// R40: false makes the control disabled.
        var controlIsEnabled = true
        /// R111-R117: a button's look (FuzzSceneSpec+Buttons.swift).
        var buttonLook = ButtonLook.plain
        /// R45-R52: the view is a scroll view with these settings.
        var scroll: ScrollSpec?
        /// R140-R153: what it answers VoiceOver (FuzzSceneSpec+Accessibility.swift).
        var accessibility = AccessibilitySpec()
    }

    enum Kind: CustomStringConvertible {
        case pan(minimum: Int, maximum: Int)
        case tap(taps: Int, touches: Int)
        case longPress(duration: TimeInterval, taps: Int, touches: Int, movement: CGFloat)
        /// A custom recognizer of the base class that goes `.possible → .ended` (R2 amended): one
        /// finger lifting at least `distance` points from where it went down.
        case flick(distance: CGFloat)
        /// R33-R36; `resetsScale`: its handler sets `scale = 1` on each `.began` and `.changed` (R35).
        case pinch(hysteresis: CGFloat, resetsScale: Bool)
        /// R33-R36; `resetsRotation`: its handler sets `rotation = 0` on each `.began` and `.changed` (R35).
        case rotation(hysteresis: CGFloat, resetsRotation: Bool)
        /// R37, R38.
        case swipe(direction: SwipeGestureRecognizer.Direction, touches: Int, minimumDistance: CGFloat,
                   maximumDeviationRatio: CGFloat, maximumDuration: TimeInterval)
        /// R39.
        case edgePan(edges: RectEdge, margin: CGFloat)

        /// R33-R39: a kind the steps aim fresh gestures at.
        var isTwoFingerSwipeOrEdge: Bool {
            switch self {
            case .pinch, .rotation, .swipe, .edgePan: true
            case .pan, .tap, .longPress, .flick: false
            }
        }

        var description: String {
            switch self {
            case let .pinch(hysteresis, resets): "pinch(hysteresis \(hysteresis)\(resets ? ", handler sets scale = 1" : ""))"
            case let .rotation(hysteresis, resets): "rotation(hysteresis \(hysteresis)\(resets ? ", handler sets rotation = 0" : ""))"
            case let .swipe(direction, touches, distance, ratio, duration):
                "swipe(\(direction), touches \(touches), distance \(distance), deviation \(ratio), \(duration) s)"
            case let .edgePan(edges, margin): "edgePan(edges \(edges), margin \(margin))"
            case let .flick(distance): "flick(≥ \(distance))"
            case let .pan(minimum, maximum): "pan(min \(minimum), max \(maximum == Int.max ? "∞" : "\(maximum)"))"
            case let .tap(taps, touches): "tap(taps \(taps), touches \(touches))"
            case let .longPress(duration, taps, touches, movement): "longPress(\(duration) s, taps \(taps), touches \(touches), movement \(movement))"
            }
        }
    }

    /// Fixed answers: the same question always gets the same answer, so replays are exact.
    struct DelegateSpec {
        var shouldBegin: Bool
        var simultaneousWith: Set<Int>
        var requiresFailureOf: Set<Int>
        var requiredToFailBy: Set<Int>
        /// 0: receives every touch; n: refuses touches whose serial is a multiple of n (R14).
        var refusesTouchesModulo: Int
    }

    struct RecognizerSpec {
        /// Index in ``views`` of the view it is attached to (0: the window).
        var view: Int
        var kind: Kind
        var cancelsTouchesInView: Bool
        var delaysTouchesBegan: Bool
        var delaysTouchesEnded: Bool
        var isEnabled: Bool
        var delegate: DelegateSpec?
        /// The typed `addTarget(_:action:)` form rather than a selector.
        var typedAction: Bool
        /// R32: the kinds of touch it receives, and whether one attempt takes one kind only.
        var allowedTouchTypes: Set<Touch.TouchType> = Set(Touch.TouchType.allCases)
        var requiresExclusiveTouchType = true
    }

    static let windowFrame = CGRect(x: 0, y: 0, width: 400, height: 800)

    let seed: UInt64
    /// `views[0]` is the window.
    var views: [ViewSpec] = []
    var recognizers: [RecognizerSpec] = []
    /// `(waiter, other)`: `waiter.require(toFail: other)` (R15).
    var failureLinks: [(waiter: Int, other: Int)] = []
    /// What a recognizer's handler does, re-entrantly, when it gets the action for a state.
    var handlerEffects: [Int: [(state: GestureRecognizer.State, effect: FuzzStep)]] = [:]
    /// R59-R70: gestures attached to the views, and failure links between them and the recognizers.
    var valueGestures: [ValueGestureSpec] = []
    var valueFailureLinks: [(waiter: RecognizerRef, other: RecognizerRef)] = []
    /// What an attached gesture's own `onChanged` or `onEnded` does, re-entrantly, as app code does.
    var valueEffects: [Int: [(callback: GestureNodeSpec.Modifier, effect: FuzzStep)]] = [:]
    /// Callbacks that fight back (FuzzSceneSpec+Hostile.swift), in some scenes.
    var hostile: HostileSpec?

    init(seed: UInt64) {
        self.seed = seed
        var random = SplitMix64(seed: seed)
        // R31, R32 and the custom recognizer come from a stream of their own: the rest of a seed's
        // scene is what it was before they were drawn.
        var extra = SplitMix64(seed: SplitMix64.derive(seed, 2))
        views.append(ViewSpec(parent: -1, frame: Self.windowFrame, boundsOrigin: .zero, isHidden: false, alpha: 1,
                              isUserInteractionEnabled: true, refusesToBegin: false))
        let viewCount = random.int(1...10)
        for _ in 0..<viewCount {
            let parent = random.below(views.count)
            let parentSize = views[parent].frame.size
            let width = CGFloat(random.int(30...Int(max(40, parentSize.width))))
            let height = CGFloat(random.int(30...Int(max(40, parentSize.height))))
            var x = CGFloat(random.int(0...Int(max(0, parentSize.width - width))))
            var y = CGFloat(random.int(0...Int(max(0, parentSize.height - height))))
            if random.chance(0.1) {   // hangs over its superview's edge: only the inside part can be hit
                x += CGFloat(random.int(-40...40))
                y += CGFloat(random.int(-40...40))
            }
            let boundsOrigin = random.chance(0.2) ? CGPoint(x: random.int(-50...50), y: random.int(-50...50)) : .zero
            let parentOrigin = views[parent].boundsOrigin
            views.append(ViewSpec(
                parent: parent,
                frame: CGRect(x: parentOrigin.x + x, y: parentOrigin.y + y, width: width, height: height),
                boundsOrigin: boundsOrigin,
                isHidden: random.chance(0.08),
                alpha: random.pick([1, 1, 1, 1, 1, 1, 1, 0.5, 0.005, 0.01]),
                isUserInteractionEnabled: !random.chance(0.06),
                refusesToBegin: random.chance(0.04)))
        }

        let recognizerCount = random.int(1...7)
        for _ in 0..<recognizerCount {
            let view = random.chance(0.1) ? 0 : random.below(views.count)
            let kind: Kind
            switch random.weighted([4, 3, 3]) {
            case 0:
                let minimum = random.pick([1, 1, 1, 2, 3])
                let maximum = random.chance(0.5) ? Int.max : max(1, minimum + random.pick([0, 0, 1, 2, -1]))
                kind = .pan(minimum: minimum, maximum: maximum)
            case 1:
                kind = .tap(taps: random.pick([1, 1, 1, 2, 3]), touches: random.pick([1, 1, 1, 2]))
            default:
                kind = .longPress(duration: random.pick([0.5, 0.5, 0.1, 1.0, 0, -0.1]), taps: random.pick([0, 0, 0, 1]),
                                  touches: random.pick([1, 1, 1, 2]), movement: random.pick([10, 10, 3, 50]))
            }
            var delegate: DelegateSpec?
            if random.chance(0.5) {
                var spec = DelegateSpec(shouldBegin: !random.chance(0.12), simultaneousWith: [], requiresFailureOf: [],
                                        requiredToFailBy: [], refusesTouchesModulo: random.pick([0, 0, 0, 0, 2, 3]))
                for other in 0..<recognizerCount {
                    if random.chance(0.3) { spec.simultaneousWith.insert(other) }
                    if random.chance(0.08) { spec.requiresFailureOf.insert(other) }
                    if random.chance(0.08) { spec.requiredToFailBy.insert(other) }
                }
                delegate = spec
            }
            recognizers.append(RecognizerSpec(
                view: view, kind: kind,
                cancelsTouchesInView: !random.chance(0.2),
                delaysTouchesBegan: random.chance(0.2),
                delaysTouchesEnded: !random.chance(0.2),
                isEnabled: !random.chance(0.08),
                delegate: delegate,
                typedAction: random.chance(0.5)))
        }
        for waiter in 0..<recognizerCount {
            for other in 0..<recognizerCount where other != waiter && random.chance(0.1) {
                failureLinks.append((waiter, other))
            }
        }
        for index in 0..<recognizerCount where random.chance(0.25) {
            let states: [GestureRecognizer.State] = [.began, .changed, .ended, .cancelled]
            handlerEffects[index] = (0..<random.int(1...2)).map { _ in
                let state = random.pick(states)
                // An event sent on every .changed would feed itself (a move makes a .changed).
                return (state, FuzzStep.handlerEffect(&random, self, maySendEvents: state != .changed))
            }
        }

        for index in views.indices {
            views[index].isMultipleTouchEnabled = extra.chance(0.25)
            views[index].isExclusiveTouch = index > 0 && extra.chance(0.05)
        }
        for index in recognizers.indices {
            if extra.chance(0.06) { recognizers[index].kind = .flick(distance: extra.pick([20, 30, 60])) }
            if extra.chance(0.15) {
                recognizers[index].allowedTouchTypes = Set(Touch.TouchType.allCases.filter { _ in extra.chance(0.5) })
            }
            recognizers[index].requiresExclusiveTouchType = !extra.chance(0.15)
        }
        for index in handlerEffects.keys.sorted() {   // sorted: a dictionary's order changes from run to run
            handlerEffects[index] = handlerEffects[index]!.map { effect in
                guard case let .event(changes, delay) = effect.effect else { return effect }
                return (effect.state, .event(changes.map { change in
                    var change = change
                    if case .down = change.kind { change.type = FuzzStep.touchType(&extra) }
                    return change
                }, delay: delay))
            }
        }
        addTwoFingerSwipeAndEdgeKinds(SplitMix64(seed: SplitMix64.derive(seed, 3)))
        addTransforms(SplitMix64(seed: SplitMix64.derive(seed, 4)))
        addControls(SplitMix64(seed: SplitMix64.derive(seed, 5)))
        addScrollViews(SplitMix64(seed: SplitMix64.derive(seed, 6)))
        addValueGestures(SplitMix64(seed: SplitMix64.derive(seed, 7)))
        addValueControls(SplitMix64(seed: SplitMix64.derive(seed, 9)))
        addMidDragOffsetSets(SplitMix64(seed: SplitMix64.derive(seed, 10)))
        addHostileCallbacks(SplitMix64(seed: SplitMix64.derive(seed, 11)))
        addButtonLooks(SplitMix64(seed: SplitMix64.derive(seed, 12)))
        addAccessibility(SplitMix64(seed: SplitMix64.derive(seed, 14)))
    }

    /// R33-R39: pinches, rotations, swipes and screen-edge pans join the scene, from a stream of
    /// their own and after everything else: the rest of a seed's scene is what it was before them.
    /// They are appended (0-2 of them), with delegates, failure links and handler effects of their
    /// own, and the existing delegates sometimes answer about them.
    private mutating func addTwoFingerSwipeAndEdgeKinds(_ random: SplitMix64) {
        var random = random
        let first = recognizers.count
        let added = random.weighted([45, 40, 15])
        guard added > 0 else { return }
        let total = first + added
        for _ in 0..<added {
            let kind: Kind
            let view: Int
            switch random.weighted([25, 20, 30, 25]) {
            case 0:
                kind = .pinch(hysteresis: random.pick([8, 8, 8, 0, 3, 25]), resetsScale: random.chance(0.25))
                view = random.chance(0.1) ? 0 : random.below(views.count)
            case 1:
                kind = .rotation(hysteresis: random.pick([0.035, 0.035, 0.035, 0, 0.01, 0.3]), resetsRotation: random.chance(0.25))
                view = random.chance(0.1) ? 0 : random.below(views.count)
            case 2:
                // Any non-empty set of the four directions; sometimes a shorter distance, so that swipes really recognize.
                kind = .swipe(direction: SwipeGestureRecognizer.Direction(rawValue: UInt(random.int(1...15))),
                              touches: random.pick([1, 1, 1, 2]), minimumDistance: random.pick([50, 50, 20, 30, 80]),
                              maximumDeviationRatio: random.pick([0.5, 0.5, 0.5, 0.25, 1]),
                              maximumDuration: random.pick([0.5, 0.5, 0.5, 0.2, 1]))
                view = random.chance(0.1) ? 0 : random.below(views.count)
            default:
                // Sometimes no edge at all: it never recognizes (R39).
                let edges = random.chance(0.15) ? RectEdge() : RectEdge(rawValue: UInt(random.int(1...15)))
                kind = .edgePan(edges: edges, margin: random.pick([20, 20, 20, 0, 8, 50]))
                view = random.chance(0.5) ? 0 : random.below(views.count)   // mostly where apps put it: the window
            }
            var delegate: DelegateSpec?
            if random.chance(0.5) {
                var spec = DelegateSpec(shouldBegin: !random.chance(0.12), simultaneousWith: [], requiresFailureOf: [],
                                        requiredToFailBy: [], refusesTouchesModulo: random.pick([0, 0, 0, 0, 2, 3]))
                for other in 0..<total {
                    if random.chance(0.3) { spec.simultaneousWith.insert(other) }
                    if random.chance(0.08) { spec.requiresFailureOf.insert(other) }
                    if random.chance(0.08) { spec.requiredToFailBy.insert(other) }
                }
                delegate = spec
            }
            var recognizer = RecognizerSpec(
                view: view, kind: kind,
                cancelsTouchesInView: !random.chance(0.2),
                delaysTouchesBegan: random.chance(0.2),
                delaysTouchesEnded: !random.chance(0.2),
                isEnabled: !random.chance(0.08),
                delegate: delegate,
                typedAction: random.chance(0.5))
            if random.chance(0.15) {
                recognizer.allowedTouchTypes = Set(Touch.TouchType.allCases.filter { _ in random.chance(0.5) })
            }
            recognizer.requiresExclusiveTouchType = !random.chance(0.15)
            recognizers.append(recognizer)
        }
        // The existing delegates answer about the newcomers too, and failure links join them.
        for index in 0..<first {
            guard var spec = recognizers[index].delegate else { continue }
            for other in first..<total {
                if random.chance(0.3) { spec.simultaneousWith.insert(other) }
                if random.chance(0.08) { spec.requiresFailureOf.insert(other) }
                if random.chance(0.08) { spec.requiredToFailBy.insert(other) }
            }
            recognizers[index].delegate = spec
        }
        for waiter in 0..<total {
            for other in 0..<total where other != waiter && (waiter >= first || other >= first) && random.chance(0.1) {
                failureLinks.append((waiter, other))
            }
        }
        for index in first..<total where random.chance(0.25) {
            let states: [GestureRecognizer.State] = [.began, .changed, .ended, .cancelled]
            handlerEffects[index] = (0..<random.int(1...2)).map { _ in
                let state = random.pick(states)
                let effect = FuzzStep.handlerEffect(&random, self, maySendEvents: state != .changed)
                guard case let .event(changes, delay) = effect else { return (state, effect) }
                return (state, .event(changes.map { change in
                    var change = change
                    if case .down = change.kind { change.type = FuzzStep.touchType(&random) }
                    return change
                }, delay: delay))
            }
        }
    }

    /// View `index`'s frame in window coordinates: through transforms (R53, R54), the smallest
    /// rectangle holding its converted bounds corners.
    func windowFrame(of index: Int) -> CGRect {
        guard index > 0 else { return Self.windowFrame }
        let view = views[index]
        let bounds = CGRect(origin: view.boundsOrigin, size: view.frame.size)
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
            .map { pointInWindow($0, from: index) }
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func describe(_ rect: CGRect) -> String {
        "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
    }

    var description: String {
        var lines = ["scene \(String(seed, radix: 16)):"]
        if views[0].isMultipleTouchEnabled { lines.append("  window: multiple touch") }
        for (index, view) in views.enumerated() where index > 0 {
            var flags: [String] = []
            if view.isHidden { flags.append("hidden") }
            if view.alpha != 1 { flags.append("alpha \(view.alpha)") }
            if !view.isUserInteractionEnabled { flags.append("no interaction") }
            if view.refusesToBegin { flags.append("refuses to begin") }
            if view.boundsOrigin != .zero { flags.append("bounds origin (\(view.boundsOrigin.x), \(view.boundsOrigin.y))") }
            if view.isMultipleTouchEnabled { flags.append("multiple touch") }
            if view.isExclusiveTouch { flags.append("exclusive touch") }
            if view.transform != .identity { flags.append("transform \(Self.describe(view.transform))") }
            if let control = view.control { flags.append((view.controlIsEnabled ? "\(control)" : "disabled \(control)") + view.buttonLook.flag) }
            if let scroll = view.scroll { flags.append("\(scroll)") }
            if let answers = view.accessibility.flag { flags.append(answers) }
            lines.append("  v\(index) in \(view.parent == 0 ? "window" : "v\(view.parent)") frame \(Self.describe(view.frame)) (in window \(Self.describe(windowFrame(of: index))))\(flags.isEmpty ? "" : " " + flags.joined(separator: ", "))")
        }
        for (index, recognizer) in recognizers.enumerated() {
            var flags: [String] = []
            if !recognizer.cancelsTouchesInView { flags.append("!cancelsTouches") }
            if recognizer.delaysTouchesBegan { flags.append("delaysBegan") }
            if !recognizer.delaysTouchesEnded { flags.append("!delaysEnded") }
            if !recognizer.isEnabled { flags.append("disabled") }
            if recognizer.allowedTouchTypes.count != Touch.TouchType.allCases.count {
                flags.append("types [\(Touch.TouchType.allCases.filter(recognizer.allowedTouchTypes.contains).map(\.description).joined(separator: ", "))]")
            }
            if !recognizer.requiresExclusiveTouchType { flags.append("!exclusiveTouchType") }
            if let delegate = recognizer.delegate {
                var answers: [String] = []
                if !delegate.shouldBegin { answers.append("shouldBegin false") }
                if !delegate.simultaneousWith.isEmpty { answers.append("simultaneous \(delegate.simultaneousWith.sorted())") }
                if !delegate.requiresFailureOf.isEmpty { answers.append("requiresFailureOf \(delegate.requiresFailureOf.sorted())") }
                if !delegate.requiredToFailBy.isEmpty { answers.append("requiredToFailBy \(delegate.requiredToFailBy.sorted())") }
                if delegate.refusesTouchesModulo > 0 { answers.append("refuses touch serial % \(delegate.refusesTouchesModulo) == 0") }
                flags.append("delegate {\(answers.joined(separator: "; "))}")
            }
            lines.append("  r\(index) \(recognizer.kind) on \(recognizer.view == 0 ? "window" : "v\(recognizer.view)")\(flags.isEmpty ? "" : " " + flags.joined(separator: ", "))")
        }
        for (index, effects) in handlerEffects.sorted(by: { $0.key < $1.key }) {
            lines.append("  r\(index)'s handler: " + effects.map { "on \($0.state): \($0.effect)" }.joined(separator: "; "))
        }
        if !failureLinks.isEmpty {
            lines.append("  require(toFail:) " + failureLinks.map { "r\($0.waiter)→r\($0.other)" }.joined(separator: ", "))
        }
        lines += valueGestureLines
        lines += hoverDescription
        lines += hostileLines
        if let answers = views[0].accessibility.flag { lines.append("  window: \(answers)") }
        return lines.joined(separator: "\n")
    }
}
