import Foundation
@testable import TargetAction

/// What the checker keeps about one scroll view's drag, worked out from R45 and R46 alone.
final class FuzzDragRecord {
    /// A drag is under way and the rules say where each move puts the offset.
    var isModelled = false
    /// The edges in force when the drag began, the bounds size, the axes that scroll, the content size.
    var low = CGPoint.zero
    var high = CGPoint.zero
    var size = CGSize.zero
    var scrollsX = false
    var scrollsY = false
    var bounces = true
    var factor: CGFloat = 0.55
    var content = CGSize.zero
    /// The unconstrained drag position, the offset the last move gave, the pan's translation then.
    var raw = CGPoint.zero
    var produced = CGPoint.zero
    var translation = CGPoint.zero
    var delta = CGPoint.zero
    /// During a move: the offset before it, where the rules put it, where the move put it.
    var before = CGPoint.zero
    var expected: CGPoint?
    var moved: CGPoint?
    /// The offset was set by code since the last move.
    var wasSet = false
    /// A callback moved the content during a move, before the move's own change (hostile scenes).
    var movedByCallback = false
}

/// What the checker hears of a scroll view's drag moves, from targets of its pan around its own.
protocol FuzzDragHooks: AnyObject {
    func scrollView(_ scrollView: ScrollView, willFollow pan: PanGestureRecognizer)
    func scrollView(_ scrollView: ScrollView, didFollow pan: PanGestureRecognizer)
}

/// R45 (amended), R46 (amended): each drag move shifts the unconstrained position by the finger's
/// movement since the last move (negated) on the axes that scroll, and the offset shows it
/// rubber-banded past the edges in force when the drag began: d × (1 − 1 ÷ (x × k ÷ d + 1)) for an
/// overshoot x, or the edge without `bounces`. An offset set since the last move (a delegate's
/// recentring, a handler's jump) is where the drag goes on from: its unconstrained position is the
/// one that shows as that offset.
extension FuzzChecker: FuzzDragHooks {
    func scrollView(_ scrollView: ScrollView, willFollow pan: PanGestureRecognizer) {
        guard let record = (scrollView as? FuzzScrollView)?.dragRecord else { return }
        record.expected = nil
        record.moved = nil
        record.movedByCallback = false
        switch pan.state {
        case .began:
            startDrag(record, scrollView)
            // A zoom animating as the drag begins ends at once where it was going (the drag stops
            // every motion): the edges and the offset are the zoom's, not those read here.
            if scrollView.motion.kind.zooms {
                count("drag not modelled after a zoom")
                return record.isModelled = false
            }
        case .changed: break
        default: return record.isModelled = false
        }
        guard record.isModelled else { return }
        if scrollView.isZooming || scrollView.zoomEndedDuringDrag || scrollView.isZoomBouncing || scrollView.contentSize != record.content {
            count("drag not modelled after a zoom")   // R79: the pinch set the content's size and offset
            return record.isModelled = false
        }
        let offset = scrollView.contentOffset
        record.wasSet = offset != record.produced
        if record.wasSet {
            guard let raw = unbanded(offset, record) else {
                count("drag not modelled: an offset set beyond the rubber band's reach")
                return record.isModelled = false
            }
            record.raw = raw
        }
        let translation = pan.translation(in: scrollView)
        let delta = CGPoint(x: translation.x - record.translation.x, y: translation.y - record.translation.y)
        record.translation = translation
        record.delta = delta
        var expected = offset
        if record.scrollsX {
            record.raw.x -= delta.x
            expected.x = banded(record.raw.x, record.low.x, record.high.x, record.size.width, record)
        }
        if record.scrollsY {
            record.raw.y -= delta.y
            expected.y = banded(record.raw.y, record.low.y, record.high.y, record.size.height, record)
        }
        record.before = offset
        record.expected = expected
    }

    /// A callback is about to move `scrollView`'s content: during a drag move, before the move's
    /// own change (from `scrollViewWillBeginDragging`), the move goes on from there.
    func contentWillMoveByCallback(_ scrollView: ScrollView) {
        (scrollView as? FuzzScrollView)?.zoomRecord.movedByCallbackThisStep = true
        if let zoom = (scrollView as? FuzzScrollView)?.zoomRecord, scrollView.zoomPinch?.committedState.isActive == true { zoom.anchorDisturbed = true }
        guard let record = (scrollView as? FuzzScrollView)?.dragRecord, record.expected != nil, record.moved == nil else { return }
        record.movedByCallback = true
    }

    /// The first offset change during a move is the move's own; later ones (a delegate
    /// recentring) come after it.
    func dragDidScroll(_ scrollView: ScrollView) {
        guard let record = (scrollView as? FuzzScrollView)?.dragRecord, record.expected != nil, record.moved == nil else { return }
        record.moved = scrollView.contentOffset
    }

