import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

@Suite struct ReplaceGestureRecognizerTests {
    let probe = HandlerProbe()
    let view = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))

    final class Delegate: GestureRecognizerDelegate {}
    final class DirectionalPan: PanGestureRecognizer {}
    /// A target with a method any recognizer can be given as a method reference.
    final class Sheet {
        func handle(_ recognizer: GestureRecognizer) {}
    }

    @Test func theMockTakesThePlaceOfTheFirstRecognizerOfTheType() {
        let tap = TapGestureRecognizer(target: probe, action: "handle:")
        let pan = PanGestureRecognizer(target: probe, action: "handle:")
        let press = LongPressGestureRecognizer(target: probe, action: "handle:")
        let secondPan = PanGestureRecognizer(target: probe, action: "handle:")
        for recognizer in [tap, pan, press, secondPan] { view.addGestureRecognizer(recognizer) }
        let mock = PanGestureRecognizerMock(target: nil, action: nil)

        let result = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: mock)

        #expect(result === mock)
        #expect(view.gestureRecognizers?.map { ObjectIdentifier($0) } == [tap, mock, press, secondPan].map { ObjectIdentifier($0) })
        #expect(mock.view === view)
        #expect(pan.view == nil)
    }

    @Test func aSubclassMatchesItsSuperclassesType() {
        let custom = DirectionalPan(target: probe, action: "handle:")
        view.addGestureRecognizer(custom)

        let mock = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))

        #expect(mock != nil)
        #expect(view.gestureRecognizers?.first === mock)
    }

    @Test func aMoreSpecificTypeSkipsItsSuperclass() {
        let plain = PanGestureRecognizer(target: probe, action: "handle:")
        let custom = DirectionalPan(target: probe, action: "handle:")
        view.addGestureRecognizer(plain)
        view.addGestureRecognizer(custom)

        let mock = view.replaceGestureRecognizer(ofType: DirectionalPan.self, with: PanGestureRecognizerMock(target: nil, action: nil))

        #expect(view.gestureRecognizers?.first === plain)
        #expect(view.gestureRecognizers?.last === mock)
    }

    @Test func theMockTakesOverEveryPairAndExposesTheFirst() {
        let second = HandlerProbe()
        let pan = PanGestureRecognizer(target: probe, action: "handle:")
        pan.addTarget(second, action: "handle:")
        view.addGestureRecognizer(pan)

        let mock = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
        mock?.pan(state: .began)

        #expect(mock?.target === probe)
        #expect(mock?.action == "handle:")
        #expect(mock?.targetActionPairs.count == 2)
        #expect(probe.states == [.began])
        #expect(second.states == [.began])
    }

    @Test func takenOverPairsComeBeforeTheMocksOwn() {
        let own = HandlerProbe()
        view.addGestureRecognizer(PanGestureRecognizer(target: probe, action: "handle:"))

        let mock = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: own, action: "handle:"))

        #expect(mock?.targetActionPairs.map { $0.target === probe } == [true, false])
        #expect(mock?.target === probe)
    }

    @Test("R11: typed pairs are taken over and called with the mock")
    func typedPairsAreTakenOver() {
        final class Sheet {
            var senders: [GestureRecognizer] = []
            var bare = 0
            func dragged(_ recognizer: PanGestureRecognizer) { senders.append(recognizer) }
            func poked() { bare += 1 }
        }
        let sheet = Sheet()
        let pan = PanGestureRecognizer(target: sheet, action: Sheet.dragged)
        pan.addTarget(sheet, action: Sheet.poked)
        view.addGestureRecognizer(pan)

        let mock = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
        mock?.pan(state: .began)

        #expect(sheet.senders.count == 1)
        #expect(sheet.senders.first === mock)
        #expect(sheet.bare == 1)
        #expect(mock?.target === sheet)
    }

    @Test func aTypedPairGivenTheWrongSenderIsReportedNotCrashed() {
        final class Sheet {
            var calls = 0
            func dragged(_ recognizer: PanGestureRecognizer) { calls += 1 }
        }
        let sheet = Sheet()
        view.addGestureRecognizer(PanGestureRecognizer(target: sheet, action: Sheet.dragged))
        let tap = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil))

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { tap?.tap(location: nil) }

        #expect(sheet.calls == 0)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("takes a PanGestureRecognizer, but the sender is TapGestureRecognizerMock") == true)
        #expect(failures.first?.line == line)
    }

    @Test func delegateNameAndTouchSettingsAreTakenOver() {
        let delegate = Delegate()
        let pan = PanGestureRecognizer(target: probe, action: "handle:")
        pan.delegate = delegate
        pan.name = "sheet pan"
        pan.isEnabled = false
        pan.cancelsTouchesInView = false
        pan.delaysTouchesBegan = true
        pan.delaysTouchesEnded = false
        view.addGestureRecognizer(pan)

        let mock = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))!

        #expect(mock.delegate === delegate)
        #expect(mock.name == "sheet pan")
        #expect(mock.isEnabled == false)
        #expect(mock.cancelsTouchesInView == false)
        #expect(mock.delaysTouchesBegan == true)
        #expect(mock.delaysTouchesEnded == false)
    }

    @Test func aPansSettingsAreTakenOver() {
        let pan = PanGestureRecognizer(target: probe, action: "handle:")
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 3
        pan.hysteresis = 4
        pan.velocitySmoothing = 0.5
        view.addGestureRecognizer(pan)

        let mock = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))!

        #expect(mock.minimumNumberOfTouches == 2)
        #expect(mock.maximumNumberOfTouches == 3)
        #expect(mock.hysteresis == 4)
        #expect(mock.velocitySmoothing == 0.5)
    }

    @Test func aTapsSettingsAreTakenOver() {
        let tap = TapGestureRecognizer(target: probe, action: "handle:")
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 3
        tap.allowableMovement = 12
        view.addGestureRecognizer(tap)

        let mock = view.replaceGestureRecognizer(ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil))!

        #expect(mock.numberOfTapsRequired == 2)
        #expect(mock.numberOfTouchesRequired == 3)
        #expect(mock.allowableMovement == 12)
    }

    @Test func aLongPresssSettingsAreTakenOver() {
        let press = LongPressGestureRecognizer(target: probe, action: "handle:")
        press.minimumPressDuration = 1.5
        press.allowableMovement = 25
        press.numberOfTapsRequired = 1
        press.numberOfTouchesRequired = 2
        view.addGestureRecognizer(press)

        let mock = view.replaceGestureRecognizer(ofType: LongPressGestureRecognizer.self, with: LongPressGestureRecognizerMock(target: nil, action: nil))!

        #expect(mock.minimumPressDuration == 1.5)
        #expect(mock.allowableMovement == 25)
        #expect(mock.numberOfTapsRequired == 1)
        #expect(mock.numberOfTouchesRequired == 2)
    }

    @Test("R15: failure requirements are taken over both ways")
    func failureRequirementsAreTakenOverBothWays() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        let pan = PanGestureRecognizer(target: probe, action: "handle:")
        let press = LongPressGestureRecognizer(target: probe, action: "handle:")
        let tap = TapGestureRecognizer(target: probe, action: "handle:")
        let windowTap = TapGestureRecognizer(target: probe, action: "handle:")
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(tap)
        window.addGestureRecognizer(windowTap)
        pan.require(toFail: press)
        tap.require(toFail: pan)
        windowTap.require(toFail: press)
        windowTap.require(toFail: pan)

        let mock = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))!

        #expect(mock.requiredToFail.map { ObjectIdentifier($0) } == [ObjectIdentifier(press)])
        #expect(tap.requiredToFail.map { ObjectIdentifier($0) } == [ObjectIdentifier(mock)])
        #expect(windowTap.requiredToFail.map { ObjectIdentifier($0) } == [ObjectIdentifier(press), ObjectIdentifier(mock)])
    }

    final class Simultaneous: GestureRecognizerDelegate {
        func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    }

    @Test("R15: a recognizer that required the old one fails when the mock begins")
    func aDependentFailsWhenTheMockBegins() {
        let (window, _) = windowWithView(holding: PanGestureRecognizer(target: probe, action: "handle:"))
        let waiting = HandlerProbe()
        let simultaneous = Simultaneous()
        let tap = TapGestureRecognizer(target: waiting, action: "handle:")
        tap.delegate = simultaneous   // R16 would not stop it: only the requirement can
        window.addGestureRecognizer(tap)
        tap.require(toFail: window.subviews[0].gestureRecognizers![0])
        let mock = window.subviews[0].replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))!
        mock.hysteresis = 1
        let finger = Touch()

        window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 50, y: 50))]))
        window.sendEvent(Event(timestamp: 0.05, changes: [.moved(finger, to: CGPoint(x: 50, y: 53))]))
        window.sendEvent(Event(timestamp: 0.1, changes: [.ended(finger)]))

        #expect(probe.states == [.began, .changed, .ended])   // the mock panned for real (R6 on the lift)
        #expect(waiting.readings.isEmpty)                     // the tap required it to fail (R15)
    }

    @Test("R13: replacing a recognizer that is recognizing cancels it first")
    func replacingAnActivePanCancelsIt() {
        let pan = PanGestureRecognizer(target: probe, action: "handle:")
        let (window, view) = windowWithView(holding: pan)
        let finger = Touch()
        window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 50, y: 50))]))
        window.sendEvent(Event(timestamp: 0.05, changes: [.moved(finger, to: CGPoint(x: 50, y: 90))]))

        view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))

        #expect(probe.states == [.began, .cancelled])
    }

    @Test func aReplacementOnAnotherViewMovesHere() {
        let elsewhere = View(frame: .zero)
        let mock = PanGestureRecognizerMock(target: nil, action: nil)
        elsewhere.addGestureRecognizer(mock)
        view.addGestureRecognizer(PanGestureRecognizer(target: probe, action: "handle:"))

        view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: mock)

        #expect(elsewhere.gestureRecognizers == nil)
        #expect(view.gestureRecognizers?.first === mock)
    }

    @Test func replacingTheMockWithItselfChangesNothing() {
        view.addGestureRecognizer(PanGestureRecognizer(target: probe, action: "handle:"))
        let mock = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))!

        let again = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: mock)

        #expect(again === mock)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(mock.targetActionPairs.count == 1)
    }

    @Test func nothingToReplaceIsReportedAtTheCallersLineAndReturnsNil() {
        let tap = TapGestureRecognizer(target: probe, action: "handle:")
        view.addGestureRecognizer(tap)
        let mock = PanGestureRecognizerMock(target: nil, action: nil)

        let line: UInt = #line + 1
        let (result, failures) = FailureReporter.capturing { view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: mock) }

        #expect(result == nil)
        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.filePath == "\(#filePath)")
        #expect(failures.first?.message.hasPrefix("replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock): View(0.0, 0.0, 300.0, 300.0) has no PanGestureRecognizer (it has TapGestureRecognizer); nothing was replaced.") == true)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(mock.view == nil)
    }

    /// A screen whose card, made with the controller, joins its view (with its pan) only when the view loads.
    final class CardScreenController: ViewController {
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
            card.addGestureRecognizer(PanGestureRecognizer(target: nil, action: nil))
        }
    }

    @Test("R109: nothing to replace on a view in no view yet names loadViewIfNeeded(); once loaded, it is replaced")
    func r109_nothingToReplaceBeforeTheViewLoadedNamesLoadViewIfNeeded() {
        let controller = CardScreenController()
        let mock = PanGestureRecognizerMock(target: nil, action: nil)

        let (result, failures) = FailureReporter.capturing { controller.card.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: mock) }

        #expect(result == nil)
        #expect(failures.first?.message.contains("is in no view yet") == true)
        #expect(failures.first?.message.contains("loadViewIfNeeded()") == true)
        controller.loadViewIfNeeded()
        #expect(controller.card.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: mock) === mock)
    }

    @Test func nothingToReplaceIsAnIssueInSwiftTesting() {
        let line = #line + 3

        withKnownIssue {
            view.replaceGestureRecognizer(ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil))
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("it has no recognizers")
        }
    }

    // MARK: Every kind

    @Test("The mock of each kind takes over a real recognizer's target, action and place, and its drives reach that target",
          arguments: MockKind.allCases)
    func eachKindTakesOverTheRealRecognizer(kind: MockKind) throws {
        let other = GestureRecognizer(target: nil, action: nil)
        let real = kind.makeReal()
        real.addTarget(probe, action: "handle:")
        view.addGestureRecognizer(other)
        view.addGestureRecognizer(real)
        let subject = kind.makeMock(target: nil, action: nil)

        let replaced = try #require(view.replaceGestureRecognizer(ofType: kind.realType, with: subject.mock as GestureRecognizer))
        subject.drive(.began, location: CGPoint(x: 40, y: 50))

        #expect(replaced === subject.mock)
        #expect(subject.mock.target === probe && subject.mock.action == "handle:")
        #expect(view.gestureRecognizers?.map { ObjectIdentifier($0) } == [other, subject.mock].map { ObjectIdentifier($0) })
        #expect(real.view == nil)
        #expect(probe.readings.map(\.location) == [CGPoint(x: 40, y: 50)])
    }

    @Test("A method reference taken over from a real recognizer reads as the target with no action", arguments: MockKind.allCases)
    func aTakenOverMethodReferenceReadsAsTheTargetWithNoAction(kind: MockKind) throws {
        let sheet = Sheet()
        let real = kind.makeReal()
        real.addTarget(sheet, action: Sheet.handle)
        view.addGestureRecognizer(real)
        let subject = kind.makeMock(target: nil, action: "named:")

        let replaced = try #require(view.replaceGestureRecognizer(ofType: kind.realType, with: subject.mock as GestureRecognizer))

        #expect(replaced === subject.mock)
        #expect(subject.mock.target === sheet && subject.mock.action == nil)
    }
}
