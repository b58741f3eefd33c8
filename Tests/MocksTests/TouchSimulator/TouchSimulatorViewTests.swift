import Foundation
import Mocks
import Testing
import TargetAction
import TestSupport

/// Gestures aimed at views: they touch the view's visible centre, or nothing, reporting why.
@Suite struct TouchSimulatorViewTests {
    /// A rule scene with a panel at (50, 50, 300, 300) in the content and a target at
    /// (100, 100, 50, 50) in the panel: the target's centre is (175, 175) in the window. A recorder
    /// on the target sees every touch it gets; off, it lets the target's other recognizers win.
    struct Stage {
        let scene = RuleScene()
        let panel = View(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        let target = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let recorder = BeginOnTouchRecognizer()
        let otherWindow = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

        init(recording: Bool = true) {
            recorder.isEnabled = recording
            otherWindow.accessibilityIdentifier = "other"
            panel.accessibilityIdentifier = "panel"
            target.accessibilityIdentifier = "target"
            scene.content.addSubview(panel)
            panel.addSubview(target)
            target.addGestureRecognizer(recorder)
        }

        /// Whether nothing at all reached the window: no event, no time, no touches.
        var nothingHappened: Bool {
            scene.window.lastEventTimestamp == nil && scene.window.clock.now == 0
                && target.phases.isEmpty && scene.content.phases.isEmpty && recorder.received.isEmpty
        }
    }

    /// What keeps the target from touches, and what its reason says.
    enum Obstacle: String, CaseIterable, Sendable {
        case hidden, ancestorHidden, alpha, ancestorAlpha, interactionOff, ancestorInteractionOff
        case noArea, outsideWindow, clippedByAncestor, covered, anotherWindow, noWindow, ancestorInNoWindow

        func arrange(_ stage: Stage) {
            switch self {
            case .hidden: stage.target.isHidden = true
            case .ancestorHidden: stage.panel.isHidden = true
            case .alpha: stage.target.alpha = 0.005
            case .ancestorAlpha: stage.panel.alpha = 0
            case .interactionOff: stage.target.isUserInteractionEnabled = false
            case .ancestorInteractionOff: stage.panel.isUserInteractionEnabled = false
            case .noArea: stage.target.frame = CGRect(x: 100, y: 100, width: 0, height: 0)
            case .outsideWindow: stage.target.frame.origin = CGPoint(400, 100)   // centre (475, 175)
            case .clippedByAncestor: stage.target.frame.origin = CGPoint(300, 100)   // centre (375, 175)
            case .covered:
                let cover = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
                cover.accessibilityIdentifier = "cover"
                stage.scene.content.addSubview(cover)
            case .anotherWindow: stage.otherWindow.addSubview(stage.target)
            case .noWindow: stage.target.removeFromSuperview()
            case .ancestorInNoWindow: stage.panel.removeFromSuperview()
            }
        }

        /// What the reason says about the target.
        var expectedReason: String {
            let target = "TouchRecordingView(\"target\")"
            return switch self {
            case .hidden: "\(target) is hidden"
            case .ancestorHidden: "\(target) is inside View(\"panel\"), which is hidden"
            case .alpha: "\(target) has alpha 0.005, below 0.01"
            case .ancestorAlpha: "\(target) is inside View(\"panel\"), which has alpha 0.0, below 0.01"
            case .interactionOff: "\(target) has isUserInteractionEnabled = false"
            case .ancestorInteractionOff: "\(target) is inside View(\"panel\"), which has isUserInteractionEnabled = false"
            case .noArea: "\(target) has no area: its bounds are (0.0, 0.0, 0.0, 0.0)"
            case .outsideWindow: "\(target)'s centre (475.0, 175.0) is outside the window's bounds (0.0, 0.0, 400.0, 800.0)"
            case .clippedByAncestor: "\(target)'s centre (375.0, 175.0) is outside its superview View(\"panel\")"
            case .covered: "\(target) is covered at its centre (175.0, 175.0) by View(\"cover\")"
            case .anotherWindow: "\(target) is in another window, Window(\"other\")"
            case .noWindow: "\(target) is in no window: it has no superview"
            case .ancestorInNoWindow: "\(target) is in no window: its topmost ancestor, View(\"panel\"), has no superview"
            }
        }
    }

    enum Call: String, CaseIterable, Sendable {
        case tap = "tap(on:)", longPress = "longPress(on:duration:)", drag = "drag(on:by:duration:)"
    }

    @Test("reachablePoint returns why no touch reaches the view, and reports nothing", arguments: Obstacle.allCases)
    func reachablePointGivesTheReason(obstacle: Obstacle) {
        let stage = Stage()
        obstacle.arrange(stage)

        let (answer, failures) = FailureReporter.capturing { stage.scene.simulator.reachablePoint(of: stage.target) }

        #expect(failures.isEmpty)
        #expect(answer.point == nil)
        #expect(answer.reason?.hasPrefix(obstacle.expectedReason) == true, "\(answer.reason ?? "nil")")
        #expect(stage.nothingHappened)
    }

