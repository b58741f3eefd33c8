import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// The article's scenarios in Swift Testing, with the mock injected by `replaceGestureRecognizer`:
/// no controller subclass, no selector to spell.
@Suite struct ArticleRecipeTests {
    let controller = PannableViewController()
    let pan: PanGestureRecognizerMock?

    init() {
        pan = controller.view.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
    }

    @Test func replacementPutsAMockWhereThePanWas() {
        let recognizers = controller.view.gestureRecognizers ?? []

        #expect(recognizers.count == 1)
        #expect(recognizers.first === pan)
        #expect(pan?.target === controller)
        #expect(pan?.action == "panGesture:")
    }

    @Test func panBeganLeavesTheViewInPlace() {
        pan?.pan(location: nil, translation: .zero, state: .began)

        #expect(controller.view.frame.minY == 0)
    }

    @Test func panDownwardsMovesTheView() {
        pan?.pan(location: nil, translation: CGPoint(x: 0, y: 200), state: .changed)

        #expect(controller.view.frame.minY == 200)
    }

    @Test func panUpwardsKeepsTheViewAtTheTop() {
        pan?.pan(state: .began)

        pan?.pan(translation: CGPoint(x: 0, y: -80), state: .changed)

        #expect(controller.view.frame.minY == 0)
    }

    @Test func panEndedWithLowVelocityResets() {
        pan?.pan(location: nil, translation: CGPoint(x: 0, y: 120), state: .changed)
        let offset = controller.view.frame.height * controller.minimumScreenRatioToHide + 1

        pan?.pan(translation: CGPoint(x: 0, y: offset), velocity: .zero, state: .ended)

        #expect(controller.view.frame.minY == 0)
    }

    @Test func panEndedFarDownWhileMovingDownHides() {
        let offset = controller.view.frame.height * controller.minimumScreenRatioToHide + 1

        pan?.pan(translation: CGPoint(x: 0, y: offset), velocity: CGPoint(x: 0, y: 10), state: .ended)

        #expect(controller.view.frame.minY == controller.view.frame.height)
    }

    @Test(arguments: [1500, 2400] as [CGFloat])
    func panEndedFastEnoughHides(speed: CGFloat) {
        pan?.pan(translation: CGPoint(x: 0, y: 30), velocity: CGPoint(x: 0, y: speed), state: .ended)

        #expect(controller.view.frame.minY == controller.view.frame.height)
    }

    @Test func panCancelledResets() {
        pan?.pan(location: nil, translation: CGPoint(x: 0, y: 300), state: .changed)

        pan?.pan(location: nil, translation: CGPoint(x: 0, y: 1), state: .cancelled)

        #expect(controller.view.frame.minY == 0)
    }

    @Test func aWholeSwipeInOneCallDismissesThePresentedController() {
        let host = ViewController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = host
        host.present(controller, animated: false, completion: nil)

        pan?.drag(translations: [CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 180)], duration: 0.06)

        #expect(host.presentedViewController == nil)
        #expect(pan?.sentActions.map(\.state) == [.began, .changed, .changed, .changed, .ended])
    }
}

/// The article's way, in Swift Testing: a controller subclass swaps the recognizer in viewDidLoad.
@Suite struct ArticleInjectorSubclassTests {
    final class Injector: PannableViewController {
        var gestureRecognizer: PanGestureRecognizerMock?

        override func viewDidLoad() {
            super.viewDidLoad()
            guard let existing = view.gestureRecognizers?.first(where: { $0 is PanGestureRecognizer }) else { return }
            view.removeGestureRecognizer(existing)
            let mock = PanGestureRecognizerMock(target: self, action: Selector("panGesture:"))
            view.addGestureRecognizer(mock)
            gestureRecognizer = mock
        }
    }

    @Test func theInjectorHoldsTheOnlyRecognizerAMock() {
        let controller = Injector()

        let recognizers = controller.view.gestureRecognizers ?? []

        #expect(recognizers.count == 1)
        #expect(recognizers.first is PanGestureRecognizerMock)
        #expect(controller.gestureRecognizer?.target === controller)
    }

    @Test func drivingTheInjectedMockReachesThePrivateHandler() {
        let controller = Injector()
        _ = controller.view

        controller.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 200), state: .changed)

        #expect(controller.view.frame.minY == 200)
    }

    @Test func aCancelAfterADragPutsTheViewBack() {
        let controller = Injector()
        _ = controller.view
        controller.gestureRecognizer?.pan(location: nil, translation: CGPoint(x: 0, y: 200), state: .changed)

        controller.gestureRecognizer?.pan(location: nil, translation: nil, state: .cancelled)

        #expect(controller.view.frame.minY == 0)
    }
}
