import Foundation
@testable import TargetAction

/// What the checker keeps about one scroll view's zooming and refreshing.
final class FuzzZoomRecord {
    /// A callback moved the content in code during this step (R82's pull is then its doing).
    var movedByCallbackThisStep = false
    /// R77: the zoom-view point the pinch keeps under its centroid, and the pinch's touches then.
    var anchor: CGPoint?
    var anchorTouches: [(id: ObjectIdentifier, location: CGPoint)] = []
    /// The map from window to zoom-view coordinates at the pinch's last update.
    var windowToZoomView = CGAffineTransform.identity
    /// The zoom view was gone while a zoom or its bounce ran: its scale is left where it was.
    var zoomViewWentAway = false
    /// It zoomed at least once: before that the scale is the app's (limits never change it, R74).
    var hasZoomed = false
    /// R82: `.valueChanged` went out during the pull under way (which ends within 5 points).
    var sentThisPull = false
    /// The pinch's action is running (FuzzScrollView.watchPinchUpdates).
    var inPinchUpdate = false
    /// A callback moved the content while the pinch is active (hostile scenes): the pinch's next
    /// update is not checked, and the point it keeps is the toolkit's from then on.
    var anchorDisturbed = false
    /// Code started an animated zoom while the pinch zooms (hostile scenes): its steps are not the pinch's.
    var codeZoomDuringPinch = false
}

/// R72-R85 for the scene's zoomable scroll views and refresh controls: the scale within its limits
/// at rest, the point under a pinch's centroid fixed within rounding, `.valueChanged` at most once
/// per pull and only with a finger down, the insets back at rest once refreshing ended.
extension FuzzChecker: FuzzZoomHooks {
    private func record(_ scrollView: ScrollView) -> FuzzZoomRecord? {
        (scrollView as? FuzzScrollView)?.zoomRecord
    }

    /// The pinch's touches and where each is, in window coordinates.
    private func touches(of pinch: GestureRecognizer) -> [(id: ObjectIdentifier, location: CGPoint)] {
        pinch.trackedTouches.map { (ObjectIdentifier($0), $0.locationInWindow) }
    }

    // MARK: Hooks

    func scrollView(_ scrollView: ScrollView, willBeginZoomingWith view: View?) {
        guard let record = record(scrollView) else { return }
        if view == nil { fail("R72", "\(describe(scrollView)) called scrollViewWillBeginZooming with no zoom view.") }
        guard let pinch = scrollView.zoomPinch, pinch.committedState.isActive, !scrollView.isZooming, hostileModel.movingContent == 0, let view else {
            if scrollView.isZooming || hostileModel.movingContent > 0 { record.codeZoomDuringPinch = true }   // a hostile callback zooms in code
            count("zoom animated")
            return
        }
        record.codeZoomDuringPinch = false
        count("zoom pinch begins")
        if scrollView.isDragging { count("zoom pinch begins while dragging") }
        record.anchor = view.convert(pinch.location(in: nil), from: nil)
        record.anchorTouches = touches(of: pinch)
        record.windowToZoomView = map(to: view)
    }

    /// The affine map from window coordinates to `view`'s, as it stands.
    private func map(to view: View) -> CGAffineTransform {
        let origin = view.convert(CGPoint.zero, from: nil), x = view.convert(CGPoint(x: 1, y: 0), from: nil)
        let y = view.convert(CGPoint(x: 0, y: 1), from: nil)
        return CGAffineTransform(a: x.x - origin.x, b: x.y - origin.y, c: y.x - origin.x, d: y.y - origin.y, tx: origin.x, ty: origin.y)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        dragDidScroll(scrollView)
        // Code moved the content between two of the pinch's updates: the next re-anchors from here.
        if let record = record(scrollView), scrollView.isZooming, !record.inPinchUpdate, record.anchor != nil, let view = scrollView.zoomView() {
            record.windowToZoomView = map(to: view)
        }
        guard let record = record(scrollView), let control = scrollView.refreshControl else { return }
        if control.pullDistance(in: scrollView) <= 5 { record.sentThisPull = false }
    }

    func scrollViewDidZoom(_ scrollView: ScrollView) {
        guard let record = record(scrollView) else { return }
        record.hasZoomed = true
        guard scrollView.isZooming, let pinch = scrollView.zoomPinch, let view = scrollView.zoomView(), record.anchor != nil else {
            if scrollView.isZooming || scrollView.isZoomBouncing, scrollView.zoomView() == nil { record.zoomViewWentAway = true }
            return
        }
        // Code that zooms during the pinch (a hostile callback, an animation it started) is not the
        // pinch's update: the pinch's next update puts the point back (R77), from the zoom as it is then.
        guard record.inPinchUpdate || !record.codeZoomDuringPinch, hostileModel.movingContent == 0, !record.anchorDisturbed else {
            if record.inPinchUpdate, hostileModel.movingContent == 0 {   // the pinch's own update, after code moved the content
                (record.anchor, record.anchorTouches, record.anchorDisturbed) = (scrollView.pinchZoom.anchor, touches(of: pinch), false)
            }
            record.windowToZoomView = map(to: view)
            return count("zoom pinch point not checked: code zoomed or moved the content meanwhile")
        }
        let centroid = pinch.location(in: nil)
        let now = touches(of: pinch)
        defer {
            record.anchorTouches = now
            record.windowToZoomView = map(to: view)
        }
        if !now.map(\.id).elementsEqual(record.anchorTouches.map(\.id)) {
            // A finger lifted or joined: the point that was under the new set, where those fingers were, is the anchor.
            guard !now.isEmpty else { return }
            var sum = CGPoint.zero
            for touch in now {
                let before = record.anchorTouches.first { $0.id == touch.id }?.location ?? touch.location
                sum.x += before.x
                sum.y += before.y
            }
            record.anchor = CGPoint(x: sum.x / CGFloat(now.count), y: sum.y / CGFloat(now.count)).applying(record.windowToZoomView)
            count("zoom pinch re-anchored")
        }
        guard scrollView.bounces, let anchor = record.anchor else { return }   // without bounces the offset is clamped
        let there = view.convert(anchor, to: nil)
        let magnitude = max(1, abs(centroid.x), abs(centroid.y), abs(there.x), abs(there.y), scrollView.contentSize.width, scrollView.contentSize.height)
        count("zoom pinch point checked")
        if abs(there.x - centroid.x) > 1e-6 * magnitude || abs(there.y - centroid.y) > 1e-6 * magnitude {
            fail("R77", "while pinching, \(describe(scrollView))'s zoom-view point (\(anchor.x), \(anchor.y)) is at (\(there.x), \(there.y)) in the window, not under the centroid (\(centroid.x), \(centroid.y)).")
        }
    }