    func scrollView(_ scrollView: ScrollView, didFollow pan: PanGestureRecognizer) {
        guard let record = (scrollView as? FuzzScrollView)?.dragRecord, let expected = record.expected else { return }
        record.expected = nil
        if record.movedByCallback {   // the move went on from an offset the checker did not see: the drag's own from here
            record.movedByCallback = false
            (record.raw, record.produced) = (scrollView.dragRawOffset, scrollView.dragShownOffset)
            return count("drag move not checked: a callback moved the content before it")
        }
        guard record.isModelled, !scrollView.isZooming, scrollView.contentSize == record.content else { return }
        let moved = record.moved ?? record.before
        record.produced = moved
        if scrollView.contentOffset != moved { count("offset recentred by the delegate during a drag move") }
        let magnitude = max(1, abs(expected.x), abs(expected.y), record.size.width, record.size.height)
        let past = [moved, expected].contains { $0.x < record.low.x || $0.x > record.high.x || $0.y < record.low.y || $0.y > record.high.y }
        count(record.wasSet ? "drag move checked after an offset set mid-drag" : "drag move checked")
        if past { count("drag move checked past an edge") }
        guard abs(moved.x - expected.x) > 1e-7 * magnitude || abs(moved.y - expected.y) > 1e-7 * magnitude else { return }
        fail(past ? "R46" : "R45", "\(describe(scrollView))'s drag moved the offset from (\(record.before.x), \(record.before.y))\(record.wasSet ? ", which was set there by code since the last move," : "") to (\(moved.x), \(moved.y)); the finger moved (\(record.delta.x), \(record.delta.y)) since the last move, which puts it at (\(expected.x), \(expected.y)) (edges (\(record.low.x), \(record.low.y))…(\(record.high.x), \(record.high.y)) when the drag began\(record.bounces ? ", rubber-banded past them" : ", no bounces")).")
    }

    /// R45: the edges and the axes that scroll, from the content size, the adjusted insets and the
    /// bounds as the drag begins; the drag goes on from the offset as it is.
    private func startDrag(_ record: FuzzDragRecord, _ scrollView: ScrollView) {
        let inset = scrollView.adjustedContentInset, content = scrollView.contentSize, size = scrollView.bounds.size
        record.low = CGPoint(x: -inset.left, y: -inset.top)
        record.high = CGPoint(x: max(record.low.x, content.width - size.width + inset.right),
                              y: max(record.low.y, content.height - size.height + inset.bottom))
        record.size = size
        record.content = content
        record.scrollsX = scrollView.alwaysBounceHorizontal || content.width + inset.left + inset.right > size.width
        record.scrollsY = scrollView.alwaysBounceVertical || content.height + inset.top + inset.bottom > size.height
        record.bounces = scrollView.bounces
        record.factor = scrollView.rubberBandFactor
        record.translation = .zero
        record.isModelled = true
        let offset = scrollView.contentOffset
        record.produced = offset
        if let raw = unbanded(offset, record) {
            record.raw = raw
        } else {
            count("drag not modelled: it began beyond the rubber band's reach")
            record.isModelled = false
        }
    }

    /// R46: `raw` as it shows between `low` and `high`.
    private func banded(_ raw: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat, _ record: FuzzDragRecord) -> CGFloat {
        let overshoot = raw < low ? low - raw : raw > high ? raw - high : 0
        guard overshoot > 0 else { return raw }
        let edge = raw < low ? low : high, outwards: CGFloat = raw < low ? -1 : 1
        guard record.bounces, dimension > 0 else { return edge }
        return edge + outwards * dimension * (1 - 1 / (overshoot * record.factor / dimension + 1))
    }

    /// The unconstrained position that shows as `offset` (R46 undone), or nil when no position
    /// shows there (as far past an edge as a bounds size, or more).
    private func unbanded(_ offset: CGPoint, _ record: FuzzDragRecord) -> CGPoint? {
        func axis(_ shown: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat, scrolls: Bool) -> CGFloat? {
            let overshoot = shown < low ? low - shown : shown > high ? shown - high : 0
            guard overshoot > 0, record.bounces, scrolls else { return shown }
            guard overshoot < dimension else { return nil }
            let raw = overshoot * dimension / ((dimension - overshoot) * record.factor)
            return shown < low ? low - raw : high + raw
        }
        guard let x = axis(offset.x, record.low.x, record.high.x, record.size.width, scrolls: record.scrollsX),
              let y = axis(offset.y, record.low.y, record.high.y, record.size.height, scrolls: record.scrollsY) else { return nil }
        return CGPoint(x: x, y: y)
    }
}
