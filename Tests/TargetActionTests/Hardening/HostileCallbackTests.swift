import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// A delegate whose `shouldReceive` runs app code, then says yes.
final class ReceivingDelegate: GestureRecognizerDelegate {
    var onReceive: ((GestureRecognizer) -> Void)?

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        onReceive?(recognizer)
        return true
    }
}

/// What app code does from inside a callback that the random checker's hostile scenes found the
/// toolkit mishandling: each case as a user writes it, on the public API.
@Suite struct HostileCallbackTests {
    /// A 400×800 window with a 200×200 view at its top left, and a simulator.
    static func stage() -> (window: Window, view: View, simulator: TouchSimulator) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        return (window, view, TouchSimulator(window: window))
    }

    // MARK: A delegate's shouldReceive that disables or removes (R12, R13, R18)

    @Test("R12: a recognizer its delegate disables from shouldReceive does not get that touch")
    func r12_disabledFromShouldReceiveGetsNoTouch() throws {
        let (window, view, simulator) = Self.stage()
        let tap = TapGestureRecognizer(target: nil, action: nil)
        let probe = HandlerProbe()
        tap.addTarget(probe, action: "handle:")
        let delegate = ReceivingDelegate()
        delegate.onReceive = { $0.isEnabled = false }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)

        simulator.down(at: CGPoint(x: 50, y: 50))
        let touch = try #require(simulator.touch(finger: 0))
        simulator.up()

        #expect(!touch.gestureRecognizers.contains { $0 === tap })
        #expect(probe.states.isEmpty)
        #expect(tap.state == .possible && window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R13: a recognizer its delegate removes from its view from shouldReceive does not get that touch")
    func r13_removedFromShouldReceiveGetsNoTouch() throws {
        let (window, view, simulator) = Self.stage()
        let pan = PanGestureRecognizer(target: nil, action: nil)
        let delegate = ReceivingDelegate()
        delegate.onReceive = { $0.view?.removeGestureRecognizer($0) }
        pan.delegate = delegate
        view.addGestureRecognizer(pan)

        simulator.down(at: CGPoint(x: 50, y: 50))
        let touch = try #require(simulator.touch(finger: 0))
        simulator.move(to: CGPoint(x: 50, y: 120))
        simulator.up()

        #expect(!touch.gestureRecognizers.contains { $0 === pan })
        #expect(pan.view == nil && pan.state == .possible && window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R13, R18: a delegate that takes its view out of the window from shouldReceive: its recognizer gets nothing, the window's still get the touch")
    func r13_r18_viewTakenOutFromShouldReceive() throws {
        let (window, view, simulator) = Self.stage()
        let inner = PanGestureRecognizer(target: nil, action: nil)
        let delegate = ReceivingDelegate()
        delegate.onReceive = { $0.view?.removeFromSuperview() }
        inner.delegate = delegate
        view.addGestureRecognizer(inner)
        let outer = TapGestureRecognizer(target: nil, action: nil)
        let probe = HandlerProbe()
        outer.addTarget(probe, action: "handle:")
        window.addGestureRecognizer(outer)

        simulator.down(at: CGPoint(x: 50, y: 50))
        let touch = try #require(simulator.touch(finger: 0))
        simulator.up()

        #expect(view.window == nil)
        #expect(touch.gestureRecognizers.map { $0 === outer } == [true])
        #expect(probe.states == [.ended])
        #expect(inner.state == .possible && window.engagedGestureRecognizers.isEmpty)
    }
}
