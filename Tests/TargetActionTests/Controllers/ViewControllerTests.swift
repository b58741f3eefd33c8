import Foundation
import Testing
@testable import TargetAction

/// Records the order of its loading callbacks.
private final class LifecycleController: ViewController {
    private(set) var calls: [String] = []
    var makesItsOwnView = true

    override func loadView() {
        calls.append("loadView")
        if makesItsOwnView {
            let custom = View(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
            custom.tag = 42
            view = custom
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad \(isViewLoaded)")
    }
}

private final class DefaultLoadingController: ViewController {
    private(set) var didLoad = 0
    override func viewDidLoad() { didLoad += 1 }
}

private final class PeekingController: ViewController {
    private(set) var peekedDuringLoad = false
    private(set) var viewSeenWhilePeeking: View?
    override func loadView() {
        viewSeenWhilePeeking = view
        peekedDuringLoad = true
        view = View(frame: .zero)
    }
}

@Suite("ViewController: lazy view and children")
struct ViewControllerTests {
    @Test func theFirstReadOfViewCallsLoadViewThenViewDidLoadOnce() {
        let controller = LifecycleController()
        let loadedBefore = controller.isViewLoaded

        let first = controller.view
        let second = controller.view

        #expect(!loadedBefore)
        #expect(controller.isViewLoaded)
        #expect(first === second)
        #expect(first?.tag == 42)
        #expect(controller.calls == ["loadView", "viewDidLoad true"])
    }

    @Test func theDefaultViewIs390By844() {
        let controller = DefaultLoadingController()

        let view = controller.view

        #expect(view?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(ViewController.defaultViewFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.didLoad == 1)
    }

    @Test func viewIfLoadedAndIsViewLoadedDoNotLoad() {
        let controller = LifecycleController()

        let peek = controller.viewIfLoaded
        let loaded = controller.isViewLoaded

        #expect(peek == nil)
        #expect(!loaded)
        #expect(controller.calls.isEmpty)
    }

    @Test func loadViewIfNeededLoadsOnce() {
        let controller = LifecycleController()

        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()

        #expect(controller.calls == ["loadView", "viewDidLoad true"])
    }

    @Test func aLoadViewThatForgetsTheViewIsReportedAndADefaultViewUsed() {
        let controller = LifecycleController()
        controller.makesItsOwnView = false

        let (view, failures) = FailureReporter.capturing { controller.view }

        #expect(view?.frame == ViewController.defaultViewFrame)
        #expect(controller.calls == ["loadView", "viewDidLoad true"])
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("LifecycleController.loadView() did not set `view`") == true)
    }

    @Test func readingViewInsideLoadViewIsReported() {
        let controller = PeekingController()

        let (_, failures) = FailureReporter.capturing { controller.loadViewIfNeeded() }

        #expect(controller.peekedDuringLoad)
        #expect(controller.viewSeenWhilePeeking == nil)
        #expect(controller.isViewLoaded)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("read `view` before setting it") == true)
    }

    @Test func settingViewReplacesItAndMakesTheControllerItsNextResponder() {
        let controller = ViewController()
        let old = controller.view!
        let replacement = View(frame: .zero)

        controller.view = replacement

        #expect(controller.view === replacement)
        #expect(replacement.next === controller)
        #expect(old.next == nil)
    }

    @Test func childrenAreAddedInOrderWithTheirParent() {
        let parent = ViewController()
        let first = ViewController()
        let second = ViewController()

        parent.addChild(first)
        parent.addChild(second)
        parent.addChild(first)

        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(second)])
        #expect(first.parent === parent)
        #expect(second.parent === parent)
    }

    @Test func removeFromParentDetachesTheChild() {
        let parent = ViewController()
        let child = ViewController()
        parent.addChild(child)

        child.removeFromParent()
        child.removeFromParent()

        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func addingAChildToAnotherParentMovesIt() {
        let old = ViewController()
        let new = ViewController()
        let child = ViewController()
        old.addChild(child)

        new.addChild(child)

        #expect(old.children.isEmpty)
        #expect(new.children.count == 1)
        #expect(child.parent === new)
    }

    @Test func aControllerCannotBeItsOwnChildOrItsAncestorsParent() {
        let grandparent = ViewController()
        let parent = ViewController()
        grandparent.addChild(parent)

        let (_, failures) = FailureReporter.capturing {
            parent.addChild(parent)
            parent.addChild(grandparent)
        }

        #expect(parent.children.isEmpty)
        #expect(grandparent.parent == nil)
        #expect(parent.parent === grandparent)
        #expect(failures.count == 2)
    }

    @Test func aParentDoesNotKeepItsChildAlive_theChildKeepsNoParentAlive() {
        let child = ViewController()
        var parent: ViewController? = ViewController()
        parent!.addChild(child)

        parent = nil

        #expect(child.parent == nil)
    }

    @Test func windowRootViewControllerFillsTheWindowWithItsView() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = LifecycleController()

        window.rootViewController = controller

        #expect(controller.calls == ["loadView", "viewDidLoad true"])
        #expect(window.subviews.count == 1)
        #expect(window.subviews.first === controller.view)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.view.window === window)
    }

    @Test func replacingTheRootViewControllerSwapsTheViews() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = ViewController()
        let second = ViewController()
        window.rootViewController = first

        window.rootViewController = second
        let afterSwap = window.subviews.map(ObjectIdentifier.init)
        window.rootViewController = nil

        #expect(afterSwap == [ObjectIdentifier(second.view)])
        #expect(first.view.superview == nil)
        #expect(window.subviews.isEmpty)
    }
}
