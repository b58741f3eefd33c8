import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// A hover recognizer that records any touch it is handed (R102: none ever is).
final class TouchCountingHover: HoverGestureRecognizer {
    private(set) var touchesSeen = 0
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { touchesSeen += touches.count }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { touchesSeen += touches.count }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { touchesSeen += touches.count }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { touchesSeen += touches.count }
}

/// R100-R103: hover events, and hover recognizers driven by the pointer's path.
///
/// The scene: a card (100…300 × 100…300 in the window) with a badge inside it (150…250 × 150…250);
/// a hover recognizer on each.
@Suite struct HoverRuleTests {
    struct Scene {
        let rule = RuleScene()
        let card = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let badge = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let cardHover = TouchCountingHover(target: nil, action: nil)
        let badgeHover = HoverGestureRecognizer(target: nil, action: nil)
        var simulator: TouchSimulator { rule.simulator }
        var log: ActionLog { rule.log }

        init() {
            rule.content.addSubview(card)
            card.addSubview(badge)
            rule.add(cardHover, "card", to: card)
            rule.add(badgeHover, "badge", to: badge)
        }
    }

    // MARK: R100: hover events

    @Test("R100: a hover event has type .hover and carries a region phase; a touch event has type .touches")
    func r100_eventType() {
        let pointer = Touch(type: .indirectPointer)

        let entered = Event(timestamp: 0, changes: [.hoverEntered(pointer, at: CGPoint(1, 2))])
        let moved = Event(timestamp: 0, changes: [.hoverMoved(pointer, to: CGPoint(3, 4), zOffset: 0.5)])
        let exited = Event(timestamp: 0, changes: [.hoverExited(pointer)])
        let touches = Event(timestamp: 0, changes: [.began(Touch(), at: .zero)])

        #expect([entered, moved, exited].map(\.type) == [.hover, .hover, .hover])
        #expect(touches.type == .touches)
        #expect([entered, moved, exited].map { $0.changes[0].phase } == [.regionEntered, .regionMoved, .regionExited])
        #expect(moved.changes[0].zOffset == 0.5 && exited.changes[0].location == nil)
        #expect(Event(timestamp: 0, changes: []).type == .touches)
    }

    // MARK: R101: began, changed, ended by the pointer's path

    @Test("R101: it begins at the first sample over its view, changes at each later one over it, moved or not, and ends at the first one off it, then is possible again")
    func r101_beganChangedEnded() {
        let scene = Scene()

        scene.simulator.hover(to: CGPoint(50, 50))
        #expect(scene.log.entries.isEmpty)
        scene.simulator.hover(to: CGPoint(120, 120))
        scene.simulator.hover(to: CGPoint(130, 120))
        scene.simulator.hover(to: CGPoint(130, 120))
        scene.simulator.hover(to: CGPoint(350, 120))

        #expect(scene.log.lines == ["card .began", "card .changed", "card .changed", "card .ended"])
        #expect(scene.cardHover.state == .possible)
        scene.simulator.hover(to: CGPoint(120, 120))
        #expect(scene.log.states(of: "card").last == .began)
    }

    @Test("R101: hover recognizers on nested views are active together; leaving the inner view ends only its own")
    func r101_nestedViews() {
        let scene = Scene()

        scene.simulator.hover(to: CGPoint(200, 200))
        scene.simulator.hover(to: CGPoint(120, 200))
        scene.simulator.hover(to: CGPoint(200, 200))

        #expect(scene.log.lines == ["badge .began", "card .began", "badge .ended", "card .changed", "badge .began", "card .changed"])
    }

    @Test("R101: the pointer leaving the window ends every active hover recognizer")
    func r101_exitEndsThem() {
        let scene = Scene()
        scene.simulator.hover(to: CGPoint(200, 200))

        scene.simulator.hoverExit()

        #expect(scene.log.lines.suffix(2) == ["badge .ended", "card .ended"])
        #expect(scene.cardHover.state == .possible && scene.badgeHover.state == .possible)
    }

    @Test("R101: location(in:) is the pointer's location, through the view's coordinates")
    func r101_location() {
        let scene = Scene()
        var locations: [CGPoint] = []
        scene.log.onAction = { recognizer in
            if recognizer === scene.cardHover { locations.append(recognizer.location(in: scene.card)) }
        }

        scene.simulator.hover(to: CGPoint(120, 130))
        scene.simulator.hover(to: CGPoint(140, 160))
        scene.simulator.hover(to: CGPoint(500, 500))

        #expect(locations == [CGPoint(20, 30), CGPoint(40, 60), CGPoint(400, 400)])
    }

