import Foundation

/// The pinch under way: where it started and what it keeps under the fingers (R77).
struct PinchZoom {
    /// `s₀`: the zoom scale when the pinch began.
    var startScale: CGFloat = 1
    /// `q`: the zoom-view point kept under the touches' centroid.
    var anchor: CGPoint = .zero
    /// The centroid at the last update, in window coordinates (R78 keeps its point in place).
    var centroid: CGPoint = .zero
    /// The pinch's touches at the last update and where each was: when they change (a finger
    /// lifts or joins), the point under the new centroid becomes the anchor, so nothing jumps.
    var touches: [(id: ObjectIdentifier, location: CGPoint)] = []
}

extension ScrollView {
    // MARK: The zoom view and the limits (R72, R73)

    /// The delegate's view for zooming, when it is a direct subview; another view is reported
    /// each time it is returned, and nothing zooms (R72).
    func zoomView() -> View? {
        guard let delegate = delegateStorage, let view = delegate.viewForZooming(in: self) else { return nil }
        guard view.superview === self else {
            FailureReporter.report(
                "\(debugName): viewForZooming(in:) returned \(view.debugName), which is not a direct subview of the scroll view (R72). Nothing zooms. Return a subview you added to it, or nil.",
                at: window?.engine.callSite)
            return nil
        }
        return view
    }

    /// Whether a new zoom limit is to be refused (not finite and positive, or on the wrong side of
    /// the other limit): then it is reported and the caller keeps `old`. Otherwise the pinch is
    /// attached or detached as zooming turns on or off (R72).
    func rejectsZoomLimit(_ value: CGFloat, _ old: CGFloat, isMinimum: Bool) -> Bool {
        let name = isMinimum ? "minimumZoomScale" : "maximumZoomScale"
        guard !rejects(value, name, keeping: old, unless: .finiteAndAboveZero) else { return true }
        let minimum = isMinimum ? value : minimumZoomScale, maximum = isMinimum ? maximumZoomScale : value
        let ordered = isMinimum
            ? SettingRule<CGFloat>(expected: "at most maximumZoomScale (\(maximum)); raise the maximum first") { $0 <= maximum }
            : SettingRule<CGFloat>(expected: "at least minimumZoomScale (\(minimum)); lower the minimum first") { $0 >= minimum }
        guard !rejects(value, name, keeping: old, unless: ordered) else { return true }
        let wasOn = isMinimum ? maximum > old : old > minimum
        guard wasOn != (maximum > minimum) else { return false }
        if maximum > minimum {
            addGestureRecognizer(zoomPinch ?? makeZoomPinch())
        } else if let zoomPinch, zoomPinch.view === self {
            removeGestureRecognizer(zoomPinch)
        }
        return false
    }

    private func makeZoomPinch() -> PinchGestureRecognizer {
        let pinch = ScrollViewPinchGestureRecognizer()
        pinch.appendTypedPair(self, ScrollView.handlePinch, known: "handlePinch:")
        zoomPinch = pinch
        return pinch
    }

