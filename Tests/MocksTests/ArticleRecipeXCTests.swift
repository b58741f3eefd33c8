import DemoControllers
import Foundation
import Mocks
import XCTest

// The 2018 article's recipe, as a user writes it in XCTest: a controller subclass swaps the pan
// recognizer for a mock in viewDidLoad, and the tests drive the mock. The mock, its `target` and
// `action`, `gestureVelocity` and `pan(location:translation:state:)` come with the library; the
// article had to write them.

final class PannableViewControllerArticleRecipeXCTests: XCTestCase {
    private let vc = PannableViewControllerInjector()

    override func setUp() {
        super.setUp()
        _ = vc.view
    }

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

    // Beyond the article: what the mock exposes and how it leaves the recognizer.

    func testTheMockExposesTheTargetAndActionItWasGiven() {
        XCTAssertTrue(vc.gestureRecognizer?.target === vc)
        XCTAssertEqual(vc.gestureRecognizer?.action, Selector("panGesture:"))
    }

    func testTheMockIsPossibleAgainAfterEnding() {
        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 50), state: .began)

        vc.gestureRecognizer?.pan(location: nil, translation: nil, state: .ended)

        XCTAssertEqual(vc.gestureRecognizer?.state, .possible)
    }

    func testAFastReleaseHidesTheView() {
        vc.gestureRecognizer?.gestureVelocity = CGPoint(x: 0, y: vc.minimumVelocityToHide)

        vc.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 40), state: .ended)

        XCTAssertEqual(vc.view.frame.minY, vc.view.frame.height)
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
