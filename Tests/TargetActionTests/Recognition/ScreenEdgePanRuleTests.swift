import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R39: the screen-edge pan, in the scene's 400 × 800 window.
@Suite struct ScreenEdgePanRuleTests {
    /// A touch-down 5 points in from `edge`, halfway along it, and the point `across` in from
    /// there (away from the edge) and `along` it.
    static func start(_ edge: RectEdge) -> CGPoint {
        switch edge {
        case .top: CGPoint(200, 5)
        case .left: CGPoint(5, 400)
        case .bottom: CGPoint(200, 795)
        default: CGPoint(395, 400)
        }
    }

    static func point(_ edge: RectEdge, across: CGFloat, along: CGFloat = 0) -> CGPoint {
        let start = start(edge)
        switch edge {
        case .top: return CGPoint(start.x + along, start.y + across)
        case .left: return CGPoint(start.x + across, start.y + along)
        case .bottom: return CGPoint(start.x + along, start.y - across)
        default: return CGPoint(start.x - across, start.y + along)
        }
    }

    @Test("R39: edges default to [] and the margin to 20 points; RectEdge's raw values are UIKit's")
    func r39_defaults() {
        let pan = ScreenEdgePanGestureRecognizer()

        #expect(pan.edges == [])
        #expect(pan.edgeMargin == 20)
        #expect(ScreenEdgePanGestureRecognizer.defaultEdgeMargin == 20)
        #expect([RectEdge.top, .left, .bottom, .right, .all].map(\.rawValue) == [1, 2, 4, 8, 15])
        #expect(pan.hysteresis == PanGestureRecognizer.defaultHysteresis)
    }

    @Test("R39: a touch near each edge that moves away from it begins the pan; the hysteresis comes off",
          arguments: [RectEdge.top, .left, .bottom, .right])
    func r39_eachEdge(edge: RectEdge) {
        let scene = RuleScene()
        let pan = scene.addEdgePan("edge", edge)
        var translationAtBegan: CGPoint?
        scene.log.onAction = { _ in if pan.state == .began { translationAtBegan = pan.translation(in: nil) } }
        let sim = scene.simulator

        sim.down(at: Self.start(edge))
        sim.move(to: Self.point(edge, across: 25, along: 4))
        sim.move(to: Self.point(edge, across: 60, along: 4))
        sim.up()

        #expect(scene.log.states(of: "edge") == [.began, .changed, .ended])
        let expected = Self.point(edge, across: 15, along: 4)   // 25 across less the 10 of hysteresis
        let start = Self.start(edge)
        #expect(translationAtBegan == CGPoint(expected.x - start.x, expected.y - start.y))
    }

    @Test("R39: with several edges, a touch near any of them begins it; a corner counts for both",
          arguments: [(CGPoint(5, 400), CGPoint(30, 400)), (CGPoint(200, 795), CGPoint(200, 770)),
                      (CGPoint(5, 795), CGPoint(30, 795)), (CGPoint(5, 795), CGPoint(5, 770))])
    func r39_severalEdges(down: CGPoint, moveTo: CGPoint) {
        let scene = RuleScene()
        _ = scene.addEdgePan("edge", [.left, .bottom])

        scene.simulator.down(at: down)
        scene.simulator.move(to: moveTo)

        #expect(scene.log.states(of: "edge") == [.began])
    }

    @Test("R39: edges = [] (the default) never recognizes", arguments: [RectEdge.top, .left, .bottom, .right])
    func r39_noEdges(edge: RectEdge) {
        let scene = RuleScene()
        let pan = scene.add(ScreenEdgePanGestureRecognizer(), "edge")

        scene.simulator.down(at: Self.start(edge))
        #expect(pan.state == .failed)
        scene.simulator.move(to: Self.point(edge, across: 100))
        scene.simulator.up()

        #expect(scene.log.entries.isEmpty)
    }

    @Test("R39: a touch down farther than edgeMargin from the edge fails it", arguments: [20.0, 21.0])
    func r39_margin(inset: CGFloat) {
        let scene = RuleScene()
        let pan = scene.addEdgePan("edge", .left)

        scene.simulator.down(at: CGPoint(inset, 400))
        #expect(pan.state == (inset <= 20 ? .possible : .failed))
        scene.simulator.move(to: CGPoint(inset + 50, 400))

        #expect(scene.log.states(of: "edge") == (inset <= 20 ? [.began] : []))
    }

    @Test("R39: a wider edgeMargin is honoured")
    func r39_marginSettable() {
        let scene = RuleScene()
        let pan = scene.addEdgePan("edge", .left)
        pan.edgeMargin = 50

        scene.simulator.down(at: CGPoint(45, 400))
        scene.simulator.move(to: CGPoint(100, 400))

        #expect(scene.log.states(of: "edge") == [.began])
    }