    func scrollView(_ scrollView: ScrollView, didEndZoomingWith view: View?, atScale scale: CGFloat) {
        guard let record = record(scrollView) else { return }
        count(view == nil ? "zoom ends with no zoom view" : "zoom ends")
        if view != nil { record.zoomViewWentAway = false }
        record.anchor = nil
        let pinchEnds = record.inPinchUpdate && [.ended, .cancelled].contains(scrollView.zoomPinch?.state)
        if scrollView.isZooming, pinchEnds {
            fail("R78", "\(describe(scrollView)) called scrollViewDidEndZooming while isZooming is still true.")
        } else if scrollView.isZooming {
            count("a zoom in code ends while the pinch zooms on")   // started by a hostile callback (R75)
        }
        if view != nil, scale < scrollView.minimumZoomScale - 1e-9 || scale > scrollView.maximumZoomScale + 1e-9 {
            fail("R78", "\(describe(scrollView)) ended zooming at scale \(scale), outside its limits \(scrollView.minimumZoomScale)…\(scrollView.maximumZoomScale).")
        }
    }

    func refreshControlSentValueChanged(_ control: RefreshControl, in scrollView: ScrollView) {
        guard let record = record(scrollView) else { return }
        count("refresh triggered")
        let pull = control.pullDistance(in: scrollView)
        if !scrollView.isTracking { fail("R82", "\(describe(scrollView))'s refresh control sent .valueChanged with no finger down.") }
        if !control.isRefreshing { fail("R82", "\(describe(scrollView))'s refresh control sent .valueChanged before isRefreshing went true.") }
        if record.movedByCallbackThisStep {
            count("refresh's pull not checked: a callback moved the content")   // from the inset's delegate call, R82's order
        } else if pull < control.triggerDistance - 1e-9 {
            fail("R82", "\(describe(scrollView))'s refresh control sent .valueChanged pulled \(pull) points, short of its trigger distance \(control.triggerDistance).")
        }
        if record.sentThisPull { fail("R82", "\(describe(scrollView))'s refresh control sent .valueChanged twice in one pull.") }
        if scrollView.adjustedContentInset.top != scrollView.contentInset.top + RefreshControl.defaultHeight {
            fail("R82", "\(describe(scrollView))'s refresh control sent .valueChanged before the top inset grew by \(RefreshControl.defaultHeight).")
        }
        record.sentThisPull = true
    }

    // MARK: After every step, and at rest

    /// R72, R77: zooming only with a zoom view and an active pinch; a finite, positive scale.
    func checkZooming() {
        for case let scrollView as FuzzScrollView in scene.views where scrollView.window === scene.window {
            let scale = scrollView.zoomView()?.transform.a ?? 1
            if !(scale.isFinite && scale > 0) { fail("R73", "\(describe(scrollView))'s zoom scale is \(scale).") }
            if scrollView.isZooming, scrollView.zoomPinch?.committedState.isActive != true {
                fail("R78", "\(describe(scrollView)) is zooming, but its pinch is \(scrollView.zoomPinch?.committedState.description ?? "gone").")
            }
            if scrollView.isZooming { count("scroll view zooming") }
            if scrollView.isZoomBouncing { count("scroll view zoom-bouncing") }
        }
    }

    /// R78, R85: at rest the scale is within its limits and still; a refresh control that is not
    /// refreshing has left the inset as the app set it.
    func checkZoomingAtRest() {
        for case let scrollView as FuzzScrollView in scene.views where scrollView.window === scene.window {
            if scrollView.isZooming || scrollView.isZoomBouncing {
                fail("R78", "at rest, \(describe(scrollView)) is \(scrollView.isZooming ? "zooming" : "zoom-bouncing").")
            }
            if let view = scrollView.zoomView(), scrollView.zoomRecord.hasZoomed, !scrollView.zoomRecord.zoomViewWentAway {
                let scale = view.transform.a
                if scale < scrollView.minimumZoomScale - 1e-9 || scale > scrollView.maximumZoomScale + 1e-9 {
                    fail("R78", "at rest, \(describe(scrollView))'s zoom scale is \(scale), outside its limits \(scrollView.minimumZoomScale)…\(scrollView.maximumZoomScale).")
                }
                count("zoom scale at rest within its limits")
            }
            guard let control = scrollView.refreshControl else { continue }
            let expected = scrollView.contentInset.top + (control.isRefreshing ? RefreshControl.defaultHeight : 0)
            if scrollView.adjustedContentInset.top != expected {
                fail("R85", "at rest, \(describe(scrollView))'s adjusted top inset is \(scrollView.adjustedContentInset.top), not \(expected) (refreshing: \(control.isRefreshing)).")
            }
            count(control.isRefreshing ? "refresh control still refreshing at rest" : "refresh control idle at rest")
        }
    }
}
