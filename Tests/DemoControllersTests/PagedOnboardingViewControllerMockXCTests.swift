import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// PagedOnboardingViewController in XCTest with no touches: the scroll view moved in code and the
// page control fired with sendActions(for:).

final class PagedOnboardingViewControllerMockXCTests: XCTestCase {
    private let onboarding = PagedOnboardingViewController()
    private let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    override func setUp() {
        super.setUp()
        window.rootViewController = onboarding
    }

    func testAnOffsetHalfwayRoundsToTheNearestPage() {
        let width = onboarding.scrollView.bounds.width

        onboarding.scrollView.contentOffset = CGPoint(x: 1.6 * width, y: 0)

        XCTAssertEqual(onboarding.currentPage, 2)
        XCTAssertEqual(onboarding.pageControlActionCount, 0)
    }

    func testThePageControlsActionLandsOnItsPage() {
        onboarding.pageControl.currentPage = 1
        onboarding.pageControl.sendActions(for: .valueChanged)
        window.clock.advance(by: 1)

        XCTAssertEqual(onboarding.scrollView.contentOffset.x, onboarding.scrollView.bounds.width)
        XCTAssertEqual(onboarding.currentPage, 1)
    }
}