    @Test("A gesture aimed at a view no touch reaches touches nothing and reports why at the caller's line",
          arguments: Obstacle.allCases, Call.allCases)
    func unreachableViewIsReported(obstacle: Obstacle, call: Call) {
        let stage = Stage()
        obstacle.arrange(stage)
        let sim = stage.scene.simulator

        let (line, failures) = FailureReporter.capturing { () -> UInt in
            switch call {
            case .tap: sim.tap(on: stage.target); return #line
            case .longPress: sim.longPress(on: stage.target, duration: 1); return #line
            case .drag: sim.drag(on: stage.target, by: CGPoint(0, 100), duration: 0.5); return #line
            }
        }

        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.fileID.hasSuffix("TouchSimulatorViewTests.swift") == true)
        let message = failures.first?.message ?? ""
        #expect(message.hasPrefix("TouchSimulator.\(call.rawValue) touched nothing, because \(obstacle.expectedReason)"), "\(message)")
        #expect(stage.nothingHappened)
        #expect(sim.fingersDown.isEmpty)
    }

    @Test func theMessageSaysWhatToDo() {
        let stage = Stage()
        stage.target.isHidden = true

        let (_, failures) = FailureReporter.capturing { stage.scene.simulator.tap(on: stage.target) }

        #expect(failures.map(\.message) == [
            "TouchSimulator.tap(on:) touched nothing, because TouchRecordingView(\"target\") is hidden. Set isHidden = false on TouchRecordingView(\"target\").",
        ])
    }

    @Test func aCoveredViewsMessageOffersAPointOfTheCallersChoice() {
        let stage = Stage()
        Obstacle.covered.arrange(stage)

        let (_, failures) = FailureReporter.capturing { stage.scene.simulator.longPress(on: stage.target, duration: 1) }

        #expect(failures.first?.message.hasSuffix(
            "Move View(\"cover\") away, hide it or turn off its user interaction. Or aim at a point of your choice with longPress(at:duration:).") == true)
    }

    @Test func dragOnAViewByANonFiniteTranslationIsReportedAndSendsNothing() {
        let stage = Stage()

        let (line, failures) = FailureReporter.capturing { () -> UInt in
            stage.scene.simulator.drag(on: stage.target, by: CGPoint(.nan, 0), duration: 1); return #line
        }

        #expect(failures.map(\.line) == [line])
        #expect(failures.first?.message.hasPrefix("TouchSimulator.drag(on:by:): the translation (nan, 0.0) is not finite.") == true)
        #expect(stage.nothingHappened)
    }

    /// A view that keeps every touch on it for itself.
    final class GreedyView: View {
        override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
            super.hitTest(point, with: event) == nil ? nil : self
        }
    }

    @Test func anAncestorWhoseHitTestKeepsTheTouchIsNamed() {
        let scene = RuleScene()
        let greedy = GreedyView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        greedy.accessibilityIdentifier = "greedy"
        let target = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        target.accessibilityIdentifier = "target"
        scene.content.addSubview(greedy)
        greedy.addSubview(target)

        let answer = scene.simulator.reachablePoint(of: target)

        #expect(answer.point == nil)
        #expect(answer.reason == "View(\"target\")'s ancestor GreedyView(\"greedy\") keeps a touch at its centre (50.0, 50.0) for itself: its hitTest(_:with:) does not pass it down")
    }

    @Test func reachablePointIsTheNestedViewsCentreInWindowCoordinates() {
        let stage = Stage()
        stage.panel.bounds.origin = CGPoint(10, 20)   // the panel's content scrolled by (10, 20)
        let label = View(frame: stage.target.bounds)  // a subview covering the target counts as the target
        stage.target.addSubview(label)

        let answer = stage.scene.simulator.reachablePoint(of: stage.target)

        #expect(answer.point == CGPoint(165, 155))
        #expect(answer.point == stage.target.convert(CGPoint(25, 25), to: nil))
        #expect(answer.reason == nil)
        #expect(stage.nothingHappened)
    }

    @Test func tapOnAViewTapsItsCentre() {
        let stage = Stage(recording: false)
        _ = stage.scene.tap(to: stage.target)

        stage.scene.simulator.tap(on: stage.target, count: 1)

        #expect(stage.scene.log.states(of: "tap") == [.ended])
        #expect(stage.target.phases == ["began", "cancelled"])   // the tap recognized: the view's touch is cancelled
        #expect(abs(stage.scene.window.clock.now - 0.05) < 1e-9)
    }

    @Test func longPressOnAViewHoldsItsCentre() {
        let stage = Stage(recording: false)
        _ = stage.scene.longPress(to: stage.target)

        stage.scene.simulator.longPress(on: stage.target, duration: 1)

        #expect(stage.scene.log.states(of: "press").first == .began)
        #expect(stage.scene.log.states(of: "press").last == .ended)
        #expect(stage.target.phases == ["began", "cancelled"])
        #expect(stage.scene.window.clock.now == 1)
    }

    @Test func dragOnAViewStartsAtItsCentreAndMovesByTheTranslation() {
        let stage = Stage(recording: false)
        let pan = stage.scene.pan(to: stage.target)
        var locations: [CGPoint] = []
        stage.scene.log.onAction = { _ in locations.append(pan.location(in: nil)) }

        stage.scene.simulator.drag(on: stage.target, by: CGPoint(0, 100), duration: 0.5, steps: 5)

        #expect(stage.scene.log.states(of: "pan").first == .began)
        #expect(stage.scene.log.states(of: "pan").last == .ended)
        #expect(locations.first == CGPoint(175, 195))   // the first step: 20 points down from the centre
        #expect(locations.last == CGPoint(175, 275))
        #expect(stage.target.phases == ["began", "cancelled"])
        #expect(stage.scene.simulator.touch(finger: 0) == nil)
        #expect(abs(stage.scene.window.clock.now - 0.5) < 1e-9)
    }
}