    @Test("R101: hover takes no part in arbitration: a pan and a tap go on as if it were not there, and it goes on beside them")
    func r101_noArbitration() {
        let scene = Scene()
        let pan = scene.rule.pan()
        pan.require(toFail: scene.cardHover)
        _ = scene.rule.tap()

        scene.simulator.hover(to: CGPoint(200, 200))
        scene.simulator.drag(from: CGPoint(50, 600), to: CGPoint(50, 700), duration: 0.2)
        scene.simulator.tap(at: CGPoint(50, 600))
        scene.simulator.hover(to: CGPoint(210, 200))

        #expect(scene.log.states(of: "pan").first == .began)
        #expect(scene.log.states(of: "tap") == [.ended])
        #expect(scene.log.states(of: "card") == [.began, .changed])
    }

    @Test("R101, R12: disabling an active hover recognizer cancels it; a disabled one never begins")
    func r101_disabling() {
        let scene = Scene()
        scene.simulator.hover(to: CGPoint(120, 120))

        scene.cardHover.isEnabled = false
        scene.simulator.hover(to: CGPoint(130, 120))

        #expect(scene.log.lines == ["card .began", "card .cancelled"])
    }

    @Test("R101, R13: removing an active hover recognizer, or its view, cancels it")
    func r101_removing() {
        let scene = Scene()
        scene.simulator.hover(to: CGPoint(200, 200))

        scene.badge.removeGestureRecognizer(scene.badgeHover)
        scene.card.removeFromSuperview()
        scene.simulator.hover(to: CGPoint(210, 200))

        #expect(scene.log.lines == ["badge .began", "card .began", "badge .cancelled", "card .cancelled"])
    }

    @Test("R101, R18: a view hidden under the pointer ends its hover at the next sample")
    func r101_hiddenView() {
        let scene = Scene()
        scene.simulator.hover(to: CGPoint(200, 200))

        scene.badge.isHidden = true
        scene.simulator.hover(to: CGPoint(200, 200))

        #expect(scene.log.lines.suffix(2) == ["badge .ended", "card .changed"])
    }

    @Test("R101, R7: a delegate or a view that says no to beginning fails it, with no action; it can begin at a later sample")
    func r101_shouldBegin() {
        let scene = Scene()
        let delegate = RuleDelegate()
        delegate.shouldBegin = false
        scene.cardHover.delegate = delegate
        let observer = TransitionLog()
        scene.rule.window.gestureObserver = observer

        scene.simulator.hover(to: CGPoint(120, 120))
        #expect(scene.log.entries.isEmpty)
        #expect(observer.transitions.contains("card .possible → .failed"))
        #expect(scene.cardHover.state == .possible)
        delegate.shouldBegin = true
        scene.simulator.hover(to: CGPoint(121, 120))

        #expect(scene.log.lines == ["card .began"])
    }

    @Test("R101, R14, R32: a sample the delegate does not let it receive, or of a type it does not allow, is as if the pointer were off its view")
    func r101_shouldReceiveAndTypes() {
        let scene = Scene()
        let delegate = RuleDelegate()
        scene.cardHover.delegate = delegate
        scene.badgeHover.allowedTouchTypes = [.pencil]

        scene.simulator.hover(to: CGPoint(200, 200))
        delegate.receives = { _ in false }
        scene.simulator.hover(to: CGPoint(200, 210))

        #expect(scene.log.lines == ["card .began", "card .ended"])
    }

    // MARK: R102: no touches

    @Test("R102: a hover recognizer receives no touches, and a finger's touches leave its state as it is")
    func r102_noTouches() {
        let scene = Scene()
        scene.simulator.hover(to: CGPoint(120, 120))

        scene.simulator.tap(at: CGPoint(130, 130))
        scene.simulator.drag(from: CGPoint(130, 130), to: CGPoint(200, 200), duration: 0.2)

        #expect(scene.cardHover.touchesSeen == 0)
        #expect(scene.log.lines == ["card .began"])
        #expect(scene.cardHover.state == .began)
    }

