import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// Recognizers that leave together: a pan that waits for a long press to fail, both on one view.
@Suite("R13: recognizers that leave together")
struct LeavingTogetherTests {
    /// How the two leave: their view leaves the window, or the view's recognizers are replaced.
    enum Leaving: String, CaseIterable, Sendable, CustomStringConvertible {
        case viewLeavesTheWindow, recognizersReplaced
        var description: String { rawValue }
    }

    @Test("R13: a recognizer waiting for another to fail does not begin when both leave at once: it fails and sends nothing",
          arguments: Leaving.allCases)
    func r13_aWaitingRecognizerLeavesWithWhatItWaitedFor(_ leaving: Leaving) {
        let scene = RuleScene()
        let states = StateTrail()
        scene.window.gestureObserver = states
        let press = scene.longPress("press")
        press.allowableMovement = 1000   // stays possible while the finger moves
        let pan = scene.pan("pan")
        pan.require(toFail: press)
        scene.simulator.down(at: CGPoint(100, 100))
        for step in 1...5 {
            scene.simulator.wait(0.01)
            scene.simulator.move(to: CGPoint(100, 100 + CGFloat(step) * 20))
        }
        #expect(pan.state == .possible && press.state == .possible)   // the pan waits for the press

        switch leaving {
        case .viewLeavesTheWindow: scene.content.removeFromSuperview()
        case .recognizersReplaced: scene.content.gestureRecognizers = []
        }

        #expect(states.states(of: "pan") == [.failed, .possible])
        #expect(states.states(of: "press") == [.failed, .possible])
        #expect(scene.log.entries.isEmpty)
        scene.simulator.up()
        #expect(scene.log.entries.isEmpty)
    }
}
