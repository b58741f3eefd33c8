import Foundation

/// Manages a view: loads it lazily, presents and dismisses other controllers, holds children.
///
/// Reading ``view`` the first time calls ``loadView()`` and then ``viewDidLoad()``, as on UIKit.
/// Presentation completes at once (there is no transition to wait for).
open class ViewController: Responder {
    private var loadedView: View?
    private var isLoadingView = false

    /// The controller this one presents, if any.
    open private(set) var presentedViewController: ViewController?
    /// The controller that presents this one, if any.
    open private(set) weak var presentingViewController: ViewController?
    /// The parent of a child controller.
    open private(set) weak var parent: ViewController?
    /// Child controllers, in the order they were added.
    open private(set) var children: [ViewController] = []
    /// A title for messages and demos.
    open var title: String?

    public override init() {
        super.init()
    }

    /// The root view. The first read loads it: ``loadView()``, then ``viewDidLoad()``.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: View? { loadedView }

    /// Loads the view if it has not been loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        guard !isLoadingView else {
            reportMisuse(
                "\(type(of: self)).loadView() read `view` before setting it. Assign `view` in loadView() instead of reading it.")
            return
        }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            reportMisuse(
                "\(type(of: self)).loadView() did not set `view`; a default view was used. Assign `view` in loadView(), or do not override it.")
            view = View(frame: ViewController.defaultViewFrame)
        }
        viewDidLoad()
    }

    /// Creates the root view. Default: a ``View`` with frame (0, 0, 390, 844).
    open func loadView() {
        view = View(frame: ViewController.defaultViewFrame)
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    /// The frame of the default root view: an iPhone-sized (0, 0, 390, 844).
    public static let defaultViewFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

    override open var next: Responder? {
        loadedView?.superview
    }

    // MARK: Presentation

    /// Presents `controller` over this one. When this controller's view is in a window, the
    /// presented view is added to that window, filling it. `completion` runs before this returns.
    open func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        if let presentedViewController {
            reportMisuse(
                "\(type(of: self)) is already presenting \(type(of: presentedViewController)); present \(type(of: controller)) from the presented controller, or dismiss first.")
            return
        }
        if controller === self || controller.presentingViewController != nil {
            reportMisuse(
                "\(type(of: controller)) is \(controller === self ? "the presenting controller itself" : "already presented"); a controller can be presented once at a time.")
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        if let window = loadedView?.window {
            let presentedView = controller.view!
            presentedView.frame = window.bounds
            window.addSubview(presentedView)
        }
        completion?()
    }

    /// Dismisses the controller this one presents, or, when it presents none, this controller
    /// itself. `completion` runs before this returns.
    open func dismiss(animated: Bool, completion: (() -> Void)?) {
        if let presented = presentedViewController {
            presented.presentedViewController?.dismiss(animated: false, completion: nil)
            presented.viewIfLoaded?.removeFromSuperview()
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
            return
        }
        completion?()
    }

    // MARK: Children

    /// Adds `child` as a child controller (its view is yours to place), taking it from its old
    /// parent. Adding the controller itself or one of its ancestors is reported and changes nothing.
    open func addChild(_ child: ViewController) {
        guard !isDescendant(of: child) else {
            reportMisuse(
                "addChild: \(type(of: child)) is \(child === self ? "the controller itself" : "an ancestor of \(type(of: self))"); controllers form a tree, not a cycle. Add a controller that is not above this one.")
            return
        }
        guard child.parent !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Whether this controller is `controller` or one of its descendants.
    private func isDescendant(of controller: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }
}

extension ViewController {
    /// Reports a misuse at the line of the test driving the controller's window, else at the running test (R107).
    func reportMisuse(_ message: String) {
        FailureReporter.report(message, at: loadedView?.window?.engine.callSite)
    }
}
