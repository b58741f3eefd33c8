import Foundation
import Mocks
import TargetAction
import TestSupport
import Testing

/// What the mocks share behaves the same in each: the pair they expose, the log, strict mode
/// and the location they report.
@Suite struct MockCoreTests {
    final class Sheet {
        func panned(_ recognizer: PanGestureRecognizer) {}
        func tapped(_ recognizer: TapGestureRecognizer) {}
        func pressed(_ recognizer: LongPressGestureRecognizer) {}
    }

    @Test func aTakenOverMethodReferenceReadsAsTheTargetWithNoAction() {
        let sheet = Sheet()
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addGestureRecognizer(PanGestureRecognizer(target: sheet, action: Sheet.panned))
        view.addGestureRecognizer(TapGestureRecognizer(target: sheet, action: Sheet.tapped))
        view.addGestureRecognizer(LongPressGestureRecognizer(target: sheet, action: Sheet.pressed))

        let pan = view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: "named:"))
        let tap = view.replaceGestureRecognizer(ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: "named:"))
        let press = view.replaceGestureRecognizer(ofType: LongPressGestureRecognizer.self, with: LongPressGestureRecognizerMock(target: nil, action: "named:"))

        #expect(pan?.target === sheet && pan?.action == nil)
        #expect(tap?.target === sheet && tap?.action == nil)
        #expect(press?.target === sheet && press?.action == nil)
    }

    @Test func theNewKindsTakeOverAMethodReferenceAsTheTargetWithNoAction() throws {
        final class Photo {
            func pinched(_ recognizer: PinchGestureRecognizer) {}
            func rotated(_ recognizer: RotationGestureRecognizer) {}
            func swiped(_ recognizer: SwipeGestureRecognizer) {}
            func edgePanned(_ recognizer: ScreenEdgePanGestureRecognizer) {}
        }
        let photo = Photo()
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addGestureRecognizer(PinchGestureRecognizer(target: photo, action: Photo.pinched))
        view.addGestureRecognizer(RotationGestureRecognizer(target: photo, action: Photo.rotated))
        view.addGestureRecognizer(SwipeGestureRecognizer(target: photo, action: Photo.swiped))
        view.addGestureRecognizer(ScreenEdgePanGestureRecognizer(target: photo, action: Photo.edgePanned))

        let pinch = try #require(view.replaceGestureRecognizer(ofType: PinchGestureRecognizer.self, with: PinchGestureRecognizerMock(target: nil, action: "named:")))
        let rotation = try #require(view.replaceGestureRecognizer(ofType: RotationGestureRecognizer.self, with: RotationGestureRecognizerMock(target: nil, action: "named:")))
        let swipe = try #require(view.replaceGestureRecognizer(ofType: SwipeGestureRecognizer.self, with: SwipeGestureRecognizerMock(target: nil, action: "named:")))
        let edgePan = try #require(view.replaceGestureRecognizer(ofType: ScreenEdgePanGestureRecognizer.self, with: ScreenEdgePanGestureRecognizerMock(target: nil, action: "named:")))

        #expect(pinch.target === photo && pinch.action == nil)
        #expect(rotation.target === photo && rotation.action == nil)
        #expect(swipe.target === photo && swipe.action == nil)
        #expect(edgePan.target === photo && edgePan.action == nil)
        #expect(view.gestureRecognizers?.map { ObjectIdentifier($0) } == [pinch, rotation, swipe, edgePan].map { ObjectIdentifier($0) })
    }

    @Test func aSentActionMadeByHandKeepsTheValuesOfItsKind() {
        let entry = SentAction(state: .changed, location: CGPoint(x: 1, y: 2), scale: 1.5, scaleVelocity: 0.25, target: nil, action: "zoom:")

        #expect(entry.scale == 1.5 && entry.scaleVelocity == 0.25)
        #expect(entry.rotation == nil && entry.rotationVelocity == nil && entry.translation == nil && entry.velocity == nil)
        #expect(entry.description == ".changed → nil.zoom: at (1.0, 2.0), scale 1.5, scale velocity 0.25")
    }

    @Test func everyMocksTargetReadsNilOnceItIsGone() {
        let tap: TapGestureRecognizerMock
        let press: LongPressGestureRecognizerMock
        do {
            let probe = HandlerProbe()
            tap = TapGestureRecognizerMock(target: probe, action: "handle:")
            press = LongPressGestureRecognizerMock(target: probe, action: "handle:")
            #expect(tap.target === probe && press.target === probe)
        }

        #expect(tap.target == nil && press.target == nil)
        #expect(tap.action == "handle:" && press.action == "handle:")
    }

    @Test func everyMockLogsWhatItSentAndClearsItsLog() {
        let probe = HandlerProbe()
        let tap = TapGestureRecognizerMock(target: probe, action: "handle:")
        let press = LongPressGestureRecognizerMock(target: probe, action: "handle:")

        tap.tap(location: CGPoint(x: 1, y: 2))
        press.longPress(location: CGPoint(x: 3, y: 4), state: .began)
        press.longPress(state: .ended)

        #expect(tap.sentActions.map(\.location) == [CGPoint(x: 1, y: 2)])
        #expect(press.sentActions.map(\.state) == [.began, .ended])
        #expect(press.sentActions.allSatisfy { $0.translation == nil && $0.velocity == nil })
        tap.clearSentActions()
        press.clearSentActions()
        #expect(tap.sentActions.isEmpty && press.sentActions.isEmpty)
    }

    @Test func everyMocksLocationIsInItsViewsCoordinatesAndConvertedForAnother() {
        let tap = TapGestureRecognizerMock(target: nil, action: nil)
        let press = LongPressGestureRecognizerMock(target: nil, action: nil)
        let (window, view) = windowWithView(at: CGRect(x: 10, y: 20, width: 100, height: 100), holding: tap)
        view.addGestureRecognizer(press)

        tap.gestureLocation = CGPoint(x: 5, y: 5)
        press.gestureLocation = CGPoint(x: 7, y: 7)

        #expect(tap.location(in: view) == CGPoint(x: 5, y: 5))
        #expect(tap.location(in: window) == CGPoint(x: 15, y: 25))
        #expect(press.location(in: nil) == CGPoint(x: 17, y: 27))
    }

    @Test func strictModeIsPerMock() {
        let tap = TapGestureRecognizerMock(target: nil, action: nil)
        let press = LongPressGestureRecognizerMock(target: nil, action: nil)
        press.strictTransitions = true

        let (_, failures) = FailureReporter.capturing {
            tap.tap()
            press.longPress(state: .changed)
        }

        #expect(!tap.strictTransitions)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("LongPressGestureRecognizer") == true)
    }
}
