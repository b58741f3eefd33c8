import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

// Written as an outsider would, against the public contract's names only: no `publish`, no log, no drag, no
// strict mode. Targets answer selectors by overriding `responds(to:)` and `perform(_:with:)`.

/// A controller with a pan, a tap and a long press, answering its selectors by overriding perform.
private final class GalleryController: ViewController {
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: "didTap:"))
        view.addGestureRecognizer(PanGestureRecognizer(target: self, action: "didPan:"))
        view.addGestureRecognizer(LongPressGestureRecognizer(target: self, action: "didPress:"))
    }

    override func responds(to selector: Selector) -> Bool {
        ["didTap:", "didPan:", "didPress:"].contains(selector.name) || super.responds(to: selector)
    }

    override func perform(_ selector: Selector, with sender: Any?) -> Bool {
        guard let recognizer = sender as? GestureRecognizer else { return super.perform(selector, with: sender) }
        let location = recognizer.location(in: view)
        switch selector.name {
        case "didTap:":
            events.append("tap \(recognizer.state) \(location.x),\(location.y)")
        case "didPan:":
            let pan = recognizer as! PanGestureRecognizer
            events.append("pan \(recognizer.state) t\(pan.translation(in: view).y) v\(pan.velocity(in: view).y)")
        case "didPress:":
            events.append("press \(recognizer.state) \(location.x),\(location.y)")
        default:
            return super.perform(selector, with: sender)
        }
        return true
    }
}

/// A user's mock subclass: overrides the initializer, a value and the drive method.
private final class RecordingPanMock: PanGestureRecognizerMock {
    var driven: [GestureRecognizer.State] = []
    var translationsSet = 0

    override init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
    }

    override var gestureTranslation: CGPoint? {
        didSet { translationsSet += 1 }
    }

    override func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        driven.append(state)
        super.pan(location: location, translation: translation, state: state,
                  fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

@Suite struct APIContractTests {
    fileprivate let controller = GalleryController()

    @Test func replacingEachRecognizerKeepsItsTargetActionAndPlace() {
        let view = controller.view!

        let tap = view.replaceGestureRecognizer(ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil))
        let pan = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
        let press = view.replaceGestureRecognizer(ofType: LongPressGestureRecognizer.self, with: LongPressGestureRecognizerMock(target: nil, action: nil))

        #expect(tap?.target === controller && tap?.action == Selector("didTap:"))
        #expect(pan?.target === controller && pan?.action == Selector("didPan:"))
        #expect(press?.target === controller && press?.action == Selector("didPress:"))
        let recognizers = view.gestureRecognizers ?? []
        #expect(recognizers.count == 3)
        #expect(recognizers[0] === tap && recognizers[1] === pan && recognizers[2] === press)
    }

    @Test func eachMockDrivesTheControllersHandlers() {
        let view = controller.view!
        let tap = view.replaceGestureRecognizer(ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil))
        let pan = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
        let press = view.replaceGestureRecognizer(ofType: LongPressGestureRecognizer.self, with: LongPressGestureRecognizerMock(target: nil, action: nil))
        pan?.gestureVelocity = CGPoint(x: 0, y: 700)

        tap?.tap(location: CGPoint(x: 10, y: 20))
        pan?.pan(location: nil, translation: CGPoint(x: 0, y: 40), state: .began)
        pan?.pan(location: nil, translation: CGPoint(x: 0, y: 90), state: .changed)
        pan?.pan(location: nil, translation: nil, state: .ended)
        press?.longPress(location: CGPoint(x: 5, y: 6), state: .began)
        press?.longPress(location: nil, state: .cancelled)

        #expect(controller.events == [
            "tap .ended 10.0,20.0",
            "pan .began t40.0 v700.0", "pan .changed t90.0 v700.0", "pan .ended t90.0 v700.0",
            "press .began 5.0,6.0", "press .cancelled 5.0,6.0",
        ])
        #expect(tap?.state == .possible && pan?.state == .possible && press?.state == .possible)
    }

    @Test func aRecognizedTapReadsRecognized() {
        var seen: GestureRecognizer.State?
        final class Target: Responder {
            var onTap: (GestureRecognizer) -> Void = { _ in }
            override func responds(to selector: Selector) -> Bool { selector == "tap:" }
            override func perform(_ selector: Selector, with sender: Any?) -> Bool {
                guard selector == "tap:", let recognizer = sender as? GestureRecognizer else { return false }
                onTap(recognizer)
                return true
            }
        }
        let target = Target()
        target.onTap = { seen = $0.state }
        let mock = TapGestureRecognizerMock(target: target, action: "tap:")

        mock.tap(location: nil)

        #expect(seen == .recognized)
    }

    @Test func gestureValuesOverrideAndNilFallsBack() {
        let mock = PanGestureRecognizerMock(target: nil, action: nil)
        mock.gestureLocation = CGPoint(x: 1, y: 2)
        mock.gestureTranslation = CGPoint(x: 3, y: 4)
        mock.gestureVelocity = CGPoint(x: 5, y: 6)
        #expect(mock.location(in: nil) == CGPoint(x: 1, y: 2))
        #expect(mock.translation(in: nil) == CGPoint(x: 3, y: 4))
        #expect(mock.velocity(in: nil) == CGPoint(x: 5, y: 6))

        mock.gestureLocation = nil
        mock.gestureTranslation = nil
        mock.gestureVelocity = nil

        #expect(mock.translation(in: nil) == .zero)
        #expect(mock.velocity(in: nil) == .zero)
    }

    @Test func aUserSubclassSeesEveryDrive() {
        let mock = RecordingPanMock(target: nil, action: nil)
        let asBase: PanGestureRecognizerMock = mock

        mock.pan(location: nil, translation: CGPoint(x: 0, y: 1), state: .began)
        asBase.pan(location: nil, translation: nil, state: .ended)

        #expect(mock.driven == [.began, .ended])
        #expect(mock.translationsSet == 1)   // nil left the translation alone
        #expect(mock.state == .possible)
    }

    @Test func aPannableViewControllerFollowsTheMock() {
        let sheet = PannableViewController()
        let pan = sheet.view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))

        pan?.pan(location: nil, translation: CGPoint(x: 0, y: 150), state: .began)
        #expect(sheet.view.frame.origin.y == 150)
        pan?.gestureVelocity = CGPoint(x: 0, y: sheet.minimumVelocityToHide - 1)
        pan?.pan(location: nil, translation: CGPoint(x: 0, y: 160), state: .ended)

        #expect(sheet.view.frame.origin.y == 0)
    }

    @Test func replacingWhatIsNotThereIsAKnownIssueAndNil() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var result: PanGestureRecognizerMock?

        withKnownIssue {
            result = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
        }

        #expect(result == nil)
    }

    @Test func anUnansweredActionIsAKnownIssue() {
        let target = Responder()
        let mock = PanGestureRecognizerMock(target: target, action: "nobodyHome:")

        withKnownIssue {
            mock.pan(location: nil, translation: nil, state: .began)
        }
    }
}
