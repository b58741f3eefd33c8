import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// AccessibleSheetViewController in XCTest: the modal sheet opened, expanded and closed by real
// taps where VoiceOver's activation taps (R143), and dismissed by its escape (R141, R152).

final class AccessibleSheetViewControllerTouchXCTests: XCTestCase {
    private let screen = AccessibleSheetViewController()
    private var simulator: TouchSimulator!

    override func setUp() {
        super.setUp()
        simulator = TouchSimulator(hosting: screen)
        simulator.tap(at: screen.openButton.accessibilityActivationPoint)
        simulator.wait(0.5)
    }

    func testR141TheOpenButtonPresentsAModalSheetInFront() {
        XCTAssertTrue(screen.isSheetShown)
        XCTAssertTrue(screen.sheet.view.accessibilityViewIsModal)
        XCTAssertTrue(simulator.window.subviews.last === screen.sheet.view)
    }

    func testR143ATapAtTheHandlesActivationPointExpandsTheSheet() {
        simulator.tap(at: screen.sheet.handle.accessibilityActivationPoint)

        XCTAssertTrue(screen.sheet.isExpanded)
        XCTAssertEqual(screen.sheet.handle.accessibilityValue, "Expanded")
        XCTAssertTrue(screen.isSheetShown)
    }

    func testR143ATapAtTheCloseButtonsActivationPointDismisses() {
        simulator.tap(at: screen.sheet.closeButton.accessibilityActivationPoint)

        XCTAssertFalse(screen.isSheetShown)
        XCTAssertEqual(screen.dismissals, [.closeButton])
    }

    func testR152EscapeDismissesThePresentedSheetAndAnswersTrue() {
        XCTAssertTrue(screen.sheet.accessibilityPerformEscape())

        XCTAssertFalse(screen.isSheetShown)
        XCTAssertEqual(screen.dismissals, [.escape])
        XCTAssertFalse(screen.sheet.accessibilityPerformEscape())
    }
}
