import Foundation
import Testing
import TargetAction
import TestSupport

/// A small button whose touch area reaches 20 points past its bounds.
private final class GenerousButton: View {
    override func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// A view that keeps every touch for itself, whatever its subviews.
private final class Swallower: View {
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        self.point(inside: point, with: event) ? self : nil
    }
}

@Suite("R18: hitTest and point(inside:)")
struct HitTestingTests {
    /// window (0,0,400,800) > panel (100,100,200,200) > [back (0,0,100,100), front (50,50,100,100)]
    final class RuleScene {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let panel = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))

        init() {
            window.addSubview(panel)
            panel.addSubview(back)
            panel.addSubview(front)
        }
    }

    @Test("R18: subviews are searched front to back; the deepest view that contains the point wins")
    func r18_frontToBack() {
        let scene = RuleScene()

        #expect(scene.window.hitTest(CGPoint(x: 175, y: 175), with: nil) === scene.front)   // overlap
        #expect(scene.window.hitTest(CGPoint(x: 110, y: 110), with: nil) === scene.back)
        #expect(scene.window.hitTest(CGPoint(x: 290, y: 110), with: nil) === scene.panel)
        #expect(scene.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === scene.window)
    }

    @Test("R18: bringing a view to the front changes who gets the overlap")
    func r18_orderChangesTheWinner() {
        let scene = RuleScene()

        scene.panel.bringSubviewToFront(scene.back)

        #expect(scene.window.hitTest(CGPoint(x: 175, y: 175), with: nil) === scene.back)
    }

    enum Skip: String, CaseIterable, Sendable {
        case hidden, interactionDisabled, alphaBelowMinimum

        func apply(to view: View) {
            switch self {
            case .hidden: view.isHidden = true
            case .interactionDisabled: view.isUserInteractionEnabled = false
            case .alphaBelowMinimum: view.alpha = 0.009
            }
        }
    }

    @Test("R18: hidden, non-interactive and nearly transparent views are skipped, with their subviews",
          arguments: Skip.allCases)
    func r18_skippedViews(skip: Skip) {
        let scene = RuleScene()
        let inner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.front.addSubview(inner)

        skip.apply(to: scene.front)

        #expect(scene.window.hitTest(CGPoint(x: 175, y: 175), with: nil) === scene.back)
        #expect(scene.window.hitTest(CGPoint(x: 152, y: 152), with: nil) === scene.back)
        #expect(scene.window.hitTest(CGPoint(x: 240, y: 240), with: nil) === scene.panel)
        #expect(scene.front.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
    }

    @Test("R18: alpha of exactly 0.01 still takes touches")
    func r18_alphaAtMinimumIsHit() {
        let scene = RuleScene()

        scene.front.alpha = 0.01

        #expect(scene.window.hitTest(CGPoint(x: 175, y: 175), with: nil) === scene.front)
        #expect(View.minimumHitTestAlpha == 0.01)
    }

    @Test("R18: a point outside a view's bounds misses it and its subviews that stick out")
    func r18_outsideBounds() {
        let scene = RuleScene()
        let stickingOut = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        scene.panel.addSubview(stickingOut)

        #expect(scene.window.hitTest(CGPoint(x: 320, y: 320), with: nil) === scene.window)
        #expect(scene.window.hitTest(CGPoint(x: 260, y: 260), with: nil) === stickingOut)
        #expect(scene.window.hitTest(CGPoint(x: -1, y: 10), with: nil) == nil)
        #expect(scene.window.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
    }

    @Test("R18: point(inside:) is the bounds: min edges in, max edges out", arguments: [
        (CGPoint(x: 0, y: 0), true), (CGPoint(x: 99.9, y: 99.9), true), (CGPoint(x: 100, y: 50), false),
        (CGPoint(x: 50, y: 100), false), (CGPoint(x: -0.1, y: 50), false),
    ])
    func r18_pointInsideBounds(point: CGPoint, inside: Bool) {
        let view = View(frame: CGRect(x: 30, y: 30, width: 100, height: 100))

        #expect(view.point(inside: point, with: nil) == inside)
    }

    @Test("R18: point(inside:) follows the bounds origin")
    func r18_pointInsideFollowsBoundsOrigin() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        view.bounds.origin = CGPoint(x: 50, y: 50)

        #expect(view.point(inside: CGPoint(x: 120, y: 120), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 10), with: nil))
    }

    @Test("R18: hit testing uses the bounds origin to map points into subviews")
    func r18_hitTestingHonoursBoundsOrigin() {
        let scene = RuleScene()

        scene.panel.bounds.origin = CGPoint(x: 50, y: 50)

        #expect(scene.window.hitTest(CGPoint(x: 105, y: 105), with: nil) === scene.front)
        #expect(scene.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === scene.panel)
    }

    @Test("R18: overriding point(inside:) enlarges a view's hit area")
    func r18_enlargedHitArea() {
        let scene = RuleScene()
        let button = GenerousButton(frame: CGRect(x: 100, y: 10, width: 20, height: 20))
        scene.panel.addSubview(button)

        #expect(scene.window.hitTest(CGPoint(x: 185, y: 105), with: nil) === button)   // 15 points left of it
        #expect(scene.window.hitTest(CGPoint(x: 235, y: 125), with: nil) === button)   // 15 points right of it
        #expect(scene.window.hitTest(CGPoint(x: 245, y: 125), with: nil) === scene.panel)
    }

    @Test("R18: an overridden hitTest decides for its whole subtree")
    func r18_overriddenHitTest() {
        let scene = RuleScene()
        let swallower = Swallower(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.panel.addSubview(swallower)
        swallower.addSubview(View(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))

        #expect(scene.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === swallower)
    }

    @Test("R18: a touch goes down on the view hitTest finds")
    func r18_touchGoesToHitView() {
        let scene = RuleScene()
        let finger = Touch()

        scene.window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 175, y: 175))]))

        #expect(finger.view === scene.front)
        #expect(finger.location(in: scene.front) == CGPoint(x: 25, y: 25))
        #expect(finger.window === scene.window)
    }
}
