import Foundation

extension ScrollView {
    // MARK: The pinch's say (R72, R77, R79)

    /// Whether the pinch may begin: a zoom view to scale, no drag that began after both its fingers
    /// were down, and no content view that saw its touches and must keep them.
    func pinchMayBegin() -> Bool {
        guard maximumZoomScale > minimumZoomScale, let pinch = zoomPinch as? ScrollViewPinchGestureRecognizer,
              zoomView() != nil else { return false }   // R72
        if pan.committedState.isActive, pinch.pairCompletedWhileDragging != true {
            return false   // R79: two fingers already panning together never zoom
        }
        return contentMayLoseTouches(of: pinch)   // R77, as R50
    }

    // MARK: Pinching (R77-R79)

    /// The pinch's action.
    func handlePinch(_ pinch: PinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            beginPinch(pinch)
        case .changed:
            followPinch(pinch)
        case .ended, .cancelled:
            endPinch()
        case .possible, .failed:
            break
        }
    }

    /// R77: `scrollViewWillBeginZooming`, then `isZooming`; `s₀` and `q` recorded before anything changes.
    private func beginPinch(_ pinch: PinchGestureRecognizer) {
        guard let zoomView = zoomView() else { return }
        stopMotion()
        delegateStorage?.scrollViewWillBeginZooming(self, with: zoomView)
        isZoomingStorage = true
        let scale = zoomView.transform.a
        tellWindow(.scroll(self, .beganZooming(scale: scale)))
        let centroid = pinch.location(in: nil)
        pinchZoom = PinchZoom(startScale: scale > 0 && scale.isFinite ? scale : minimumZoomScale,
                              anchor: zoomView.convert(centroid, from: nil), centroid: centroid,
                              touches: touchLocations(of: pinch))
        followPinch(pinch)
    }

    /// R77: the raw scale `s₀ × pinch.scale`, rubber-banded past a limit; the offset that puts `q`
    /// back under the centroid; R73; `didScroll` if the offset moved; `didZoom`.
    private func followPinch(_ pinch: PinchGestureRecognizer) {
        guard isZooming, let zoomView = zoomView() else { return }
        let centroid = pinch.location(in: nil)
        let touches = touchLocations(of: pinch)
        if !touches.map(\.id).elementsEqual(pinchZoom.touches.map(\.id)) {
            // A finger lifted or joined: the point under the new fingers, where they were, stays under them.
            var sum = CGPoint.zero
            for touch in touches {
                let before = pinchZoom.touches.first { $0.id == touch.id }?.location ?? touch.location
                sum.x += before.x
                sum.y += before.y
            }
            let count = CGFloat(max(1, touches.count))
            pinchZoom.anchor = zoomView.convert(touches.isEmpty ? centroid : CGPoint(x: sum.x / count, y: sum.y / count), from: nil)
        }
        pinchZoom.touches = touches
        pinchZoom.centroid = centroid
        let scale = bandedZoomScale(pinchZoom.startScale * pinch.scale)
        applyScale(scale, to: zoomView)
        let point = contentPoint(pinchZoom.anchor, atScale: scale, of: zoomView)
        let offset = contentOffset, local = convert(centroid, from: nil)
        var target = CGPoint(x: point.x - (local.x - offset.x), y: point.y - (local.y - offset.y))
        if !bounces { target = clampedOffset(target) }
        if target.x.isFinite, target.y.isFinite { applyOffset(target) }
        delegateStorage?.scrollViewDidZoom(self)
    }

    /// R78: `isZooming` goes false; within the limits and the edges, `scrollViewDidEndZooming` at
    /// once; otherwise the bounce back over the clock, keeping the last centroid's point in place.
    private func endPinch() {
        guard isZooming else { return }
        isZoomingStorage = false
        if isDragging {   // R79: the drag goes on from here, and its lift will not decelerate
            zoomEndedDuringDrag = true
            resumeDrag()
        }
        guard let zoomView = zoomView() else { return }
        let scale = zoomView.transform.a, limit = clampedZoomScale(scale)
        let offset = contentOffset
        if limit == scale, clampedOffset(offset) == offset {
            delegateStorage?.scrollViewDidEndZooming(self, with: zoomView, atScale: scale)
            tellWindow(.scroll(self, .endedZooming(scale: scale)))
            return
        }
        let centroid = pinchZoom.centroid
        let point = contentPoint(zoomView.convert(centroid, from: nil), atScale: limit, of: zoomView)
        let local = convert(centroid, from: nil)
        var target = edges(atScale: limit, of: zoomView).clamped(
            CGPoint(x: point.x - (local.x - offset.x), y: point.y - (local.y - offset.y)))
        if !(target.x.isFinite && target.y.isFinite) { target = clampedOffset(offset) }
        isZoomBouncingStorage = true
        var motion = ScrollMotion()
        motion.kind = .zoomBounce
        motionScales = (scale, limit)
        start(motion, to: target, duration: zoomAnimationDuration)
    }

    /// R77: within the limits as it is; past a limit `L`, `L × (raw ÷ L)^e` with ``bouncesZoom``, else `L`.
    func bandedZoomScale(_ raw: CGFloat) -> CGFloat {
        let limit = clampedZoomScale(raw)
        guard limit != raw, bouncesZoom, raw > 0 else { return limit }
        return limit * pow(raw / limit, zoomBounceExponent)
    }

    /// The pinch's touches and where each is, in window coordinates.
    private func touchLocations(of pinch: PinchGestureRecognizer) -> [(id: ObjectIdentifier, location: CGPoint)] {
        pinch.trackedTouches.map { (ObjectIdentifier($0), $0.locationInWindow) }
    }
}
