import Foundation
@testable import TargetAction

/// R45-R51 for the scene's scroll views: the offset stays within the rubber band while dragging
/// and within the edges at rest; content hears a touch only after the delay, and never one that
/// scrolled; a pan that would take a touch the content may keep never begins.
extension FuzzChecker {
    /// The nearest scroll view above `view` that holds its content's touches back (R49), if any.
    func delayingScrollView(of view: View) -> ScrollView? {
        var current = view.superview
        while let candidate = current {
            if let scrollView = candidate as? ScrollView {
                return scrollView.delaysContentTouches && scrollView.isScrollEnabled ? scrollView : nil
            }
            current = candidate.superview
        }
        return nil
    }

    /// R51: a deceleration or an animation is under way.
    func isMovingOnItsOwn(_ scrollView: ScrollView) -> Bool {
        scrollView.motionTimer != nil
    }

    /// R50: when a scroll view's pan begins, the content views that saw its touches may lose them.
    func scrollPan(_ pan: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        count("\(pan is PinchGestureRecognizer ? "zoom" : "scroll") → \(new)")   // its pinch takes the content's touches as its pan does (R77)
        guard new == .began, let scrollView = pan.view as? ScrollView else { return }
        for case let touch as FuzzTouch in pan.attempt.sequenceTouches {
            touch.scrolledBy = scrollView
            guard let view = touch.view, view !== scrollView, view.isDescendant(of: scrollView),
                  touch.viewPhases.contains(.began), !(touch.viewPhases.last?.isTerminal ?? false) else { continue }
            count("scroll takes a touch its content saw")
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: view) {
                fail("R50", "\(describe(scrollView))'s pan began with touch #\(touch.serial), which \(describe(view)) already saw begin, although \(scrollView.canCancelContentTouches ? "touchesShouldCancel(in:) says no for it" : "canCancelContentTouches is false").")
            }
        }
    }

    /// R49, R50: what a content view may hear of a touch.
    func checkContentDelivery(_ touch: FuzzTouch, phase: Touch.Phase, view: View) {
        if let scrollView = touch.scrolledBy, view !== scrollView, view.isDescendant(of: scrollView), phase != .cancelled {
            fail(phase == .began ? "R49" : "R50", "\(describe(view)) heard \(phase) of touch #\(touch.serial), with which \(describe(scrollView)) scrolled.")
        }
        guard phase == .began, let scrollView = delayingScrollView(of: view) else { return }
        let elapsed = scene.window.clock.now - touch.downTime
        if elapsed < scrollView.contentTouchDelay - 1e-9, !touch.phase.isTerminal {
            fail("R49", "\(describe(view)) heard touch #\(touch.serial) begin \(elapsed) s after it went down, inside \(describe(scrollView)), which delays its content's touches \(scrollView.contentTouchDelay) s.")
        }
        count(elapsed < scrollView.contentTouchDelay - 1e-9 ? "content hears a touch at its lift" : "content hears a touch after the delay")
    }

    /// R45, R46: after every step the offset is finite, and while dragging within the rubber band.
    func checkScrollViews() {
        for case let scrollView as ScrollView in scene.views where scrollView.window === scene.window {
            let offset = scrollView.contentOffset
            guard offset.x.isFinite, offset.y.isFinite else {
                return fail("R45", "\(describe(scrollView)).contentOffset is (\(offset.x), \(offset.y)).")
            }
            guard scrollView.isDragging else { continue }
            count("scroll view dragging")
            if scrollView.isZooming || scrollView.zoomEndedDuringDrag { continue }   // R79: the pinch sets the offset
            if scrollView.motion.kind.zooms {   // R75: an animated zoom goes on during the drag, and sets the offset
                count("drag offset not checked: a zoom animates")
                continue
            }
            // A zoom that ended during the drag changed the content: its edges are the ones in force.
            // R45-R47 (amended): the drag's rubber band is measured from the edges in force when it
            // began, as the checker's drag record has them (FuzzChecker+Dragging.swift).
            var low: CGPoint, high: CGPoint
            if let record = (scrollView as? FuzzScrollView)?.dragRecord, record.isModelled, scrollView.contentSize == record.content {
                (low, high) = (record.low, record.high)
            } else {
                let edges = scrollView.edges(inset: scrollView.dragInset, content: scrollView.contentSize)
                (low, high) = (edges.low, edges.high)
            }
            if let set = (scrollView as? FuzzScrollView)?.offsetSetOutsideEdges, set == offset {
                count("drag offset not checked: an offset a callback set, from edges its call moved")
                continue
            }
            let size = scrollView.bounds.size
            let reach = scrollView.bounces ? size : .zero
            if offset.x < low.x - reach.width - 1e-6 || offset.x > high.x + reach.width + 1e-6
                || offset.y < low.y - reach.height - 1e-6 || offset.y > high.y + reach.height + 1e-6 {
                fail("R46", "while dragging, \(describe(scrollView)).contentOffset is (\(offset.x), \(offset.y)), beyond \(scrollView.bounces ? "the rubber band (less than a bounds size past each edge)" : "its edges (it does not bounce)") of (\(low.x), \(low.y))…(\(high.x), \(high.y)).")
            }
        }
        checkZooming()
    }

    /// R47: at rest every scroll view is still, within its edges.
    func checkScrollViewsAtRest() {
        for case let scrollView as ScrollView in scene.views where scrollView.window === scene.window {
            let offset = scrollView.contentOffset
            let low = scrollView.minimumOffset, high = scrollView.maximumOffset
            if scrollView.isDragging || scrollView.isDecelerating || scrollView.isTracking || isMovingOnItsOwn(scrollView) {
                fail("R47", "at rest, \(describe(scrollView)) is \(scrollView.isDragging ? "dragging" : scrollView.isDecelerating ? "decelerating" : scrollView.isTracking ? "tracking" : "still moving").")
            }
            if offset.x < low.x - 1e-6 || offset.x > high.x + 1e-6 || offset.y < low.y - 1e-6 || offset.y > high.y + 1e-6 {
                if let set = (scrollView as? FuzzScrollView)?.offsetSetOutsideEdges, set == offset {
                    count("at rest outside the edges: an offset a callback set, from edges its call moved")
                    continue
                }
                fail("R47", "at rest, \(describe(scrollView)).contentOffset is (\(offset.x), \(offset.y)), outside its edges (\(low.x), \(low.y))…(\(high.x), \(high.y)).")
            }
        }
        checkZoomingAtRest()
    }
}
