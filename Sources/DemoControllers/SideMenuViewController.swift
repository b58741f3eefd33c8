import Foundation
import TargetAction

/// A side menu: a drag in from the screen's left edge pulls the menu out with the finger; on
/// release it settles open or closed; a swipe left on the open menu closes it.
///
/// Technique: a screen-edge pan (`edges = .left`) on the root view begins only for a touch that
/// goes down at the left edge and moves inwards, so other drags are left to the content. On
/// `.ended` a flick (``minimumVelocityToSettle``, either way) decides; a slower release opens past
/// ``minimumRevealRatioToOpen`` of the width. A swipe (`direction = .left`) on ``menuView`` is
/// discrete: one action, and only while the menu shows can a touch reach it.
///
/// The recognizers are named `"edgePan"` (on the root view) and `"swipe"` (on ``menuView``); their
/// handlers are private and published as `"edgePan:"` and `"swipe:"`.
open class SideMenuViewController: ViewController {
    /// The menu's width (points): how far it comes out when open.
    open var menuWidth: CGFloat = 280 {
        didSet { if isViewLoaded { layOutMenu(revealing: isMenuOpen ? menuWidth : 0) } }
    }
    /// A release at least this fast horizontally settles the way it moves, whatever the position (points per second).
    open var minimumVelocityToSettle: CGFloat = 500
    /// A slower release opens the menu when more than this fraction of its width shows.
    open var minimumRevealRatioToOpen: CGFloat = 0.5
    /// How long the settle animations last.
    open var animationDuration: TimeInterval = 0.25

    /// The screen's content, under the menu.
    public private(set) var contentView: View!
    /// The menu, along the left edge: its frame's `minX` is `-menuWidth` when closed, 0 when open.
    public private(set) var menuView: View!
    /// Whether the menu settled open. During a drag it keeps the value from before the drag.
    public private(set) var isMenuOpen = false
    /// Called when the menu settles, with whether it is open.
    public var onMenuSettled: ((Bool) -> Void)?

    /// How much of the menu shows, from 0 (closed) to ``menuWidth`` (open).
    public var revealedWidth: CGFloat {
        guard isViewLoaded else { return 0 }
        return max(0, min(menuWidth, menuView.frame.maxX))
    }

    private var dragStartReveal: CGFloat = 0

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        contentView = View(frame: bounds)
        contentView.accessibilityIdentifier = "content"
        menuView = View(frame: CGRect(x: -menuWidth, y: 0, width: menuWidth, height: bounds.height))
        menuView.accessibilityIdentifier = "menu"
        view.addSubview(contentView)
        view.addSubview(menuView)

        publish("edgePan:", SideMenuViewController.edgePan)
        publish("swipe:", SideMenuViewController.swipe)

        let edgePan = ScreenEdgePanGestureRecognizer(target: self, action: "edgePan:")
        edgePan.name = "edgePan"
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)

        let swipe = SwipeGestureRecognizer(target: self, action: "swipe:")
        swipe.name = "swipe"
        swipe.direction = .left
        menuView.addGestureRecognizer(swipe)
    }

    /// Opens the menu (animated).
    public func openMenu() {
        loadViewIfNeeded()
        settle(open: true)
    }

    /// Closes the menu (animated).
    public func closeMenu() {
        loadViewIfNeeded()
        settle(open: false)
    }

    // MARK: Actions

    private func edgePan(_ recognizer: ScreenEdgePanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            dragStartReveal = revealedWidth
            fallthrough
        case .changed:
            layOutMenu(revealing: dragStartReveal + recognizer.translation(in: view).x)
        case .ended:
            layOutMenu(revealing: dragStartReveal + recognizer.translation(in: view).x)   // where it was let go
            settle(open: shouldOpen(velocity: recognizer.velocity(in: view).x))
        case .cancelled, .failed:
            settle(open: isMenuOpen)   // back to where it was before the drag
        case .possible:
            break
        }
    }

    private func swipe(_ recognizer: SwipeGestureRecognizer) {
        guard recognizer.state == .recognized, isMenuOpen else { return }
        settle(open: false)
    }

    // MARK: Settling

    /// A flick goes the way it moves; a slower release opens past the reveal ratio.
    private func shouldOpen(velocity: CGFloat) -> Bool {
        if abs(velocity) >= minimumVelocityToSettle {
            return velocity > 0
        }
        return revealedWidth > menuWidth * minimumRevealRatioToOpen
    }

    private func settle(open: Bool) {
        View.animate(withDuration: animationDuration, animations: {
            self.layOutMenu(revealing: open ? self.menuWidth : 0)
        })
        isMenuOpen = open
        onMenuSettled?(open)
    }

    /// Places the menu so that `reveal` points of it show, within 0…``menuWidth``.
    private func layOutMenu(revealing reveal: CGFloat) {
        let shown = max(0, min(menuWidth, reveal))
        menuView.frame = CGRect(x: shown - menuWidth, y: 0, width: menuWidth, height: view.bounds.height)
    }
}
