import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// PagedOnboardingViewController in XCTest, driven by real touches: the paging scroll view and the
// page control stay in step both ways.

final class PagedOnboardingViewControllerTouchXCTests: XCTestCase {
    private let onboarding = PagedOnboardingViewController()
    private lazy var simulator = TouchSimulator(hosting: onboarding)

    private var pageWidth: CGFloat { onboarding.scrollView.bounds.width }

    func testTwoSwipesLeaveThePageControlOnTheThirdPage() {
        simulator.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.15)
        simulator.wait(1)
        simulator.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.15)
        simulator.wait(1)

        XCTAssertEqual(onboarding.currentPage, 2)
        XCTAssertEqual(onboarding.scrollView.contentOffset.x, 2 * pageWidth)
        XCTAssertEqual(onboarding.pageControlActionCount, 0)
    }

    func testATapLeftOfTheIndicatorGoesBackAPage() {
        let simulator = self.simulator   // hosting the controller loads its view
        onboarding.scrollView.contentOffset = CGPoint(x: 2 * pageWidth, y: 0)
        let control = onboarding.pageControl!
        let current = control.convert(control.indicatorCenter(forPage: 2), to: nil)

        simulator.tap(at: CGPoint(x: current.x - 30, y: current.y))
        simulator.wait(0.5)

        XCTAssertEqual(onboarding.currentPage, 1)
        XCTAssertEqual(onboarding.scrollView.contentOffset.x, pageWidth)
        XCTAssertEqual(onboarding.pageControlActionCount, 1)
    }
}
