import Foundation

extension GestureTrace {
    // MARK: GestureObserver: scroll views and refresh controls (R45-R52, R72-R85)

    package func scrollView(_ scrollView: ScrollView, didBeginDraggingAt offset: CGPoint) {
        add(Row(time: now, kind: .scroll, .scroll(ViewName(scrollView), .beganDragging(at: offset))))
    }

    package func scrollView(_ scrollView: ScrollView, didEndDraggingAt offset: CGPoint, velocity: CGPoint, decelerating: Bool) {
        add(Row(time: now, kind: .scroll, .scroll(ViewName(scrollView), .endedDragging(at: offset, velocity: velocity, decelerating: decelerating))))
    }

    package func scrollView(_ scrollView: ScrollView, willMoveTo target: CGPoint, over duration: TimeInterval) {
        let (how, rule) = switch scrollView.motion.kind {
        case .deceleration: ("decelerates", "R47")
        case .settling: scrollView.isPagingEnabled ? ("settles on a page", "R48") : ("returns within its edges", "R47")
        default: ("scrolls", "R52")
        }
        motionTargets[ObjectIdentifier(scrollView)] = target
        add(Row(time: now, kind: .scroll, .scroll(ViewName(scrollView), .moves(how: how, rule: rule, to: target, over: duration))))
    }

    package func scrollView(_ scrollView: ScrollView, didStopMovingAt offset: CGPoint) {
        let target = motionTargets.removeValue(forKey: ObjectIdentifier(scrollView))
        let shortOf = target.flatMap { abs($0.x - offset.x) < 1e-6 && abs($0.y - offset.y) < 1e-6 ? nil : $0 }
        add(Row(time: now, kind: .scroll, .scroll(ViewName(scrollView), .stopped(at: offset, shortOf: shortOf))))
    }

    package func scrollView(_ scrollView: ScrollView, didBeginZoomingAt scale: CGFloat) {
        add(Row(time: now, kind: .scroll, .scroll(ViewName(scrollView), .beganZooming(scale: scale))))
    }

    package func scrollView(_ scrollView: ScrollView, didEndZoomingAt scale: CGFloat) {
        add(Row(time: now, kind: .scroll, .scroll(ViewName(scrollView), .endedZooming(scale: scale))))
    }

    package func refreshControlDidBeginRefreshing(_ refreshControl: RefreshControl) {
        add(Row(time: now, kind: .control, .refreshing(ViewName(refreshControl), began: true)))
    }

    package func refreshControlDidEndRefreshing(_ refreshControl: RefreshControl) {
        add(Row(time: now, kind: .control, .refreshing(ViewName(refreshControl), began: false)))
    }
}
