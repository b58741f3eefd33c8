import Foundation

extension ScrollView {
    // MARK: Edges (R45)

    /// The smallest offset: `(−inset.left, −inset.top)`.
    var minimumOffset: CGPoint { edges.low }

    /// The largest offset: the content's far edges plus the insets, never below ``minimumOffset``.
    var maximumOffset: CGPoint { edges.high }

    /// Whether a drag moves the content sideways: it is wider than the bounds less the insets, or
    /// ``alwaysBounceHorizontal``.
    var scrollsHorizontally: Bool { edges.scrollsHorizontally }

    /// Whether a drag moves the content up and down.
    var scrollsVertically: Bool { edges.scrollsVertically }

    /// The edges and the axes that scroll, from one read of the content size, insets and bounds:
    /// the insets are ``adjustedContentInset`` (R45-R47 amended).
    var edges: ScrollEdges {
        edges(inset: adjustedContentInset, content: contentSize)
    }

    /// The edges for `inset` and `content`, with the bounds as they are.
    func edges(inset: EdgeInsets, content: CGSize) -> ScrollEdges {
        let size = bounds.size
        let low = CGPoint(x: -inset.left, y: -inset.top)
        return ScrollEdges(
            low: low,
            high: CGPoint(x: max(low.x, content.width - size.width + inset.right),
                          y: max(low.y, content.height - size.height + inset.bottom)),
            size: size,
            scrollsHorizontally: alwaysBounceHorizontal || content.width + inset.left + inset.right > size.width,
            scrollsVertically: alwaysBounceVertical || content.height + inset.top + inset.bottom > size.height)
    }

