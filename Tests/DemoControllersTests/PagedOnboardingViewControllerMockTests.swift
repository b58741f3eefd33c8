import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// PagedOnboardingViewController as UIKit tests do it, with no touches: the page control fired
/// with `sendActions(for:)` and the scroll view moved in code, in a window for the animation's clock.
@Suite struct PagedOnboardingViewControllerMockTests {
    let onboarding = PagedOnboardingViewController()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() {
        window.rootViewController = onboarding
    }

    var pageWidth: CGFloat { onboarding.scrollView.bounds.width }

    @Test("R42, R48: the page control targets the controller; the scroll view pages and reports to it")
    func wiring() {
        #expect(onboarding.pageControl.actions(forTarget: onboarding, forControlEvent: .valueChanged) == ["pageChanged:"])
        #expect(onboarding.getStartedButton.actions(forTarget: onboarding, forControlEvent: .primaryActionTriggered) == ["getStarted:"])
        #expect(onboarding.scrollView.delegate === onboarding)
        #expect(onboarding.scrollView.isPagingEnabled)
        #expect(onboarding.pageControl.numberOfPages == PagedOnboardingViewController.pageTitles.count)
        #expect(onboarding.currentPage == 0)
    }

    @Test("R96: moving the scroll view in code sets the page, and the page control sends nothing: no loop")
    func scrollingInCodeSetsThePage() {
        onboarding.scrollView.contentOffset = CGPoint(x: 2 * pageWidth, y: 0)

        #expect(onboarding.currentPage == 2)
        #expect(onboarding.pageControlActionCount == 0)
    }

    @Test("R52: the page control's action scrolls to its page over 0.3 s of the window's clock")
    func firingThePageControlScrolls() {
        onboarding.pageControl.currentPage = 3
        onboarding.pageControl.sendActions(for: .valueChanged)
        window.clock.advance(by: 0.15)
        #expect(onboarding.scrollView.contentOffset.x > 0 && onboarding.scrollView.contentOffset.x < 3 * pageWidth)
        window.clock.advance(by: 0.2)

        #expect(onboarding.scrollView.contentOffset.x == 3 * pageWidth)
        #expect(onboarding.currentPage == 3)
        #expect(onboarding.pageControlActionCount == 1)
    }

    @Test func getStartedFinishes() {
        onboarding.getStartedButton.sendActions(for: .primaryActionTriggered)

        #expect(onboarding.isFinished)
    }
}
