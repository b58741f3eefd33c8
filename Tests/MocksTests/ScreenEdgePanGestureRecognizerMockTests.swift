import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

@Suite struct ScreenEdgePanGestureRecognizerMockTests {
    let probe = HandlerProbe()
    let mock: ScreenEdgePanGestureRecognizerMock

    init() {
        mock = ScreenEdgePanGestureRecognizerMock(target: probe, action: "handle:")
    }

    // MARK: Driving

    @Test func panSetsTheValuesTheHandlerReads() {
        mock.pan(location: CGPoint(x: 0, y: 400), translation: CGPoint(x: 30, y: 2), velocity: CGPoint(x: 800, y: 5), state: .began)

        #expect(probe.readings == [HandlerProbe.Reading(
            state: .began, location: CGPoint(x: 0, y: 400), translation: CGPoint(x: 30, y: 2), velocity: CGPoint(x: 800, y: 5))])
        #expect(mock.gestureLocation == CGPoint(x: 0, y: 400))
        #expect(mock.gestureTranslation == CGPoint(x: 30, y: 2))
        #expect(mock.gestureVelocity == CGPoint(x: 800, y: 5))
    }

    @Test func nilLeavesEachValueAsItIs() {
        mock.pan(location: CGPoint(x: 1, y: 1), translation: CGPoint(x: 50, y: 0), velocity: CGPoint(x: 9, y: 0), state: .began)

        mock.pan(location: nil, translation: nil, state: .changed)

        #expect(probe.readings.last?.location == CGPoint(x: 1, y: 1))
        #expect(probe.readings.last?.translation == CGPoint(x: 50, y: 0))
        #expect(probe.readings.last?.velocity == CGPoint(x: 9, y: 0))
    }

    @Test("R24: setTranslation in a handler resets the set translation and zeroes the set velocity")
    func setTranslationInAHandlerUpdatesTheOverrides() {
        var applied: [CGFloat] = []
        probe.onAction = { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            applied.append(pan.translation(in: nil).x)
            pan.setTranslation(.zero, in: nil)
        }
        mock.pan(translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 500, y: 0), state: .began)

        mock.pan(location: nil, translation: nil, state: .changed)

        #expect(applied == [10, 0])
        #expect(mock.gestureTranslation == .zero)
        #expect(mock.gestureVelocity == .zero)
    }

    @Test func theLogHasOneEntryPerPairWithTheTranslationAndVelocity() {
        let other = HandlerProbe()
        mock.addTarget(other, action: "handle:")

        mock.pan(location: CGPoint(x: 2, y: 3), translation: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 600, y: 0), state: .began)

        #expect(mock.sentActions.map { $0.target === other } == [false, true])
        #expect(mock.sentActions.allSatisfy {
            $0.translation == CGPoint(x: 40, y: 0) && $0.velocity == CGPoint(x: 600, y: 0) && $0.location == CGPoint(x: 2, y: 3)
        })
        #expect(mock.sentActions.allSatisfy { $0.scale == nil && $0.rotation == nil })
        mock.clearSentActions()
        #expect(mock.sentActions.isEmpty)
    }

    // MARK: A whole drag in one call

    @Test("R25: a drag from the edge at constant speed reports that speed and advances the window's clock")
    func aDragFromTheEdge() {
        let (window, _) = windowWithView(holding: mock)

        mock.drag(from: CGPoint(x: 0, y: 100), translations: [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0)], duration: 0.2)

        #expect(probe.states == [.began, .changed, .changed, .ended])
        #expect(probe.readings.map(\.location) == [
            CGPoint(x: 0, y: 100), CGPoint(x: 50, y: 100), CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100),
        ])
        #expect(probe.readings[0].velocity == .zero)
        #expect(probe.readings.dropFirst().allSatisfy { abs($0.velocity!.x - 500) < 0.001 })
        #expect(window.clock.now == 0.2)
        #expect(mock.state == .possible)
    }

    @Test func aDragWithBadArgumentsIsReportedAtTheCallerAndDrivesNothing() {
        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.drag(translations: [], duration: 0.1) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("translations is empty") == true)
        #expect(failures.first?.line == line)
        #expect(probe.readings.isEmpty)
    }

    // MARK: Strict transitions

    @Test("R2: a drag in the middle of a pan is reported once and drives nothing")
    func aDragInTheMiddleOfAPanIsReportedOnce() {
        mock.pan(state: .began)
        mock.strictTransitions = true
        mock.clearSentActions()

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.drag(translations: [CGPoint(x: 20, y: 0)], duration: 0.1) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("drag(translations:duration:ending:) from .began: a real ScreenEdgePanGestureRecognizer begins once per gesture.") == true)
        #expect(failures.first?.line == line)
        #expect(mock.sentActions.isEmpty)
        #expect(mock.state == .began)
    }

    @Test("R2: a real edge pan's path passes strict mode")
    func aRealPathPasses() {
        mock.strictTransitions = true

        let (_, failures) = FailureReporter.capturing {
            mock.pan(state: .began)
            mock.pan(translation: CGPoint(x: 10, y: 0), state: .changed)
            mock.pan(state: .cancelled)
            mock.drag(translations: [CGPoint(x: 30, y: 0)], duration: 0.1)
        }

        #expect(failures.isEmpty)
        #expect(probe.states == [.began, .changed, .cancelled, .began, .changed, .ended])
    }

    // MARK: Replacing a real screen-edge pan

    @Test("replaceGestureRecognizer: the mock takes over a real edge pan's settings")
    func replacingARealEdgePanTakesOverItsSettings() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let edgePan = ScreenEdgePanGestureRecognizer(target: probe, action: "handle:")
        edgePan.edges = [.left, .bottom]
        edgePan.edgeMargin = 30
        edgePan.hysteresis = 4
        view.addGestureRecognizer(edgePan)

        let mock = try #require(view.replaceGestureRecognizer(
            ofType: ScreenEdgePanGestureRecognizer.self, with: ScreenEdgePanGestureRecognizerMock(target: nil, action: nil)))

        #expect(mock.edges == [.left, .bottom])
        #expect(mock.edgeMargin == 30)
        #expect(mock.hysteresis == 4)
    }

    @Test("R39: with nothing set, a replaced mock still recognizes a real touch from the edges it took over")
    func aReplacedMockRecognizesARealEdgeTouch() throws {
        let edgePan = ScreenEdgePanGestureRecognizer(target: probe, action: "handle:")
        edgePan.edges = .left
        let (window, view) = windowWithView(holding: edgePan)
        let mock = try #require(view.replaceGestureRecognizer(
            ofType: ScreenEdgePanGestureRecognizer.self, with: ScreenEdgePanGestureRecognizerMock(target: nil, action: nil)))
        let simulator = TouchSimulator(window: window)

        simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.1)   // not at an edge
        simulator.drag(from: CGPoint(x: 5, y: 150), to: CGPoint(x: 105, y: 150), duration: 0.1)

        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect((probe.readings.last?.translation?.x ?? 0) > 0)
        #expect(mock.sentActions.isEmpty)   // the log is of drives only
    }
}
