import Foundation
import Testing
import TargetAction

@Suite("ViewController: present and dismiss")
struct PresentationTests {
    @Test func presentLinksBothControllersAndCallsCompletion() {
        let presenter = ViewController()
        let presented = ViewController()
        var completed = 0

        presenter.present(presented, animated: true) { completed += 1 }

        #expect(presenter.presentedViewController === presented)
        #expect(presented.presentingViewController === presenter)
        #expect(completed == 1)
    }

    @Test func presentWithoutAWindowLeavesThePresentedViewUnloaded() {
        let presenter = ViewController()
        let presented = ViewController()

        presenter.present(presented, animated: false, completion: nil)

        #expect(!presented.isViewLoaded)
    }

    @Test func thePresentedViewJoinsThePresentersWindowFillingIt() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let presenter = ViewController()
        window.rootViewController = presenter
        let presented = ViewController()

        presenter.present(presented, animated: false, completion: nil)

        #expect(presented.view.window === window)
        #expect(presented.view.frame == window.bounds)
        #expect(window.subviews.last === presented.view)
    }

    @Test func presentingWhileAlreadyPresentingIsReportedAndChangesNothing() {
        let presenter = ViewController()
        let first = ViewController()
        let second = ViewController()
        presenter.present(first, animated: false, completion: nil)
        var completed = false

        let (_, failures) = FailureReporter.capturing {
            presenter.present(second, animated: false) { completed = true }
        }

        #expect(presenter.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(!completed)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("already presenting") == true)
    }

    @Test func presentingAControllerThatIsAlreadyPresentedIsReported() {
        let first = ViewController()
        let second = ViewController()
        let presented = ViewController()
        first.present(presented, animated: false, completion: nil)

        let (_, failures) = FailureReporter.capturing {
            second.present(presented, animated: false, completion: nil)
            second.present(second, animated: false, completion: nil)
        }

        #expect(presented.presentingViewController === first)
        #expect(second.presentedViewController == nil)
        #expect(failures.count == 2)
    }

    enum Dismisser: String, CaseIterable, Sendable { case presenting, presented }

    @Test("dismiss from either side ends the presentation and calls completion once",
          arguments: Dismisser.allCases)
    func dismissFromEitherSide(dismisser: Dismisser) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let presenter = ViewController()
        window.rootViewController = presenter
        let presented = ViewController()
        presenter.present(presented, animated: false, completion: nil)
        var completed = 0

        (dismisser == .presenting ? presenter : presented).dismiss(animated: true) { completed += 1 }

        #expect(presenter.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(presented.view.superview == nil)
        #expect(window.subviews.count == 1)
        #expect(completed == 1)
    }

    @Test func dismissingWhatNobodyPresentedStillCompletes() {
        let lonely = ViewController()
        var completed = false

        lonely.dismiss(animated: false) { completed = true }

        #expect(completed)
    }

    @Test func dismissingTheBottomOfAStackDismissesEverythingAboveIt() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = ViewController()
        window.rootViewController = root
        let middle = ViewController()
        let top = ViewController()
        root.present(middle, animated: false, completion: nil)
        middle.present(top, animated: false, completion: nil)

        root.dismiss(animated: false, completion: nil)

        #expect(root.presentedViewController == nil)
        #expect(middle.presentedViewController == nil)
        #expect(top.presentingViewController == nil)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(root.view)])
    }

    @Test func thePresenterKeepsThePresentedControllerAlive() {
        let presenter = ViewController()
        weak var weakPresented: ViewController?

        do {
            let presented = ViewController()
            presenter.present(presented, animated: false, completion: nil)
            weakPresented = presented
        }
        let aliveWhilePresented = weakPresented != nil
        presenter.dismiss(animated: false, completion: nil)

        #expect(aliveWhilePresented)
        #expect(weakPresented == nil)
    }
}
