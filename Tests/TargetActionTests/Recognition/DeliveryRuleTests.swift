import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R18-R20: hit testing, who gets a touch, and locations.
@Suite struct DeliveryRuleTests {
    /// A scene with one 100x100 subview at (100, 100) over the content view.
    struct Layered {
        let scene = RuleScene()
        let child = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        init() { scene.content.addSubview(child) }

        func viewHit(at point: CGPoint) -> View? {
            scene.simulator.down(at: point)
            defer { scene.simulator.up() }
            return scene.simulator.touch(finger: 0)?.view
        }
    }

    @Test("R18: hit testing skips hidden, non-interactive and transparent views", arguments: ["hidden", "interaction", "alpha"])
    func r18_skipsUnavailableViews(flag: String) {
        let layered = Layered()
        #expect(layered.viewHit(at: CGPoint(150, 150)) === layered.child)

        switch flag {
        case "hidden": layered.child.isHidden = true
        case "interaction": layered.child.isUserInteractionEnabled = false
        default: layered.child.alpha = 0.009
        }

        #expect(layered.viewHit(at: CGPoint(150, 150)) === layered.scene.content)
    }

    @Test("R18: an alpha of exactly 0.01 still takes touches")
    func r18_alphaThreshold() {
        let layered = Layered()
        layered.child.alpha = 0.01

        #expect(layered.viewHit(at: CGPoint(150, 150)) === layered.child)
    }

    @Test("R18: subviews are searched front to back, last added first")
    func r18_frontToBack() {
        let layered = Layered()
        let front = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        layered.scene.content.addSubview(front)

        #expect(layered.viewHit(at: CGPoint(175, 175)) === front)
        #expect(layered.viewHit(at: CGPoint(120, 120)) === layered.child)
        layered.scene.content.bringSubviewToFront(layered.child)
        #expect(layered.viewHit(at: CGPoint(175, 175)) === layered.child)
    }

    @Test("R18: point(inside:) decides; overriding it enlarges the hit area")
    func r18_pointInsideOverride() {
        final class Generous: View {
            override func point(inside point: CGPoint, with event: Event?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let scene = RuleScene()
        let button = Generous(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        scene.content.addSubview(button)

        scene.simulator.down(at: CGPoint(90, 90))

        #expect(scene.simulator.touch(finger: 0)?.view === button)
    }

    /// Notes when its touchesBegan runs.
    final class JournalingTap: TapGestureRecognizer {
        var journal: ((String) -> Void)?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
            journal?(name ?? "?")
            super.touchesBegan(touches, with: event)
        }
    }

    final class JournalingView: View {
        var journal: ((String) -> Void)?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { journal?("view") }
    }

    @Test("R18: the touch reaches the recognizers of the hit view and every ancestor, the window's included, before the view")
    func r18_recognizersOfAncestorsFirst() {
        let scene = RuleScene()
        let leaf = JournalingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scene.content.addSubview(leaf)
        var journal: [String] = []
        for (name, view) in [("leaf", leaf as View), ("content", scene.content), ("window", scene.window)] {
            let tap = scene.add(JournalingTap(target: nil, action: nil), name, to: view)
            tap.numberOfTapsRequired = 2
            tap.delaysTouchesBegan = false
            tap.journal = { journal.append($0) }
        }
        leaf.journal = { journal.append($0) }

        scene.simulator.down(at: CGPoint(150, 150))

        #expect(journal == ["leaf", "content", "window", "view"])
        #expect(scene.simulator.touch(finger: 0)?.gestureRecognizers.count == 3)
    }

    @Test("R19: location(in: nil) is in window coordinates; location(in: view) is converted")
    func r19_locationInViews() {
        let layered = Layered()
        defer { layered.scene.log.onAction = nil }   // the handler holds the scene
        let tap = layered.scene.tap(to: layered.child)
        var windowPoint: CGPoint?
        var childPoint: CGPoint?
        layered.scene.log.onAction = { _ in
            windowPoint = tap.location(in: nil)
            childPoint = tap.location(in: layered.child)
        }

        layered.scene.simulator.tap(at: CGPoint(130, 160))

        #expect(windowPoint == CGPoint(130, 160))
        #expect(childPoint == CGPoint(30, 60))
    }

    @Test("R19: location is the centroid of the recognizer's touches; a bad touch index is reported")
    func r19_centroidAndBadIndex() {
        let scene = RuleScene()
        let pan = scene.pan()
        scene.simulator.down(at: CGPoint(100, 100), finger: 0)
        scene.simulator.down(at: CGPoint(200, 300), finger: 1)

        #expect(pan.numberOfTouches == 2)
        #expect(pan.location(in: nil) == CGPoint(150, 200))
        #expect(pan.location(ofTouch: 1, in: nil) == CGPoint(200, 300))
        let (point, failures) = FailureReporter.capturing { pan.location(ofTouch: 2, in: nil) }
        #expect(point == .zero)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("location(ofTouch: 2") == true)
        #expect(failures.first?.message.contains("R19") == true)
    }

    @Test("R20: a touch keeps its hit-tested view for life, even outside it")
    func r20_touchKeepsItsView() {
        let layered = Layered()
        let sim = layered.scene.simulator

        sim.down(at: CGPoint(150, 150))
        sim.move(to: CGPoint(350, 700))
        sim.move(to: CGPoint(5, 5))
        sim.up()

        #expect(layered.child.phases == ["began", "moved", "moved", "ended"])
        #expect(layered.scene.content.phases.isEmpty)
    }
}