    /// `offset` brought within the edges.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        edges.clamped(offset)
    }

    // MARK: The pan's say (R7, R50)

    /// Whether the pan may begin: something can scroll, and no content view that saw its touch
    /// begin must keep it.
    func panMayBegin() -> Bool {
        let edges = self.edges
        guard edges.scrollsHorizontally || edges.scrollsVertically else { return false }
        if let pinch = zoomPinch, pinch.view === self, pinch.committedState == .possible, pinch.attempt.pendingLeave == .began,
           pinchMayBegin() {
            return false   // R79: two fingers whose distance changed as the drag would begin: the pinch's
        }
        return contentMayLoseTouches(of: pan)
    }

    /// R50: whether every content view that saw one of `recognizer`'s touches begin may lose it.
    func contentMayLoseTouches(of recognizer: GestureRecognizer) -> Bool {
        for touch in recognizer.attempt.sequenceTouches where touch.viewSawBegan && !touch.viewIsDone {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// R49, R50: why `loser`, a recognizer on the content, ends when `reason` (R16) says this
    /// scroll view's own pan or pinch stopped it: the scroll view took the touch, before the
    /// content heard it (R49) or from the content (R50). A recognizer elsewhere keeps `reason`.
    func reasonForTakingTouch(from loser: GestureRecognizer, _ reason: GestureRecognizer.Reason) -> GestureRecognizer.Reason {
        guard let loserView = loser.view, loserView !== self, loserView.isDescendant(of: self) else { return reason }
        let contentHeardIt = loser.attempt.sequenceTouches.contains { touch in
            touch.viewSawBegan && touch.view.map { $0 !== self && $0.isDescendant(of: self) } == true
        }
        return GestureRecognizer.Reason(state: reason.state, rule: contentHeardIt ? "R50" : "R49", cause: .scrollViewTookTouch, decidedBy: self)
    }

    // MARK: Fingers down and up

    /// R51: a finger on the scroll view stops a motion under way where it is.
    func fingerWentDown() {
        if motionTimer != nil || motion.kind != .none { stopMotion() }
    }

    /// The last finger lifted with no drag: content left past an edge (a stopped return) goes back.
    func lastFingerLifted() {
        guard !isDragging, !isZooming, motion.kind == .none else { return }   // a pinch returns on its own (R78)
        let offset = contentOffset, edge = clampedOffset(offset)
        guard edge != offset else { return }
        isDeceleratingStorage = true
        startAnimation(to: edge, kind: .settling)
    }

    // MARK: Dragging (R45-R48)

    /// The pan's action.
    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDrag()
            followFinger(pan)
        case .changed:
            followFinger(pan)
        case .ended, .cancelled:
            endDrag(pan)
        case .possible, .failed:
            break
        }
    }

    private func beginDrag() {
        stopMotion()
        isDraggingStorage = true
        zoomEndedDuringDrag = false
        dragInset = adjustedContentInset
        dragStartOffset = contentOffset
        dragTranslation = .zero
        resumeDrag()
        delegateStorage?.scrollViewWillBeginDragging(self)
        tellWindow(.scroll(self, .beganDragging(at: contentOffset)))
    }

    /// The drag goes on from the offset as it is: its unconstrained position is the offset with the
    /// rubber band undone (R45 amended, R79).
    func resumeDrag() {
        let offset = contentOffset, edges = edges(inset: dragInset, content: contentSize)
        let low = edges.low, high = edges.high, size = edges.size
        dragRawOffset = CGPoint(x: unbanded(offset.x, low.x, high.x, size.width),
                                y: unbanded(offset.y, low.y, high.y, size.height))
        dragShownOffset = offset
    }

    /// R45 (amended), R46: each move moves the unconstrained position by the finger's movement since
    /// the last move (negated), rubber-banded past the edges in force when the drag began. An
    /// offset set since the last move (by a handler, a delegate) is where the drag goes on from.
    /// While a pinch zooms, it alone moves the content (R79).
    private func followFinger(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: self)
        let delta = CGPoint(x: translation.x - dragTranslation.x, y: translation.y - dragTranslation.y)
        dragTranslation = translation
        if isZooming { return }
        if zoomEndedDuringDrag {   // R79: the pan carries on from where the pinch left the content
            zoomEndedDuringDrag = false
            if motion.kind.zooms { stopMotion() }   // its bounce ends at once
            resumeDrag()
        }
        let edges = edges(inset: dragInset, content: contentSize), low = edges.low, high = edges.high, size = edges.size
        var offset = contentOffset
        var raw = dragRawOffset
        if offset != dragShownOffset {
            raw = CGPoint(x: unbanded(offset.x, low.x, high.x, size.width), y: unbanded(offset.y, low.y, high.y, size.height))
        }
        if edges.scrollsHorizontally {
            raw.x -= delta.x
            offset.x = banded(raw.x, low.x, high.x, size.width)
        }
        if edges.scrollsVertically {
            raw.y -= delta.y
            offset.y = banded(raw.y, low.y, high.y, size.height)
        }
        dragRawOffset = raw
        dragShownOffset = offset
        applyOffset(offset)
    }

    /// R47, R48: the lift. The delegate hears the velocity and may change the target; the content
    /// then decelerates, pages or returns from past an edge.
    private func endDrag(_ pan: PanGestureRecognizer) {
        let zoomed = isZooming || zoomEndedDuringDrag   // R79: after a pinch, nothing decelerates
        zoomEndedDuringDrag = false
        let fingerVelocity = pan.state == .cancelled || zoomed ? .zero : pan.velocity(in: self)
        let velocity = CGPoint(x: scrollsHorizontally ? -fingerVelocity.x / 1000 : 0,
                               y: scrollsVertically ? -fingerVelocity.y / 1000 : 0)
        let offset = contentOffset
        let edge = clampedOffset(offset)
        let isPastEdge = edge != offset && !zoomed
        let defaultTarget = zoomed ? offset : isPastEdge ? edge : isPagingEnabled ? pageTarget(from: offset, velocity: velocity) : restingOffset(from: offset, velocity: velocity)
        var target = defaultTarget
        delegateStorage?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        let rule = SettingRule<CGPoint>.finite
        if let problem = rule.problem(target, "targetContentOffset", in: { "\(debugName)'s delegate: scrollViewWillEndDragging set targetContentOffset to \($0)" }) {
            reportMisuse("\(problem) The default target \(rule.describe(defaultTarget)) is used.")
            target = defaultTarget
        }
        isDraggingStorage = false
        // An animation code started during the drag (R52, R75, R76) goes on: the lift leaves it to
        // end with its own delegate call, and does not decelerate.
        let animating = motion.kind != .none
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        let eased = isPastEdge || isPagingEnabled
        let decelerates = !zoomed && !animating && target != offset && (eased || speed >= decelerationStopSpeed)
        delegateStorage?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        tellWindow(.scroll(self, .endedDragging(at: contentOffset, velocity: velocity, decelerating: decelerates)))
        // A motion the delegate started from that call (an animated offset or zoom) goes on, as one
        // started during the drag does: the lift does not decelerate.
        guard decelerates, motion.kind == .none else {
            if !animating, motion.kind == .none { applyOffset(target) }   // a target changed for a lift too slow to move on: at once
            return
        }
        isDeceleratingStorage = true
        delegateStorage?.scrollViewWillBeginDecelerating(self)
        guard isDecelerating, motion.kind == .none else { return }   // the delegate moved it meanwhile
        if eased {
            startAnimation(to: target, kind: .settling)
        } else {
            startDeceleration(to: target, speed: speed)
        }
    }

    /// R47: `offset + v₀ × rate ÷ (1 − rate)` within the edges.
    func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let factor = rate / (1 - rate)
        return clampedOffset(CGPoint(x: offset.x + velocity.x * factor, y: offset.y + velocity.y * factor))
    }

    /// R48: the page nearest the resting offset, past the next page boundary when the speed is
    /// above ``pagingFlickSpeed``, at most one page from the drag's start page, within the edges.
    func pageTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let factor = rate / (1 - rate)
        let size = bounds.size
        var target = offset
        if scrollsHorizontally, size.width > 0 {
            target.x = page(offset.x, velocity.x, rest: offset.x + velocity.x * factor, start: dragStartOffset.x, size: size.width)
        }
        if scrollsVertically, size.height > 0 {
            target.y = page(offset.y, velocity.y, rest: offset.y + velocity.y * factor, start: dragStartOffset.y, size: size.height)
        }
        return clampedOffset(target)
    }

    private func page(_ offset: CGFloat, _ velocity: CGFloat, rest: CGFloat, start: CGFloat, size: CGFloat) -> CGFloat {
        var page = (rest / size).rounded()
        if abs(velocity) > pagingFlickSpeed {
            let next = velocity > 0 ? (offset / size).rounded(.down) + 1 : (offset / size).rounded(.up) - 1
            page = velocity > 0 ? max(page, next) : min(page, next)
        }
        let startPage = (start / size).rounded()
        return min(max(page, startPage - 1), startPage + 1) * size
    }

    // MARK: Rubber band (R46)

    /// `raw` shown between `low` and `high`: past an edge, rubber-banded with ``bounces``, else at the edge.
    private func banded(_ raw: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
        if raw < low { return bounces ? low - rubberBand(low - raw, dimension) : low }
        if raw > high { return bounces ? high + rubberBand(raw - high, dimension) : high }
        return raw
    }

    /// `d × (1 − 1 ÷ (x × k ÷ d + 1))`.
    private func rubberBand(_ overshoot: CGFloat, _ dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return dimension * (1 - 1 / (overshoot * rubberBandFactor / dimension + 1))
    }

    /// The finger's offset that shows as `shown` (the rubber band undone), so that a drag that
    /// starts past an edge goes on from where the content is.
    private func unbanded(_ shown: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
        if shown < low { return low - rubberBandInverse(low - shown, dimension) }
        if shown > high { return high + rubberBandInverse(shown - high, dimension) }
        return shown
    }

    private func rubberBandInverse(_ shown: CGFloat, _ dimension: CGFloat) -> CGFloat {
        guard bounces, dimension > 0, shown < dimension else { return shown }
        return shown * dimension / ((dimension - shown) * rubberBandFactor)
    }
}

/// A scroll view's edges and the axes that scroll, read once for a computation.
struct ScrollEdges {
    let low: CGPoint
    let high: CGPoint
    let size: CGSize
    let scrollsHorizontally: Bool
    let scrollsVertically: Bool

    func clamped(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }
}
