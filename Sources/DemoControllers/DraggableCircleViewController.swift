import Foundation
import TargetAction

/// A circle to hold, then drag: held still for ``pressDuration`` it lifts, then it follows the
/// finger, and where the finger lets go it stays.
///
/// Technique: Apple's composing-gestures pattern, a long press sequenced before a drag
/// (`LongPressGesture(minimumDuration:).sequenced(before: DragGesture())`, R65), its progress in a
/// `@GestureState` enum (``dragState``: inactive, pressing, dragging by a translation) written by
/// `updating`, and the position it leaves the circle at kept in `onEnded` (``offset``). A finger
/// that moves before the press has lasted fails the press (R62), and with it the whole sequence:
/// the circle stays put. The drag starts where the finger was when the press ended (R65), so its
/// translation is measured from there.
///
/// SwiftUI redraws from the state; here the circle is moved by hand: `onChanged` shows the live
/// state (its `center` at ``offset`` plus the translation, faded to ``liftedAlpha`` while the
/// gesture holds it), and the state's `reset:` closure shows the circle at rest whenever the
/// gesture is over: after `onEnded`, but also after a failure or a cancel, when no callback runs
/// (R60).
///
/// The gesture is attached to ``circle`` with `gesture(_:)`; ``circleGesture`` is its handle.
open class DraggableCircleViewController: ViewController {
    /// Where the press-then-drag gesture is.
    public enum DragState: Equatable, Sendable {
        /// No finger holds the circle.
        case inactive
        /// The finger is down, the press not yet long enough.
        case pressing
        /// The press has lasted; the finger has moved the circle by `translation` since.
        case dragging(translation: CGSize)

        /// How far the finger has dragged the circle; zero unless dragging.
        public var translation: CGSize {
            if case .dragging(let translation) = self { return translation }
            return .zero
        }

        /// Whether a finger holds the circle (pressing or dragging).
        public var isActive: Bool { self != .inactive }

        /// Whether the press has lasted and the circle follows the finger.
        public var isDragging: Bool {
            if case .dragging = self { return true }
            return false
        }
    }

    /// How long the finger must hold the circle still before it can drag it (seconds); read when
    /// the view loads.
    open var pressDuration: Double = 0.5
    /// The circle's diameter (points); read when the view loads.
    open var circleDiameter: CGFloat = 120
    /// The circle's alpha while a finger holds it.
    open var liftedAlpha: CGFloat = 0.8

    /// The circle, in the middle of the root view to begin with.
    public private(set) var circle: View!
    /// Where the circle's centre is with no offset: the root view's centre.
    public private(set) var restingCenter: CGPoint = .zero
    /// How far drags have moved the circle from ``restingCenter``, kept by `onEnded`.
    public private(set) var offset: CGSize = .zero
    /// The attached press-then-drag gesture.
    public private(set) var circleGesture: AttachedGesture!
    /// The gesture's progress: `.inactive` whenever no gesture runs (R60).
    @GestureState public var dragState: DragState = .inactive

    public override init() {
        super.init()
        // The reset closure runs just before the state goes back to `.inactive` (R60).
        _dragState = GestureState(wrappedValue: .inactive) { [weak self] _, _ in self?.showAtRest() }
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        restingCenter = CGPoint(x: bounds.midX, y: bounds.midY)
        circle = View(frame: CGRect(x: 0, y: 0, width: circleDiameter, height: circleDiameter))
        circle.center = restingCenter
        circle.accessibilityIdentifier = "circle"
        view.addSubview(circle)

        let pressThenDrag = LongPressGesture(minimumDuration: pressDuration)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, _ in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onChanged { [weak self] _ in self?.showDragState() }
            .onEnded { [weak self] value in
                guard case .second(true, let drag?) = value else { return }
                self?.keep(drag.translation)
            }
        circleGesture = circle.gesture(pressThenDrag)
    }

    private func keep(_ translation: CGSize) {
        offset = CGSize(width: offset.width + translation.width, height: offset.height + translation.height)
    }

    private func showDragState() {
        let translation = dragState.translation
        circle.center = CGPoint(x: restingCenter.x + offset.width + translation.width,
                                y: restingCenter.y + offset.height + translation.height)
        circle.alpha = dragState.isActive ? liftedAlpha : 1
    }

    private func showAtRest() {
        guard let circle else { return }
        circle.center = CGPoint(x: restingCenter.x + offset.width, y: restingCenter.y + offset.height)
        circle.alpha = 1
    }
}