    @Test("R102: while a touch of the pointer's type is down, hover samples are dropped silently; the first one after the lift applies R101")
    func r102_pencilDownDropsSamples() {
        let scene = Scene()
        scene.simulator.hover(to: CGPoint(120, 120), type: .pencil, zOffset: 0.4)
        scene.simulator.touchType = .pencil

        scene.simulator.down(at: CGPoint(120, 120))
        let (_, reports) = FailureReporter.capturing {
            scene.simulator.hover(to: CGPoint(200, 200), type: .pencil, zOffset: 0)
            scene.simulator.hover(to: CGPoint(500, 500), type: .pencil, zOffset: 0)
        }
        #expect(reports.isEmpty)
        #expect(scene.log.lines == ["card .began"])
        #expect(scene.cardHover.zOffset == 0.4)
        scene.simulator.up()
        scene.simulator.hover(to: CGPoint(200, 200), type: .pencil, zOffset: 0.1)

        #expect(scene.log.lines == ["card .began", "badge .began", "card .changed"])
        #expect(scene.cardHover.zOffset == 0.1)
    }

    @Test("R102: the pencil's exit, dropped while it touches, ends the hover recognizers when it lifts")
    func r102_exitDroppedWhileDownEndsAtTheLift() {
        let scene = Scene()
        scene.simulator.hover(to: CGPoint(200, 200), type: .pencil)
        scene.simulator.touchType = .pencil
        scene.simulator.down(at: CGPoint(200, 200))

        scene.simulator.hoverExit()
        #expect(scene.log.lines == ["badge .began", "card .began"])
        scene.simulator.up()

        #expect(scene.log.lines == ["badge .began", "card .began", "badge .ended", "card .ended"])
        #expect(scene.cardHover.state == .possible && scene.badgeHover.state == .possible)
    }

    @Test("R102: a finger down does not drop a pointer's samples")
    func r102_fingerDownKeepsSamples() {
        let scene = Scene()
        scene.simulator.down(at: CGPoint(20, 700))

        scene.simulator.hover(to: CGPoint(120, 120))

        #expect(scene.log.lines == ["card .began"])
        scene.simulator.up()
    }

    // MARK: R103: pencil readings

    @Test("R103: while active, zOffset, altitudeAngle and azimuthAngle are the sample's; a pointer reads 0 and the unit vector (1, 0)")
    func r103_readings() {
        let scene = Scene()
        var read: [(CGFloat, CGFloat, CGFloat, CGVector)] = []
        scene.log.onAction = { recognizer in
            guard let hover = recognizer as? HoverGestureRecognizer, hover === scene.cardHover else { return }
            read.append((hover.zOffset, hover.altitudeAngle, hover.azimuthAngle(in: nil), hover.azimuthUnitVector(in: scene.card)))
        }

        scene.simulator.hover(to: CGPoint(120, 120))
        scene.simulator.hover(to: CGPoint(120, 120), type: .pencil, zOffset: 0.75, altitudeAngle: 0.5, azimuthAngle: .pi / 2)

        #expect(read.count == 3)   // the pointer's began and ended, the pencil's began
        #expect(read[0].0 == 0 && read[0].1 == 0 && read[0].2 == 0 && read[0].3 == CGVector(dx: 1, dy: 0))
        #expect(read[2].0 == 0.75 && read[2].1 == 0.5)
        #expect(abs(read[2].2 - .pi / 2) < 1e-12)
        #expect(abs(read[2].3.dx) < 1e-12 && abs(read[2].3.dy - 1) < 1e-12)
        #expect(scene.cardHover.rollAngle == 0)
    }

    @Test("R103: the azimuth reads in a view's coordinates, through its transform")
    func r103_azimuthThroughATransform() {
        let scene = Scene()
        scene.card.transform = CGAffineTransform(rotationAngle: .pi / 2)

        scene.simulator.hover(to: CGPoint(200, 200), type: .pencil, azimuthAngle: .pi / 2)

        #expect(abs(scene.cardHover.azimuthAngle(in: scene.card)) < 1e-9)   // a quarter turn less
        #expect(abs(scene.cardHover.azimuthAngle(in: nil) - .pi / 2) < 1e-9)
    }

    @Test("R19: while active it counts the pointer as its one touch")
    func r19_oneTouchWhileActive() {
        let scene = Scene()
        #expect(scene.cardHover.numberOfTouches == 0)

        scene.simulator.hover(to: CGPoint(120, 140))

        #expect(scene.cardHover.numberOfTouches == 1)
        #expect(scene.cardHover.location(ofTouch: 0, in: nil) == CGPoint(120, 140))
        scene.simulator.hoverExit()
        #expect(scene.cardHover.numberOfTouches == 0)
    }
}

/// Every transition a window's recognizers make, as "name .old → .new".
final class TransitionLog: GestureObserver {
    private(set) var transitions: [String] = []

    func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        transitions.append("\(recognizer.name ?? "?") \(old) → \(new)")
    }
}
