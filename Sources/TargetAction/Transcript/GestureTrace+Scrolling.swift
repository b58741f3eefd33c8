import Foundation

extension GestureTrace {
    // MARK: GestureObserver: scroll views and refresh controls (R45-R52, R72-R85)

    package func scrollView(_ scrollView: ScrollView, didBeginDraggingAt offset: CGPoint) {
        add(.scroll, .scroll(view: keep(scrollView), .beganDragging(at: offset)))
    }

    package func scrollView(_ scrollView: ScrollView, didEndDraggingAt offset: CGPoint, velocity: CGPoint, decelerating: Bool) {
        add(.scroll, .scroll(view: keep(scrollView), .endedDragging(at: offset, velocity: velocity, decelerating: decelerating)))
    }

    package func scrollView(_ scrollView: ScrollView, willMoveTo target: CGPoint, over duration: TimeInterval) {
        let motion: ScrollChange.Motion = switch scrollView.motion.kind {
        case .deceleration: .deceleration
        case .settling: scrollView.isPagingEnabled ? .page : .returnWithinEdges
        default: .animation
        }
        var targets = motionTargets
        motionTargets = [:]
        targets[ObjectIdentifier(scrollView)] = target
        motionTargets = targets
        add(.scroll, .scroll(view: keep(scrollView), .moves(motion, to: target, over: duration)))
    }

    package func scrollView(_ scrollView: ScrollView, didStopMovingAt offset: CGPoint) {
        var targets = motionTargets
        motionTargets = [:]
        let target = targets.removeValue(forKey: ObjectIdentifier(scrollView))
        motionTargets = targets
        let shortOf = target.flatMap { abs($0.x - offset.x) < 1e-6 && abs($0.y - offset.y) < 1e-6 ? nil : $0 }
        add(.scroll, .scroll(view: keep(scrollView), .stopped(at: offset, shortOf: shortOf)))
    }

    package func scrollView(_ scrollView: ScrollView, didBeginZoomingAt scale: CGFloat) {
        add(.scroll, .scroll(view: keep(scrollView), .beganZooming(scale: scale)))
    }

    package func scrollView(_ scrollView: ScrollView, didEndZoomingAt scale: CGFloat) {
        add(.scroll, .scroll(view: keep(scrollView), .endedZooming(scale: scale)))
    }

    package func refreshControlDidBeginRefreshing(_ refreshControl: RefreshControl) {
        add(.control, .refreshing(view: keep(refreshControl), began: true))
    }

    package func refreshControlDidEndRefreshing(_ refreshControl: RefreshControl) {
        add(.control, .refreshing(view: keep(refreshControl), began: false))
    }
}