    /// `scale` within the limits.
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// R73: the zoom view scaled by `scale` about its centre, its frame at the content's origin,
    /// and the content its size. Its bounds never change.
    func applyScale(_ scale: CGFloat, to zoomView: View) {
        let size = zoomView.bounds.size
        zoomView.transform = CGAffineTransform(scaleX: scale, y: scale)
        zoomView.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// Where the zoom-view point `point` lies in the content at `scale`, the zoom view placed as R73 places it.
    func contentPoint(_ point: CGPoint, atScale scale: CGFloat, of zoomView: View) -> CGPoint {
        let origin = zoomView.bounds.origin
        return CGPoint(x: (point.x - origin.x) * scale, y: (point.y - origin.y) * scale)
    }

    /// The edges once the zoom view is at `scale` (R80).
    func edges(atScale scale: CGFloat, of zoomView: View) -> ScrollEdges {
        let size = zoomView.bounds.size
        return edges(inset: adjustedContentInset, content: CGSize(width: size.width * scale, height: size.height * scale))
    }

    /// One zoom step: R73 at `scale`, then the offset (`scrollViewDidScroll` if it moved), then `scrollViewDidZoom`.
    func applyZoom(_ scale: CGFloat, offset: CGPoint, to zoomView: View) {
        applyScale(scale, to: zoomView)
        applyOffset(offset)
        delegateStorage?.scrollViewDidZoom(self)
    }

    /// A frame of an animated zoom or a bounce (R75, R78); without a zoom view, only the offset moves.
    func applyZoomStep(_ scale: CGFloat, offset: CGPoint) {
        guard let zoomView = zoomView() else { return applyOffset(offset) }
        applyZoom(scale, offset: offset, to: zoomView)
    }

    // MARK: Zooming in code (R74-R76)

    /// R74, R75: `setZoomScale(_:animated:)`.
    func zoomRequested(to scale: CGFloat, animated: Bool) {
        guard !rejects(scale, "zoomScale", keeping: zoomScale, unless: .finite) else { return }
        guard maximumZoomScale > minimumZoomScale, let zoomView = zoomView() else { return }   // R72
        stopMotion()
        let old = zoomView.transform.a, size = bounds.size, offset = contentOffset
        let target = clampedZoomScale(scale)
        // q: the zoom-view point at the middle of the visible bounds.
        let middle = CGPoint(x: offset.x + size.width / 2, y: offset.y + size.height / 2)
        let origin = zoomView.bounds.origin
        let q = old > 0 ? CGPoint(x: middle.x / old + origin.x, y: middle.y / old + origin.y)
                        : CGPoint(x: zoomView.bounds.midX, y: zoomView.bounds.midY)
        let point = contentPoint(q, atScale: target, of: zoomView)
        let targetOffset = edges(atScale: target, of: zoomView).clamped(
            CGPoint(x: point.x - size.width / 2, y: point.y - size.height / 2))
        zoom(zoomView, to: target, offset: targetOffset, animated: animated)
    }

    /// R76: `zoom(to:animated:)`.
    func zoomRequested(to rect: CGRect, animated: Bool) {
        let finite = SettingRule<CGRect>.finite
        let rule = SettingRule<CGRect>(expected: "finite, with a width and a height above zero (R76)", describe: finite.describe) {
            finite.accepts($0) && $0.width > 0 && $0.height > 0
        }
        guard !rejects(rect, "rect", in: { "zoom(to: \($0), animated: \(animated))" }, unless: rule,
                       then: "Nothing changed; pass the part of the zoom view to show.") else { return }
        guard maximumZoomScale > minimumZoomScale, let zoomView = zoomView() else { return }   // R72
        stopMotion()
        let size = bounds.size
        let target = clampedZoomScale(min(size.width / rect.width, size.height / rect.height))
        let middle = contentPoint(CGPoint(x: rect.midX, y: rect.midY), atScale: target, of: zoomView)
        let targetOffset = edges(atScale: target, of: zoomView).clamped(
            CGPoint(x: middle.x - size.width / 2, y: middle.y - size.height / 2))
        zoom(zoomView, to: target, offset: targetOffset, animated: animated)
    }

    /// At once (R74: `didScroll` if the offset moved, then `didZoom`), or over the clock (R75).
    private func zoom(_ zoomView: View, to scale: CGFloat, offset: CGPoint, animated: Bool) {
        guard animated else { return applyZoom(scale, offset: offset, to: zoomView) }
        let current = zoomView.transform.a
        guard scale != current || offset != contentOffset else { return }   // R75: nothing to do, nothing called
        delegateStorage?.scrollViewWillBeginZooming(self, with: zoomView)
        tellWindow(.scroll(self, .beganZooming(scale: current)))
        var motion = ScrollMotion()
        motion.kind = .zoomAnimation
        motionScales = (current, scale)
        start(motion, to: offset, duration: zoomAnimationDuration)
    }

    /// The end of an animated zoom or a bounce: its last step, then `scrollViewDidEndZooming` (R75, R78).
    func finishZoom(_ motion: ScrollMotion) {
        let zoomView = self.zoomView(), scale = motionScales.target
        if let zoomView {
            applyZoom(scale, offset: motion.target, to: zoomView)
        } else {
            applyOffset(motion.target)
        }
        isZoomBouncingStorage = false
        guard self.motion.kind == .none, motionTimer == nil else { return }   // the delegate moved it again
        delegateStorage?.scrollViewDidEndZooming(self, with: zoomView, atScale: scale)
        tellWindow(.scroll(self, .endedZooming(scale: scale)))
    }

    /// A zoom's motion interrupted (a touch, a drag, a new offset or zoom): it ends where it was going.
    func finishZoomAtOnce() {
        let timer = motionTimer
        motionTimer = nil
        timer?.cancel()
        let finished = motion
        motion.kind = .none
        finishZoom(finished)
    }
}
