import Foundation
import TargetAction

/// A bottom sheet that rests at one of three heights, its detents (collapsed, half, full): it
/// follows a drag and, on release, goes to the detent nearest where the fling would carry it; a
/// fast enough downward fling from the lowest detent dismisses it.
///
/// Technique: one pan whose velocity (R25) is projected as a scroll view's deceleration would
/// carry it (R47): the sheet's top at the release, plus the velocity ÷ 1000 × rate ÷ (1 − rate)
/// at ``decelerationRate``. At UIKit's normal rate, 0.998, that is the velocity for 0.499 s: a
/// release at 1000 points per second up projects the top 499 points higher. The sheet goes to the
/// detent whose top is nearest that projection, so a quick fling passes a detent that a slow drag
/// of the same length stops at. Only a drag that began at the lowest detent dismisses, and only
/// when released downwards at ``minimumVelocityToDismiss`` or faster; any slower release settles
/// at a detent.
///
/// The sheet is ``sheetView``, in the controller's view; its pan is named `"sheetPan"`, and its
/// handler is private and published as `"sheetPan:"`, so a test can swap in a mock that reaches
/// it by name.
open class DetentSheetViewController: ViewController {
    /// A height the sheet rests at.
    public enum Detent: Sendable, Equatable, CaseIterable, CustomStringConvertible {
        case collapsed, half, full

        public var description: String {
            switch self {
            case .collapsed: "collapsed"
            case .half: "half"
            case .full: "full"
            }
        }
    }

    /// How much of the screen the collapsed sheet covers (points).
    open var collapsedHeight: CGFloat = 160
    /// How much of the screen the half-open sheet covers (points): half the 844-point screen.
    open var halfHeight: CGFloat = 422
    /// How much of the screen the full sheet covers (points), leaving 44 points above it.
    open var fullHeight: CGFloat = 800
    /// How quickly a release's speed dies away in the projection: the fraction kept per
    /// millisecond, as a scroll view's (R47). Default: `.normal` (0.998).
    open var decelerationRate: ScrollView.DecelerationRate = .normal
    /// A release at least this fast downwards, by a drag that began at the lowest detent,
    /// dismisses the sheet (points per second).
    open var minimumVelocityToDismiss: CGFloat = 1500
    /// How long the settle and dismiss animations last.
    open var animationDuration: TimeInterval = 0.3

    /// The sheet: as wide and tall as the controller's view, its top at the detent's height above
    /// the bottom (nil until the view loads).
    public private(set) var sheetView: View!
    /// The detent the sheet rests at, or last rested at while it is dragged. Starts at `.half`.
    public private(set) var detent = Detent.half
    /// The vertical velocity the last release read (points per second, down positive).
    public private(set) var releaseVelocity: CGFloat?
    /// Where the last release projected the sheet's top (points from the top of the screen).
    public private(set) var projectedTop: CGFloat?
    /// How many times a fling dismissed the sheet.
    public private(set) var dismissalCount = 0

    /// The sheet's top, in the controller's view (points from the top of the screen).
    public var sheetTop: CGFloat { sheetView?.frame.minY ?? 0 }
    /// Whether a drag is under way.
    public var isDragging: Bool { dragStartTop != nil }

    /// The sheet's top when the drag under way began.
    private var dragStartTop: CGFloat?

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        sheetView = View(frame: CGRect(x: 0, y: top(of: detent), width: bounds.width, height: bounds.height))
        sheetView.accessibilityIdentifier = "sheet"
        view.addSubview(sheetView)

        publish("sheetPan:", DetentSheetViewController.sheetPan)
        let pan = PanGestureRecognizer(target: self, action: "sheetPan:")
        pan.name = "sheetPan"
        sheetView.addGestureRecognizer(pan)
    }

    /// The height the sheet covers at `detent` (points).
    public func height(of detent: Detent) -> CGFloat {
        switch detent {
        case .collapsed: collapsedHeight
        case .half: halfHeight
        case .full: fullHeight
        }
    }

    /// The sheet's top at `detent`, in the controller's view.
    public func top(of detent: Detent) -> CGFloat {
        view.bounds.height - height(of: detent)
    }

    /// How far a release at `velocity` (points per second) carries the sheet's top past where it
    /// was let go: velocity ÷ 1000 × rate ÷ (1 − rate).
    public func projectedDistance(velocity: CGFloat) -> CGFloat {
        let rate = decelerationRate.rawValue
        return velocity / 1000 * rate / (1 - rate)
    }

    /// Puts the sheet at `detent`, as a release that settles there does.
    public func move(to detent: Detent) {
        dragStartTop = nil
        settle(at: detent)
    }

    private func sheetPan(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            follow(recognizer.translation(in: view).y)
        case .ended:
            follow(recognizer.translation(in: view).y)   // where it was let go
            dragStartTop = nil
            release(velocity: recognizer.velocity(in: view).y)
        case .cancelled, .failed:
            dragStartTop = nil
            settle(at: detent)
        case .possible:
            break
        }
    }

    /// The sheet follows the finger: its top at the drag's start plus the translation, no higher
    /// than the highest detent and no lower than the bottom of the screen.
    private func follow(_ translation: CGFloat) {
        let start = dragStartTop ?? sheetTop   // a mock may start at .changed, or .ended
        dragStartTop = start
        let highest = Detent.allCases.map(top(of:)).min() ?? 0
        sheetView.frame.origin.y = min(max(start + translation, highest), view.bounds.height)
    }

    /// Dismisses on a fast enough downward fling from the lowest detent; otherwise settles at the
    /// detent nearest the projection.
    private func release(velocity: CGFloat) {
        let projected = sheetTop + projectedDistance(velocity: velocity)
        releaseVelocity = velocity
        projectedTop = projected
        let lowest = Detent.allCases.min { height(of: $0) < height(of: $1) }
        if detent == lowest, velocity >= minimumVelocityToDismiss {
            dismissSheet()
        } else {
            settle(at: nearestDetent(to: projected))
        }
    }

    private func nearestDetent(to top: CGFloat) -> Detent {
        Detent.allCases.min { abs(self.top(of: $0) - top) < abs(self.top(of: $1) - top) } ?? detent
    }

    private func settle(at detent: Detent) {
        self.detent = detent
        View.animate(withDuration: animationDuration, animations: {
            self.sheetView.frame.origin.y = self.top(of: detent)
        })
    }

    private func dismissSheet() {
        View.animate(withDuration: animationDuration, animations: {
            self.sheetView.frame.origin.y = self.view.bounds.height
        }, completion: { _ in
            self.dismissalCount += 1
            self.dismiss(animated: false, completion: nil)
        })
    }
}
