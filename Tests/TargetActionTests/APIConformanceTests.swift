// Every declaration of the public contract of module TargetAction, checked by the compiler.
//
// This file imports TargetAction without @testable on purpose: a line here compiles only if the
// name exists, is public, and has the contract's signature; an override compiles only if the
// member is `open`. Each test also checks behaviour the contract states (mostly defaults).
import Foundation
import TargetAction
import Testing

private func requiresSelectorConformances<T: Hashable & Sendable & ExpressibleByStringLiteral & CustomStringConvertible>(_: T.Type) {}
private func requiresSendable<T: Sendable>(_: T.Type) {}
private func requiresHashable<T: Hashable>(_: T.Type) {}

// MARK: Subclasses proving what is open

private final class OpenResponder: Responder {
    override var next: Responder? { super.next }
    override func responds(to selector: Selector) -> Bool { super.responds(to: selector) }
    @discardableResult
    override func perform(_ selector: Selector, with sender: Any?) -> Bool { super.perform(selector, with: sender) }
}

private final class OpenView: View {
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var center: CGPoint { get { super.center } set { super.center = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var alpha: CGFloat { get { super.alpha } set { super.alpha = newValue } }
    override var isUserInteractionEnabled: Bool { get { super.isUserInteractionEnabled } set { super.isUserInteractionEnabled = newValue } }
    override func addSubview(_ view: View) { super.addSubview(view) }
    override func removeFromSuperview() { super.removeFromSuperview() }
    override func addGestureRecognizer(_ recognizer: GestureRecognizer) { super.addGestureRecognizer(recognizer) }
    override func removeGestureRecognizer(_ recognizer: GestureRecognizer) { super.removeGestureRecognizer(recognizer) }
    override func convert(_ point: CGPoint, to view: View?) -> CGPoint { super.convert(point, to: view) }
    override func convert(_ point: CGPoint, from view: View?) -> CGPoint { super.convert(point, from: view) }
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: Event?) -> Bool { super.point(inside: point, with: event) }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { super.touchesCancelled(touches, with: event) }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { super.gestureRecognizerShouldBegin(recognizer) }
}

private final class OpenWindow: Window {
    override var rootViewController: ViewController? { get { super.rootViewController } set { super.rootViewController = newValue } }
    override func sendEvent(_ event: Event) { super.sendEvent(event) }
}

private final class OpenViewController: ViewController {
    override var view: View! { get { super.view } set { super.view = newValue } }
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        super.present(controller, animated: animated, completion: completion)
    }
    override func dismiss(animated: Bool, completion: (() -> Void)?) { super.dismiss(animated: animated, completion: completion) }
}

private final class OpenGestureRecognizer: GestureRecognizer {
    override var state: State { get { super.state } set { super.state = newValue } }
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }
    override var name: String? { get { super.name } set { super.name = newValue } }
    override var cancelsTouchesInView: Bool { get { super.cancelsTouchesInView } set { super.cancelsTouchesInView = newValue } }
    override var delaysTouchesBegan: Bool { get { super.delaysTouchesBegan } set { super.delaysTouchesBegan = newValue } }
    override var delaysTouchesEnded: Bool { get { super.delaysTouchesEnded } set { super.delaysTouchesEnded = newValue } }
    override func addTarget(_ target: AnyObject, action: Selector) { super.addTarget(target, action: action) }
    override func removeTarget(_ target: AnyObject?, action: Selector?) { super.removeTarget(target, action: action) }
    override func require(toFail other: GestureRecognizer) { super.require(toFail: other) }
    override func location(in view: View?) -> CGPoint { super.location(in: view) }
    override func location(ofTouch index: Int, in view: View?) -> CGPoint { super.location(ofTouch: index, in: view) }
    override var numberOfTouches: Int { super.numberOfTouches }
    override func reset() { super.reset() }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { super.touchesCancelled(touches, with: event) }
}

