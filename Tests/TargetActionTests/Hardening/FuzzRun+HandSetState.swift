import Foundation
@testable import TargetAction

/// R5 (addition): what a user's fake does, as a step.
extension FuzzRun {
    /// Sets `states` on recognizer `index` by hand, in order, skipping any that R2 does not allow
    /// from where it is (a terminal state counts as `.possible`: the next set resets it first), then
    /// maybe calls its handler as the fake does. Nothing happens while a touch is on it or while it
    /// is disabled.
    func setStateByHand(_ index: Int, _ states: [GestureRecognizer.State], callsHandler: Bool) {
        let recognizer = scene.recognizers[index]
        guard recognizer.engine == nil, recognizer.isEnabled else { return }
        let discrete = recognizer is TapGestureRecognizer || recognizer is SwipeGestureRecognizer
        checker.handSetWillBegin(index)
        for state in states {
            let current = recognizer.state
            guard FuzzChecker.isLegal(from: current.isTerminal ? .possible : current, to: state, discrete: discrete) else { continue }
            scene.faults?.willSetByHand(recognizer)
            recognizer.state = state
            scene.faults?.didSetByHand(recognizer, to: state)
            checker.handSetDidSet(index, from: current, to: state)
        }
        if callsHandler {
            scene.target.typedHandle(recognizer)
            checker.handSetDidCallHandler(index)
        }
        checker.handSetDidEnd(index)
    }
}
