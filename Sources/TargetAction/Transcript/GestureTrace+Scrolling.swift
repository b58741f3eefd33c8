import Foundation

extension GestureTrace {
    // MARK: Scroll views and refresh controls (R45-R52, R72-R85)

    func scroll(_ scrollView: View, _ change: Happening.ScrollChange) {
        let view = keep(scrollView)
        let key = ObjectIdentifier(scrollView)
        switch change {
        case .beganDragging(let offset):
            add(.scroll, .scroll(view: view, .beganDragging(at: offset)))
        case .endedDragging(let offset, let velocity, let decelerating):
            add(.scroll, .scroll(view: view, .endedDragging(at: offset, velocity: velocity, decelerating: decelerating)))
        case .moves(let motion, let target, let duration):
            var targets = motionTargets
            motionTargets = [:]
            targets[key] = target
            motionTargets = targets
            add(.scroll, .scroll(view: view, .moves(motion, to: target, over: duration)))
        case .stopped(let offset):
            var targets = motionTargets
            motionTargets = [:]
            let target = targets.removeValue(forKey: key)
            motionTargets = targets
            let shortOf = target.flatMap { abs($0.x - offset.x) < 1e-6 && abs($0.y - offset.y) < 1e-6 ? nil : $0 }
            add(.scroll, .scroll(view: view, .stopped(at: offset, shortOf: shortOf)))
        case .beganZooming(let scale):
            add(.scroll, .scroll(view: view, .beganZooming(scale: scale)))
        case .endedZooming(let scale):
            add(.scroll, .scroll(view: view, .endedZooming(scale: scale)))
        }
    }

    func refreshing(_ control: View, began: Bool) {
        add(.control, .refreshing(view: keep(control), began: began))
    }
}