    @Test("R39: the margin is measured from the window's edges, not the recognizer's view")
    func r39_windowCoordinates() {
        let scene = RuleScene()
        let child = View(frame: CGRect(x: 100, y: 100, width: 200, height: 600))
        scene.content.addSubview(child)
        let pan = scene.addEdgePan("edge", .left, to: child)

        scene.simulator.down(at: CGPoint(105, 400))   // 5 points into the view, 105 into the window

        #expect(pan.state == .failed)
    }

    @Test("R39: moving along the edge (or towards it) first fails it",
          arguments: [(CGPoint(8, 412), true), (CGPoint(17, 412), true), (CGPoint(-5, 400), true),
                      (CGPoint(16, 405), false)])
    func r39_alongEdgeFirst(moveTo: CGPoint, fails: Bool) {
        let scene = RuleScene()
        let pan = scene.addEdgePan("edge", .left)

        scene.simulator.down(at: CGPoint(5, 400))
        scene.simulator.move(to: moveTo)   // 12 along; 12 each way; 10 towards; 11 across and 5 along

        #expect(pan.state == (fails ? .failed : .began))
        scene.simulator.move(to: CGPoint(200, 412))
        #expect(scene.log.states(of: "edge") == (fails ? [] : [.began, .changed]))
    }

    @Test("R39: it begins only once the touch has moved 10 points across the edge")
    func r39_beginsAfterHysteresis() {
        let scene = RuleScene()
        let pan = scene.addEdgePan("edge", .left)
        let sim = scene.simulator

        sim.down(at: CGPoint(5, 400))
        sim.move(to: CGPoint(14, 406))   // 9 across, 6 along: nothing decided yet
        #expect(pan.state == .possible)
        sim.move(to: CGPoint(15, 406))

        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == CGPoint(0, 6))
        sim.move(to: CGPoint(40, 420))
        #expect(pan.translation(in: nil) == CGPoint(25, 20))
    }

    @Test("R39: a second touch is ignored, before and after it began")
    func r39_secondTouchIgnored() {
        let scene = RuleScene()
        let pan = scene.addEdgePan("edge", .left)
        let sim = scene.simulator

        sim.down(at: CGPoint(5, 400), finger: 0)
        sim.down(at: CGPoint(200, 400), finger: 1)
        #expect(pan.numberOfTouches == 1)
        sim.move(to: CGPoint(300, 300), finger: 1)
        #expect(pan.state == .possible)
        sim.move(to: CGPoint(35, 400), finger: 0)
        sim.down(at: CGPoint(250, 600), finger: 2)
        sim.move(to: CGPoint(350, 700), finger: 2)

        #expect(pan.numberOfTouches == 1)
        #expect(pan.translation(in: nil) == CGPoint(20, 0))
        #expect(pan.location(in: nil) == CGPoint(35, 400))
        sim.up(finger: 0)   // the edge touch lifting ends it, other fingers down or not
        #expect(scene.log.states(of: "edge") == [.began, .changed, .ended])   // R6 at the third touch-down
        sim.up(finger: 1)
        sim.up(finger: 2)
        #expect(pan.state == .possible)
    }

    @Test("R39: translation, velocity and ending are the pan's (R23-R25)")
    func r39_panBehaviour() {
        let scene = RuleScene()
        let pan = scene.addEdgePan("edge", .left)
        var velocities: [CGPoint] = []
        var translations: [CGPoint] = []
        scene.log.onAction = { _ in
            velocities.append(pan.velocity(in: nil))
            translations.append(pan.translation(in: nil))
        }

        scene.simulator.drag(from: CGPoint(2, 400), to: CGPoint(202, 400), duration: 0.1, steps: 10)

        #expect(scene.log.states(of: "edge") == [.began] + Array(repeating: .changed, count: 9) + [.ended])
        for velocity in velocities {
            #expect(abs(velocity.x - 2000) < 0.001)
            #expect(velocity.y == 0)
        }
        #expect(translations.first == CGPoint(10, 0))
        #expect(translations.last == CGPoint(190, 0))
        #expect(pan.translation(in: nil) == .zero)   // reset
    }

    @Test("R39: setTranslation works as the pan's (R24)")
    func r39_setTranslation() {
        let scene = RuleScene()
        let pan = scene.addEdgePan("edge", .right)
        let sim = scene.simulator
        sim.down(at: CGPoint(398, 400))
        sim.move(to: CGPoint(350, 400))

        pan.setTranslation(.zero, in: scene.content)
        sim.move(to: CGPoint(340, 410))

        #expect(pan.translation(in: nil) == CGPoint(-10, 10))
    }

    @Test("R39: lifting before it began fails it; touchesCancelled after it began cancels it (R23)")
    func r39_failAndCancel() {
        let scene = RuleScene()
        let trail = StateTrail()
        scene.window.gestureObserver = trail
        _ = scene.addEdgePan("edge", .left)
        let sim = scene.simulator

        sim.down(at: CGPoint(5, 400))
        sim.move(to: CGPoint(9, 400))
        sim.up()
        sim.down(at: CGPoint(5, 400))
        sim.move(to: CGPoint(50, 400))
        sim.cancel()

        #expect(trail.states(of: "edge") == [.failed, .possible, .began, .changed, .cancelled, .possible])
        #expect(scene.log.states(of: "edge") == [.began, .changed, .cancelled])   // R6 on the cancel
    }

    @Test("R39: a setting that makes no sense is reported and not applied",
          arguments: ["edgeMargin = -1", "edgeMargin = nan", "edges = rawValue 16", "hysteresis = -1"])
    func r39_badSettings(setting: String) {
        let pan = ScreenEdgePanGestureRecognizer()
        pan.edges = .left
        let apply: (ScreenEdgePanGestureRecognizer) -> Void = switch setting {
        case "edgeMargin = -1": { $0.edgeMargin = -1 }
        case "edgeMargin = nan": { $0.edgeMargin = .nan }
        case "edges = rawValue 16": { $0.edges = RectEdge(rawValue: 16) }
        default: { $0.hysteresis = -1 }
        }
        let settings = { (pan: ScreenEdgePanGestureRecognizer) in "\(pan.edges) \(pan.edgeMargin) \(pan.hysteresis)" }
        let before = settings(pan)

        let (_, failures) = FailureReporter.capturing { apply(pan) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("must be") == true)
        #expect(failures.first?.message.contains("It stays") == true)
        #expect(settings(pan) == before)
    }

    @Test("R39: a replacement takes over the edge pan's settings, the pan's included")
    func r39_settingsCopied() {
        let scene = RuleScene()
        let pan = scene.addEdgePan("edge", [.left, .right])
        pan.edgeMargin = 30
        pan.hysteresis = 15

        let replacement = scene.content.replaceGestureRecognizer(
            ofType: ScreenEdgePanGestureRecognizer.self, with: ScreenEdgePanGestureRecognizer())

        #expect(replacement?.edges == [.left, .right])
        #expect(replacement?.edgeMargin == 30)
        #expect(replacement?.hysteresis == 15)
    }

    @Test("R16: an edge pan competes as a pan: with no delegate, of two that begin on one move the first to ask wins")
    func r16_edgePanAndPan() {
        let scene = RuleScene()
        _ = scene.addEdgePan("edge", .left)
        _ = scene.pan()

        scene.simulator.down(at: CGPoint(5, 400))
        scene.simulator.move(to: CGPoint(40, 400))
        scene.simulator.up()

        #expect(scene.log.lines == ["edge .began", "edge .changed", "edge .ended"])   // R6 on the lift
    }

    @Test("R15: a pan that requires the edge pan to fail goes ahead when the touch starts away from the edge")
    func r15_panWaitsForEdgePan() {
        let scene = RuleScene()
        let edge = scene.addEdgePan("edge", .left)
        let pan = scene.pan()
        pan.require(toFail: edge)

        scene.simulator.down(at: CGPoint(200, 400))
        scene.simulator.move(to: CGPoint(240, 400))
        scene.simulator.up()

        #expect(scene.log.lines == ["pan .began", "pan .changed", "pan .ended"])
    }

    @Test("R15, R39: once the touch has moved across the edge, moving along it while the pan waits does not fail it")
    func r15_crossedWhileWaiting() {
        let scene = RuleScene()
        let edge = scene.addEdgePan("edge", .left)
        let tap = scene.tap()
        edge.require(toFail: tap)
        let sim = scene.simulator

        sim.down(at: CGPoint(5, 400))
        sim.move(to: CGPoint(20, 400))   // across: it asks to begin, and waits on the tap
        sim.move(to: CGPoint(22, 430))   // now more along than across: decided already
        #expect(edge.state == .possible)
        sim.move(to: CGPoint(60, 430))   // 45 points out: the tap fails, the edge pan goes ahead

        #expect(scene.log.lines == ["edge .began"])
        #expect(edge.translation(in: nil) == CGPoint(45, 20))   // R22: 10 off each axis that passed it
    }

    @Test("R12: disabling an active edge pan cancels it")
    func r12_disableWhileActive() {
        let scene = RuleScene()
        let pan = scene.addEdgePan("edge", .left)
        scene.simulator.down(at: CGPoint(5, 400))
        scene.simulator.move(to: CGPoint(40, 400))

        pan.isEnabled = false
        scene.simulator.up()

        #expect(scene.log.states(of: "edge") == [.began, .cancelled])
    }
}
