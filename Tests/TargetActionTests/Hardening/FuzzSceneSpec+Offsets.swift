import Foundation
@testable import TargetAction

/// R45 (amended): offsets set mid-drag. Some scroll views' delegates recentre them while dragging,
/// as an endless list does, and some recognizers' handlers set a scroll view's offset while it
/// drags, as a handler handing a drag over does. From a stream of their own, drawn last, so the
/// rest of every seed's scene is what it was before; never on a zooming scroll view (R79).
extension FuzzSceneSpec {
    /// What `scrollViewDidScroll` does while dragging: past `high` on one axis the offset goes back
    /// by `amount`; below `low` it goes on by it.
    struct RecentreSpec: CustomStringConvertible {
        var vertical: Bool
        var low: CGFloat?
        var high: CGFloat
        var amount: CGFloat

        var description: String {
            let axis = vertical ? "y" : "x"
            return "recentres mid-drag by \(amount) (\(axis) > \(high)\(low.map { " or \(axis) < \($0)" } ?? ""))"
        }

        /// Recentres `scrollView` if its offset is past a threshold.
        func apply(to scrollView: ScrollView) {
            let value = vertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
            let shift: CGFloat = value > high ? -amount : low.map { value < $0 } == true ? amount : 0
            guard shift != 0 else { return }
            if vertical { scrollView.contentOffset.y += shift } else { scrollView.contentOffset.x += shift }
        }
    }

    /// The edges of scroll view `index` as its spec makes them (the insets the app set), or nil.
    func scrollRange(of index: Int) -> (low: CGPoint, high: CGPoint)? {
        guard let scroll = views[index].scroll else { return nil }
        let size = views[index].frame.size, inset = scroll.inset, content = scroll.contentSize
        let low = CGPoint(x: -inset.left, y: -inset.top)
        return (low, CGPoint(x: max(low.x, content.width - size.width + inset.right),
                             y: max(low.y, content.height - size.height + inset.bottom)))
    }

    /// Scroll views that offsets may be set on mid-drag: those that do not zoom.
    var offsetScrollViews: [Int] {
        views.indices.filter { views[$0].scroll != nil && views[$0].scroll?.zoom == nil }
    }

    mutating func addMidDragOffsetSets(_ random: SplitMix64) {
        var random = random
        for index in offsetScrollViews {
            guard let range = scrollRange(of: index) else { continue }
            let low = range.low, high = range.high
            let spanX = high.x - low.x, spanY = high.y - low.y
            if random.chance(0.5), max(spanX, spanY) >= 40 {
                let vertical = spanY >= 40 && (spanX < 40 || random.chance(0.7))
                let span = vertical ? spanY : spanX, start = vertical ? low.y : low.x
                let lower = start + span * CGFloat(random.double(0.05...0.3))
                let upper = start + span * CGFloat(random.double(0.35...0.8))
                views[index].scroll?.recentre = RecentreSpec(
                    vertical: vertical, low: random.chance(0.5) ? lower : nil, high: upper,
                    amount: ((upper - lower) * CGFloat(random.double(0.3...1))).rounded())
            }
            guard random.chance(0.5), !recognizers.isEmpty else { continue }
            // Mostly a recognizer above the scroll view that recognizes with its pan (its delegate
            // answers -1 for it, FuzzDelegate): its handler runs while the drag is under way.
            var above: [Int] = []
            var ancestor = views[index].parent
            while ancestor >= 0 {
                above += recognizers.indices.filter { recognizers[$0].view == ancestor }
                ancestor = views[ancestor].parent
            }
            for _ in 0..<random.int(1...2) {
                let recognizer = !above.isEmpty && random.chance(0.7) ? random.pick(above) : random.below(recognizers.count)
                if above.contains(recognizer), random.chance(0.7) {
                    var delegate = recognizers[recognizer].delegate ?? DelegateSpec(
                        shouldBegin: true, simultaneousWith: [], requiresFailureOf: [], requiredToFailBy: [], refusesTouchesModulo: 0)
                    delegate.simultaneousWith.insert(-1)
                    recognizers[recognizer].delegate = delegate
                }
                let state: GestureRecognizer.State = random.pick([.began, .changed, .changed, .ended])
                let offset = CGPoint(x: low.x + CGFloat(random.int(0...Int(spanX))), y: low.y + CGFloat(random.int(0...Int(spanY))))
                handlerEffects[recognizer, default: []].append((state, .setContentOffset(view: index, offset)))
            }
        }
    }
}
