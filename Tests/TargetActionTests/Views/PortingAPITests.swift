import Foundation
import Mocks
import Testing
import TargetAction
import TestSupport

/// The names a port of UIKit code reaches for first.
@Suite struct PortingAPITests {
    @Test func aRecognizerMadeWithoutArgumentsHasNoPair() {
        let pan = PanGestureRecognizer()
        let tap = TapGestureRecognizer()

        #expect(pan.targetActionPairs.isEmpty && tap.targetActionPairs.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("R13: setting gestureRecognizers replaces them all, in order, and nil removes them")
    func settingGestureRecognizersReplacesThem() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = TapGestureRecognizer()
        let kept = PanGestureRecognizer()
        let new = LongPressGestureRecognizer()
        view.addGestureRecognizer(old)
        view.addGestureRecognizer(kept)

        view.gestureRecognizers = [new, kept]

        #expect(view.gestureRecognizers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(new), ObjectIdentifier(kept)])
        #expect(old.view == nil)
        #expect(new.view === view && kept.view === view)
        view.gestureRecognizers = nil
        #expect(view.gestureRecognizers == nil)
        #expect(kept.view == nil && new.view == nil)
    }

    @Test("R13: a recognizing one that setting gestureRecognizers removes is cancelled")
    func settingGestureRecognizersCancelsAnActiveOne() {
        let scene = RuleScene()
        _ = scene.pan()
        scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.move(to: CGPoint(x: 50, y: 100))

        scene.content.gestureRecognizers = []

        #expect(scene.log.states(of: "pan") == [.began, .cancelled])
        scene.simulator.up()
    }

    @Test func viewsAreFoundByAccessibilityIdentifierAndTagDepthFirst() {
        let root = View(frame: .zero)
        let first = View(frame: .zero)
        let nested = View(frame: .zero)
        let second = View(frame: .zero)
        root.addSubview(first)
        first.addSubview(nested)
        root.addSubview(second)
        nested.accessibilityIdentifier = "save"
        second.accessibilityIdentifier = "save"
        nested.tag = 7
        second.tag = 7

        #expect(root.view(withAccessibilityIdentifier: "save") === nested)
        #expect(root.viewWithTag(7) === nested)
        #expect(second.view(withAccessibilityIdentifier: "save") === second)
        #expect(root.view(withAccessibilityIdentifier: "missing") == nil)
    }

    @Test func touchesAreDirectUnlessMadeOtherwise() {
        #expect(Touch().type == .direct)
        #expect(Touch(type: .pencil).type == .pencil)
        #expect(Set(Touch.TouchType.allCases) == [.direct, .indirect, .pencil, .indirectPointer])
    }
}
