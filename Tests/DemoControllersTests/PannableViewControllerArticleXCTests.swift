import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// The 2018 article's tests, ported to PannableViewController as its reader would write them: plain
// XCTest (with no main-actor isolation), a controller subclass that swaps the pan for a PanGestureRecognizerMock
// in viewDidLoad and reaches the private handler by its name, "panGesture:". Then the rest of the
// controller's behaviour, state by state, and the same recipe with replaceGestureRecognizer.

final class PannableViewControllerArticleXCTests: XCTestCase {
    private let vc = PannableViewControllerInjector()

    override func setUp() {
        super.setUp()
        _ = vc.view
    }

    // MARK: The article's tests

    func testSetup() {
        XCTAssertNotNil(vc.view.gestureRecognizers?.first(where: { $0 is PanGestureRecognizerMock }))
    }

    func testPanBegan() {
        vc.gestureRecognizer?.pan(location: nil, translation: .zero, state: .began)

        XCTAssertEqual(vc.view.frame.minY, 0)
    }

    func testPanDownwards() {
        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 200), state: .changed)

        XCTAssertEqual(vc.view.frame.minY, 200)
    }

    func testPanEndedShouldResetDueToLowVelocity() {
        vc.gestureRecognizer?.gestureVelocity = .init(x: 0, y: 0)
        let offset = vc.view.frame.height * vc.minimumScreenRatioToHide + 1

        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: offset), state: .ended)

        XCTAssertEqual(vc.view.frame.minY, 0)
    }

    func testPanCancelled() {
        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 1), state: .cancelled)

        XCTAssertEqual(vc.view.frame.minY, 0)
    }

    // MARK: The rest of the public contract's behaviour

    func testTheMockTakesThePrivateHandlerByName() {
        XCTAssertTrue(vc.gestureRecognizer?.target === vc)
        XCTAssertEqual(vc.gestureRecognizer?.action, Selector("panGesture:"))
        XCTAssertTrue(vc.responds(to: "panGesture:"))
    }

    func testTheMockIsPossibleAgainAfterEnding() {
        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 50), state: .began)

        vc.gestureRecognizer?.pan(location: nil, translation: nil, state: .ended)

        XCTAssertEqual(vc.gestureRecognizer?.state, .possible)
    }

    func testPanUpwardsKeepsTheViewAtTheTop() {
        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: -120), state: .changed)

        XCTAssertEqual(vc.view.frame.minY, 0)
    }

    func testPanFollowsOnlyTheVerticalTranslation() {
        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 80, y: 150), state: .began)

        XCTAssertEqual(vc.view.frame.origin, CGPoint(x: 0, y: 150))
    }

    func testPanEndedFastEnoughHides() {
        vc.gestureRecognizer?.gestureVelocity = CGPoint(x: 0, y: vc.minimumVelocityToHide)

        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 40), state: .ended)

        XCTAssertEqual(vc.view.frame.minY, vc.view.frame.height)
    }

    func testPanEndedJustSlowerThanTheMinimumAndShortResets() {
        vc.gestureRecognizer?.gestureVelocity = CGPoint(x: 0, y: vc.minimumVelocityToHide - 1)

        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 40), state: .ended)

        XCTAssertEqual(vc.view.frame.minY, 0)
    }

    func testPanEndedPastTheRatioWhileMovingDownHides() {
        vc.gestureRecognizer?.gestureVelocity = CGPoint(x: 0, y: 1)
        let offset = vc.view.frame.height * vc.minimumScreenRatioToHide + 1

        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: offset), state: .ended)

        XCTAssertEqual(vc.view.frame.minY, vc.view.frame.height)
    }

    func testPanEndedPastTheRatioWhileMovingUpResets() {
        vc.gestureRecognizer?.gestureVelocity = CGPoint(x: 0, y: -300)
        let offset = vc.view.frame.height * vc.minimumScreenRatioToHide + 1

        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: offset), state: .ended)

        XCTAssertEqual(vc.view.frame.minY, 0)
    }

    func testHidingDismissesThePresentedController() {
        let host = ViewController()
        let sheet = PannableViewControllerInjector()
        _ = sheet.view
        host.present(sheet, animated: false, completion: nil)
        sheet.gestureRecognizer?.gestureVelocity = CGPoint(x: 0, y: 2000)

        sheet.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 100), state: .ended)

        XCTAssertNil(host.presentedViewController)
    }

    func testThresholdsAreSettable() {
        vc.minimumScreenRatioToHide = 0.1
        vc.gestureRecognizer?.gestureVelocity = CGPoint(x: 0, y: 10)

        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 100), state: .ended)

        XCTAssertEqual(vc.view.frame.minY, vc.view.frame.height)
    }

    // MARK: The same recipe without a subclass

    func testReplaceGestureRecognizerInjectsTheMockWithoutASubclass() {
        let plain = PannableViewController()
        let mock = plain.view.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))

        mock?.pan(location: nil, translation: CGPoint(x: 0, y: 200), state: .changed)

        XCTAssertEqual(plain.view.frame.minY, 200)
        XCTAssertTrue(mock?.target === plain)
        XCTAssertEqual(mock?.action, Selector("panGesture:"))
    }
}

private class PannableViewControllerInjector: PannableViewController {
    var gestureRecognizer: PanGestureRecognizerMock?

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let existingGestureRecognizer = view.gestureRecognizers?.first(where: { $0 is PanGestureRecognizer }) as? PanGestureRecognizer else { return }
        view.removeGestureRecognizer(existingGestureRecognizer)

        let action = Selector("panGesture:") // the handler is private: reach it by name
        let newGestureRecognizer = PanGestureRecognizerMock(target: self, action: action)
        view.addGestureRecognizer(newGestureRecognizer)
        gestureRecognizer = newGestureRecognizer
    }
}
