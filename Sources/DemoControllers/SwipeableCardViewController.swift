import Foundation
import TargetAction

/// A card to swipe away, as in a dating or flash-card app: it follows the finger and tilts with
/// the horizontal drag; released far enough, or flicked, it leaves to that side; otherwise it
/// snaps back.
///
/// Technique: a pan that reads both its translation and its velocity (R24, R25) and decides on
/// `.ended` between two thresholds, like ``PannableViewController`` but on two sides. As card-swiping
/// libraries do, the drag moves the card's `center` and tilts it by its `transform`: a rotation of
/// ``rotationPerPoint`` radians per point of horizontal drag, back to `.identity` when it snaps back.
///
/// The recognizer is named `"pan"` and sits on ``card``; its handler is private and published as
/// `"cardPan:"`.
open class SwipeableCardViewController: ViewController {
    /// The side a card leaves to.
    public enum Direction: Sendable, Equatable, CustomStringConvertible {
        case left, right

        public var description: String { self == .left ? "left" : "right" }
    }

    /// A release farther than this horizontally, while not moving back, sends the card away (points).
    open var swipeThreshold: CGFloat = 120
    /// A release at least this fast horizontally sends the card away, whatever the distance (points per second).
    open var minimumVelocityToSwipe: CGFloat = 1000
    /// The tilt per point of horizontal drag (radians): 100 points tilt the card 0.2 rad (about 11.5°).
    open var rotationPerPoint: CGFloat = 0.002
    /// How long the leave and snap-back animations last.
    open var animationDuration: TimeInterval = 0.25

    /// The card. While dragged, its `transform` is a rotation (clockwise positive) proportional to
    /// the horizontal drag.
    public private(set) var card: View!
    /// Where the card rests: the root view's centre.
    public private(set) var restingCenter: CGPoint = .zero
    /// The side the card left to, once it has.
    public private(set) var swipedDirection: Direction?
    /// Called when the card leaves, with the side it leaves to.
    public var onSwipe: ((Direction) -> Void)?

    private var dragStartCenter: CGPoint = .zero

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        restingCenter = CGPoint(x: bounds.midX, y: bounds.midY)
        card = View(frame: CGRect(x: 0, y: 0, width: 300, height: 420))
        card.center = restingCenter
        card.accessibilityIdentifier = "card"
        view.addSubview(card)

        publish("cardPan:", SwipeableCardViewController.cardPan)
        let pan = PanGestureRecognizer(target: self, action: "cardPan:")
        pan.name = "pan"
        pan.maximumNumberOfTouches = 1
        card.addGestureRecognizer(pan)
    }

    /// Brings a card that left back to rest, upright and visible.
    public func resetCard() {
        swipedDirection = nil
        card.transform = .identity
        card.isHidden = false
        card.center = restingCenter
    }

    private func cardPan(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            dragStartCenter = card.center
            fallthrough
        case .changed:
            let translation = recognizer.translation(in: view)
            card.center = CGPoint(x: dragStartCenter.x + translation.x, y: dragStartCenter.y + translation.y)
            card.transform = CGAffineTransform(rotationAngle: translation.x * rotationPerPoint)
        case .ended:
            if let direction = releaseDirection(translation: recognizer.translation(in: view), velocity: recognizer.velocity(in: view)) {
                leave(to: direction)
            } else {
                snapBack()
            }
        case .cancelled, .failed:
            snapBack()
        case .possible:
            break
        }
    }

    /// A flick leaves to the side it flicks to; a slower release leaves only past the threshold
    /// and while not moving back towards the middle.
    private func releaseDirection(translation: CGPoint, velocity: CGPoint) -> Direction? {
        if abs(velocity.x) >= minimumVelocityToSwipe {
            return velocity.x > 0 ? .right : .left
        }
        if abs(translation.x) > swipeThreshold, translation.x * velocity.x >= 0 {
            return translation.x > 0 ? .right : .left
        }
        return nil
    }

    private func leave(to direction: Direction) {
        let bounds = view.bounds
        let offscreenX = direction == .right ? bounds.maxX + card.bounds.width : bounds.minX - card.bounds.width
        View.animate(withDuration: animationDuration, animations: {
            self.card.center.x = offscreenX
        }, completion: { _ in
            self.card.isHidden = true
        })
        swipedDirection = direction
        onSwipe?(direction)
    }

    private func snapBack() {
        View.animate(withDuration: animationDuration, animations: {
            self.card.center = self.restingCenter
            self.card.transform = .identity
        })
    }
}