private final class OpenPan: PanGestureRecognizer {
    override init(target: AnyObject?, action: Selector?) { super.init(target: target, action: action) }
    override var minimumNumberOfTouches: Int { get { super.minimumNumberOfTouches } set { super.minimumNumberOfTouches = newValue } }
    override var maximumNumberOfTouches: Int { get { super.maximumNumberOfTouches } set { super.maximumNumberOfTouches = newValue } }
    override func translation(in view: View?) -> CGPoint { super.translation(in: view) }
    override func setTranslation(_ translation: CGPoint, in view: View?) { super.setTranslation(translation, in: view) }
    override func velocity(in view: View?) -> CGPoint { super.velocity(in: view) }
}

private final class OpenTap: TapGestureRecognizer {
    override init(target: AnyObject?, action: Selector?) { super.init(target: target, action: action) }
    override var numberOfTapsRequired: Int { get { super.numberOfTapsRequired } set { super.numberOfTapsRequired = newValue } }
    override var numberOfTouchesRequired: Int { get { super.numberOfTouchesRequired } set { super.numberOfTouchesRequired = newValue } }
}

private final class OpenLongPress: LongPressGestureRecognizer {
    override init(target: AnyObject?, action: Selector?) { super.init(target: target, action: action) }
    override var minimumPressDuration: TimeInterval { get { super.minimumPressDuration } set { super.minimumPressDuration = newValue } }
    override var allowableMovement: CGFloat { get { super.allowableMovement } set { super.allowableMovement = newValue } }
    override var numberOfTapsRequired: Int { get { super.numberOfTapsRequired } set { super.numberOfTapsRequired = newValue } }
    override var numberOfTouchesRequired: Int { get { super.numberOfTouchesRequired } set { super.numberOfTouchesRequired = newValue } }
}

private final class OpenTouch: Touch {
    override func location(in view: View?) -> CGPoint { super.location(in: view) }
    override func previousLocation(in view: View?) -> CGPoint { super.previousLocation(in: view) }
}

private final class OpenEvent: Event {}

/// Implements no requirement: every method must have a default.
private final class DefaultDelegate: GestureRecognizerDelegate {}

/// Implements every requirement with the opposite of the default: called through an existential,
/// these run only if each method is a protocol requirement, not just an extension method.
private final class ContraryDelegate: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool { false }
}

@Suite("Public contract: module TargetAction")
struct APIConformanceTests {
    @Test func selector() {
        let _: (String) -> Selector = Selector.init(_:)
        let _: KeyPath<Selector, String> = \.name
        requiresSelectorConformances(Selector.self)

        let literal: Selector = "panGesture:"

        #expect(literal == Selector("panGesture:"))
        #expect(literal.name == "panGesture:")
    }

    @Test func responder() {
        let _: () -> Responder = Responder.init
        let _: KeyPath<Responder, Responder?> = \.next
        let _: (Responder) -> (Selector) -> Bool = Responder.responds(to:)
        let _: (Responder) -> (Selector, Any?) -> Bool = Responder.perform(_:with:)
        let responder: Responder = OpenResponder()

        responder.perform("unknown", with: nil)   // @discardableResult: no warning here

        #expect(responder.next == nil)
        #expect(!responder.responds(to: "unknown"))
    }

