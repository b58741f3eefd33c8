import Foundation
import TargetAction

/// Swipe down to dismiss: the view follows the finger down and, on release, either hides and
/// dismisses the controller or animates back.
///
/// Technique: one pan whose translation and velocity (R24, R25) decide, on `.ended`, between two
/// outcomes: the 2018 article's controller, testable with a mock state by state or with real drags.
///
/// Its pan handler is private and published as `"panGesture:"`, so a test reaches it by name,
/// exactly as the 2018 article's `Selector("panGesture:")` reached its `@objc private` method.
open class PannableViewController: ViewController {
    /// A release at least this fast downwards hides the view (points per second).
    open var minimumVelocityToHide: CGFloat = 1500
    /// A release past this fraction of the height, while still moving down, hides the view.
    open var minimumScreenRatioToHide: CGFloat = 0.5
    /// How long the hide and return animations last.
    open var animationDuration: TimeInterval = 0.2

    override open func viewDidLoad() {
        super.viewDidLoad()
        publish("panGesture:", PannableViewController.panGesture)
        let pan = PanGestureRecognizer(target: self, action: "panGesture:")
        view.addGestureRecognizer(pan)
    }

    private func panGesture(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            let translation = recognizer.translation(in: view)
            view.frame.origin.y = max(0, translation.y)
        case .ended:
            let translation = recognizer.translation(in: view)
            let velocity = recognizer.velocity(in: view)
            let fastEnough = velocity.y >= minimumVelocityToHide
            let farEnough = translation.y > view.frame.height * minimumScreenRatioToHide && velocity.y > 0
            if fastEnough || farEnough {
                hide()
            } else {
                slideBack()
            }
        case .cancelled, .failed:
            slideBack()
        case .possible:
            break
        }
    }

    private func hide() {
        View.animate(withDuration: animationDuration, animations: {
            self.view.frame.origin.y = self.view.frame.height
        }, completion: { _ in
            self.dismiss(animated: false, completion: nil)
        })
    }

    private func slideBack() {
        View.animate(withDuration: animationDuration, animations: {
            self.view.frame.origin.y = 0
        })
    }
}
