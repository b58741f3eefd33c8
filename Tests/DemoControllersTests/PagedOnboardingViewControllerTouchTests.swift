import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// PagedOnboardingViewController driven by real touches: a swipe pages the scroll view and the
/// page control follows, sending nothing; a tap or a scrub on the page control scrolls the view,
/// which sets the page back without a loop.
@Suite struct PagedOnboardingViewControllerTouchTests {
    let onboarding = PagedOnboardingViewController()
    let simulator: TouchSimulator

    init() {
        simulator = TouchSimulator(hosting: onboarding)
    }

    var pageWidth: CGFloat { onboarding.scrollView.bounds.width }

    /// Page `page`'s indicator, in window coordinates.
    func indicator(_ page: Int) -> CGPoint {
        onboarding.pageControl.convert(onboarding.pageControl.indicatorCenter(forPage: page), to: nil)
    }

    @Test("R48, R96: a swipe left pages the scroll view; the page control follows and sends nothing")
    func aSwipePagesAndThePageControlFollows() {
        simulator.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.15)
        simulator.wait(1)

        #expect(onboarding.scrollView.contentOffset.x == pageWidth)
        #expect(onboarding.currentPage == 1)
        #expect(onboarding.pageControl.interactionState == .none)
        #expect(onboarding.pageControlActionCount == 0)
    }

    @Test("R97, R52: a tap right of the current indicator scrolls to the next page, once, on the window's clock")
    func aTapBesideTheIndicatorScrolls() {
        simulator.tap(at: CGPoint(x: indicator(0).x + 40, y: indicator(0).y))
        #expect(onboarding.currentPage == 1)
        #expect(onboarding.scrollView.contentOffset.x < pageWidth)   // under way
        simulator.wait(0.5)

        #expect(onboarding.scrollView.contentOffset.x == pageWidth)
        #expect(onboarding.currentPage == 1)
        #expect(onboarding.pageControl.interactionState == .discrete)
        #expect(onboarding.pageControlActionCount == 1)
    }

    @Test("R98, R99: scrubbing along the indicators jumps pages; the scroll view follows and lands on the last one")
    func scrubbingJumpsPages() {
        simulator.drag(from: indicator(0), to: indicator(3), duration: 0.3, steps: 3)
        simulator.wait(1)

        #expect(onboarding.currentPage == 3)
        #expect(onboarding.scrollView.contentOffset.x == 3 * pageWidth)
        #expect(onboarding.pageControl.interactionState == .continuous)
        #expect(onboarding.pageControlActionCount >= 1)
    }

    @Test("The last page's button finishes the onboarding")
    func getStartedOnTheLastPage() {
        for _ in 0..<3 {
            simulator.tap(at: CGPoint(x: 380, y: indicator(0).y))
            simulator.wait(1)
        }

        simulator.tap(on: onboarding.getStartedButton)

        #expect(onboarding.currentPage == 3)
        #expect(onboarding.isFinished)
    }
}