    @Test func view() {
        let _: (CGRect) -> View = View.init(frame:)
        let _: ReferenceWritableKeyPath<View, CGRect> = \.frame
        let _: ReferenceWritableKeyPath<View, CGRect> = \.bounds
        let _: ReferenceWritableKeyPath<View, CGPoint> = \.center
        let _: KeyPath<View, View?> = \.superview
        let _: KeyPath<View, [View]> = \.subviews
        let _: KeyPath<View, Window?> = \.window
        let _: ReferenceWritableKeyPath<View, Bool> = \.isHidden
        let _: ReferenceWritableKeyPath<View, CGFloat> = \.alpha
        let _: ReferenceWritableKeyPath<View, Bool> = \.isUserInteractionEnabled
        let _: (View) -> (View) -> Void = View.addSubview(_:)
        let _: (View) -> () -> Void = View.removeFromSuperview
        let _: KeyPath<View, [GestureRecognizer]?> = \.gestureRecognizers
        let _: (View) -> (GestureRecognizer) -> Void = View.addGestureRecognizer(_:)
        let _: (View) -> (GestureRecognizer) -> Void = View.removeGestureRecognizer(_:)
        let _: (View) -> (CGPoint, View?) -> CGPoint = View.convert(_:to:)
        let _: (View) -> (CGPoint, View?) -> CGPoint = View.convert(_:from:)
        let _: (View) -> (CGPoint, Event?) -> View? = View.hitTest(_:with:)
        let _: (View) -> (CGPoint, Event?) -> Bool = View.point(inside:with:)
        let _: (View) -> (Set<Touch>, Event?) -> Void = View.touchesBegan(_:with:)
        let _: (View) -> (Set<Touch>, Event?) -> Void = View.touchesMoved(_:with:)
        let _: (View) -> (Set<Touch>, Event?) -> Void = View.touchesEnded(_:with:)
        let _: (View) -> (Set<Touch>, Event?) -> Void = View.touchesCancelled(_:with:)
        let _: (View) -> (GestureRecognizer) -> Bool = View.gestureRecognizerShouldBegin(_:)
        let _: (TimeInterval, () -> Void, ((Bool) -> Void)?) -> Void = View.animate(withDuration:animations:completion:)

        let view = OpenView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))

        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        #expect(!view.isHidden && view.alpha == 1 && view.isUserInteractionEnabled)
        #expect(view.gestureRecognizers == nil)
        #expect(view.subviews.isEmpty && view.superview == nil && view.window == nil)
        #expect(view.gestureRecognizerShouldBegin(PanGestureRecognizer(target: nil, action: nil)))
    }

    @Test func window() {
        let _: (CGRect, ManualClock) -> Window = Window.init(frame:clock:)
        let _: KeyPath<Window, ManualClock> = \.clock
        let _: ReferenceWritableKeyPath<Window, ViewController?> = \.rootViewController
        let _: (Window) -> (Event) -> Void = Window.sendEvent(_:)

        let window = OpenWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        #expect(window.clock.now == 0)
        #expect(window.rootViewController == nil)
        #expect(window.window === window)
    }

    @Test func manualClock() {
        let _: (TimeInterval) -> ManualClock = ManualClock.init(now:)
        let _: () -> ManualClock = { ManualClock() }
        let _: KeyPath<ManualClock, TimeInterval> = \.now
        // advance(by:) also takes the caller's location (defaulted), so the call form is checked.
        let _: (ManualClock, TimeInterval) -> Void = { clock, interval in clock.advance(by: interval) }

        let clock = ManualClock(now: 2)
        clock.advance(by: 1.5)

        #expect(clock.now == 3.5)
    }

    @Test func viewController() {
        let _: () -> ViewController = ViewController.init
        let _: ReferenceWritableKeyPath<ViewController, View?> = \.view
        let _: KeyPath<ViewController, Bool> = \.isViewLoaded
        let _: (ViewController) -> () -> Void = ViewController.loadView
        let _: (ViewController) -> () -> Void = ViewController.viewDidLoad
        let _: (ViewController) -> (ViewController, Bool, (() -> Void)?) -> Void = ViewController.present(_:animated:completion:)
        let _: (ViewController) -> (Bool, (() -> Void)?) -> Void = ViewController.dismiss(animated:completion:)
        let _: KeyPath<ViewController, ViewController?> = \.presentedViewController
        let _: KeyPath<ViewController, ViewController?> = \.presentingViewController

        let controller = OpenViewController()

        #expect(!controller.isViewLoaded)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.presentedViewController == nil && controller.presentingViewController == nil)
    }

    @Test func gestureRecognizer() {
        let _: (Int) -> GestureRecognizer.State? = GestureRecognizer.State.init(rawValue:)
        requiresSendable(GestureRecognizer.State.self)
        let _: [GestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        let _: (AnyObject?, Selector?) -> GestureRecognizer = GestureRecognizer.init(target:action:)
        let _: ReferenceWritableKeyPath<GestureRecognizer, GestureRecognizer.State> = \.state
        let _: KeyPath<GestureRecognizer, View?> = \.view
        let _: ReferenceWritableKeyPath<GestureRecognizer, Bool> = \.isEnabled
        let _: ReferenceWritableKeyPath<GestureRecognizer, (any GestureRecognizerDelegate)?> = \.delegate
        let _: ReferenceWritableKeyPath<GestureRecognizer, String?> = \.name
        let _: ReferenceWritableKeyPath<GestureRecognizer, Bool> = \.cancelsTouchesInView
        let _: ReferenceWritableKeyPath<GestureRecognizer, Bool> = \.delaysTouchesBegan
        let _: ReferenceWritableKeyPath<GestureRecognizer, Bool> = \.delaysTouchesEnded
        let _: (GestureRecognizer) -> (AnyObject, Selector) -> Void = GestureRecognizer.addTarget(_:action:)
        let _: (GestureRecognizer) -> (AnyObject?, Selector?) -> Void = GestureRecognizer.removeTarget(_:action:)
        let _: (GestureRecognizer) -> (GestureRecognizer) -> Void = GestureRecognizer.require(toFail:)
        let _: (GestureRecognizer) -> (View?) -> CGPoint = GestureRecognizer.location(in:)
        let _: (GestureRecognizer) -> (Int, View?) -> CGPoint = GestureRecognizer.location(ofTouch:in:)
        let _: KeyPath<GestureRecognizer, Int> = \.numberOfTouches
        let _: (GestureRecognizer) -> () -> Void = GestureRecognizer.reset
        let _: (GestureRecognizer) -> (Set<Touch>, Event) -> Void = GestureRecognizer.touchesBegan(_:with:)
        let _: (GestureRecognizer) -> (Set<Touch>, Event) -> Void = GestureRecognizer.touchesMoved(_:with:)
        let _: (GestureRecognizer) -> (Set<Touch>, Event) -> Void = GestureRecognizer.touchesEnded(_:with:)
        let _: (GestureRecognizer) -> (Set<Touch>, Event) -> Void = GestureRecognizer.touchesCancelled(_:with:)

        let recognizer = OpenGestureRecognizer(target: nil, action: nil)

        #expect(GestureRecognizer.State.recognized == .ended)
        #expect(recognizer.state == .possible)
        #expect(recognizer.isEnabled)
        #expect(recognizer.delegate == nil)
        #expect(recognizer.name == nil)
        #expect(recognizer.cancelsTouchesInView)
        #expect(!recognizer.delaysTouchesBegan)
        #expect(recognizer.delaysTouchesEnded)
        #expect(recognizer.numberOfTouches == 0)
    }

    @Test func gestureRecognizerDelegate() {
        let g = PanGestureRecognizer(target: nil, action: nil)
        let other = TapGestureRecognizer(target: nil, action: nil)
        let touch = Touch()
        let defaults: any GestureRecognizerDelegate = DefaultDelegate()
        let contrary: any GestureRecognizerDelegate = ContraryDelegate()

        let answers = { (d: any GestureRecognizerDelegate) in
            [d.gestureRecognizerShouldBegin(g),
             d.gestureRecognizer(g, shouldRecognizeSimultaneouslyWith: other),
             d.gestureRecognizer(g, shouldRequireFailureOf: other),
             d.gestureRecognizer(g, shouldBeRequiredToFailBy: other),
             d.gestureRecognizer(g, shouldReceive: touch)]
        }

        #expect(answers(defaults) == [true, false, false, false, true])
        #expect(answers(contrary) == [false, true, true, true, false])
    }

    @Test func panGestureRecognizer() {
        let _: (AnyObject?, Selector?) -> PanGestureRecognizer = PanGestureRecognizer.init(target:action:)
        let _: ReferenceWritableKeyPath<PanGestureRecognizer, Int> = \.minimumNumberOfTouches
        let _: ReferenceWritableKeyPath<PanGestureRecognizer, Int> = \.maximumNumberOfTouches
        let _: (PanGestureRecognizer) -> (View?) -> CGPoint = PanGestureRecognizer.translation(in:)
        let _: (PanGestureRecognizer) -> (CGPoint, View?) -> Void = PanGestureRecognizer.setTranslation(_:in:)
        let _: (PanGestureRecognizer) -> (View?) -> CGPoint = PanGestureRecognizer.velocity(in:)

        let pan = OpenPan(target: nil, action: nil)

        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        #expect(pan.isLegalTransition(from: .possible, to: .began))
    }

    @Test func tapGestureRecognizer() {
        let _: (AnyObject?, Selector?) -> TapGestureRecognizer = TapGestureRecognizer.init(target:action:)
        let _: ReferenceWritableKeyPath<TapGestureRecognizer, Int> = \.numberOfTapsRequired
        let _: ReferenceWritableKeyPath<TapGestureRecognizer, Int> = \.numberOfTouchesRequired

        let tap = OpenTap(target: nil, action: nil)

        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(!tap.isLegalTransition(from: .possible, to: .began))
    }

    @Test func longPressGestureRecognizer() {
        let _: (AnyObject?, Selector?) -> LongPressGestureRecognizer = LongPressGestureRecognizer.init(target:action:)
        let _: ReferenceWritableKeyPath<LongPressGestureRecognizer, TimeInterval> = \.minimumPressDuration
        let _: ReferenceWritableKeyPath<LongPressGestureRecognizer, CGFloat> = \.allowableMovement
        let _: ReferenceWritableKeyPath<LongPressGestureRecognizer, Int> = \.numberOfTapsRequired
        let _: ReferenceWritableKeyPath<LongPressGestureRecognizer, Int> = \.numberOfTouchesRequired

        let longPress = OpenLongPress(target: nil, action: nil)

        #expect(longPress.minimumPressDuration == 0.5)
        #expect(longPress.allowableMovement == 10)
        #expect(longPress.numberOfTapsRequired == 0)
        #expect(longPress.numberOfTouchesRequired == 1)
        #expect(longPress.isLegalTransition(from: .possible, to: .began))
    }

    @Test func touchAndEvent() {
        requiresHashable(Touch.self)
        requiresSendable(Touch.Phase.self)
        let _: [Touch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
        let _: (Touch) -> (View?) -> CGPoint = Touch.location(in:)
        let _: (Touch) -> (View?) -> CGPoint = Touch.previousLocation(in:)
        let _: KeyPath<Touch, Touch.Phase> = \.phase
        let _: KeyPath<Touch, TimeInterval> = \.timestamp
        let _: KeyPath<Touch, Int> = \.tapCount
        let _: KeyPath<Touch, View?> = \.view
        let _: KeyPath<Touch, Window?> = \.window
        let _: KeyPath<Event, TimeInterval> = \.timestamp
        let _: KeyPath<Event, Set<Touch>?> = \.allTouches
        let first = OpenTouch()
        let second = OpenTouch()

        let event = OpenEvent(timestamp: 1.5, changes: [.began(first, at: .zero)])

        #expect(first == first && first != second)
        #expect(Set([first, first, second]).count == 2)
        #expect(event.timestamp == 1.5)
        #expect(event.allTouches == [first])
        #expect(first.location(in: nil) == .zero)
    }
}
