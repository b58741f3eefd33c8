import Foundation
@testable import TargetAction

/// R45-R52: a scroll view with content views (and sometimes a button) joins some scenes, from a
/// stream of its own and appended last, so the rest of every seed's scene is what it was before.
extension FuzzSceneSpec {
    struct ScrollSpec: CustomStringConvertible {
        var contentSize: CGSize
        var inset: EdgeInsets
        var bounces: Bool
        var alwaysBounceVertical: Bool
        var isPagingEnabled: Bool
        var delaysContentTouches: Bool
        var canCancelContentTouches: Bool
        var isFast: Bool
        /// R72-R80, R81-R85 (FuzzSceneSpec+Zooming.swift).
        var zoom: ZoomSpec?
        var refresh: RefreshSpec?
        /// R45 (amended): its delegate recentres it mid-drag (FuzzSceneSpec+Offsets.swift).
        var recentre: RecentreSpec?

        var description: String {
            var flags = ["scroll view, content \(contentSize.width)×\(contentSize.height)"]
            if inset != .zero { flags.append("inset (\(inset.top), \(inset.left), \(inset.bottom), \(inset.right))") }
            if !bounces { flags.append("!bounces") }
            if alwaysBounceVertical { flags.append("alwaysBounceVertical") }
            if isPagingEnabled { flags.append("paging") }
            if !delaysContentTouches { flags.append("!delaysContentTouches") }
            if !canCancelContentTouches { flags.append("!canCancelContentTouches") }
            if isFast { flags.append("fast deceleration") }
            if let zoom { flags.append("\(zoom)") }
            if let refresh { flags.append("\(refresh)") }
            if let recentre { flags.append("\(recentre)") }
            return flags.joined(separator: ", ")
        }
    }

    mutating func addScrollViews(_ random: SplitMix64) {
        var random = random
        guard random.chance(0.4) else { return }
        let plain = views.indices.filter { views[$0].control == nil }
        let parent = random.pick(plain)
        let parentSize = views[parent].frame.size
        let size = CGSize(width: CGFloat(random.int(Int(min(100, parentSize.width))...Int(max(100, parentSize.width)))),
                          height: CGFloat(random.int(Int(min(120, parentSize.height))...Int(max(120, parentSize.height)))))
        let origin = views[parent].boundsOrigin
        let x = CGFloat(random.int(0...Int(max(0, parentSize.width - size.width))))
        let y = CGFloat(random.int(0...Int(max(0, parentSize.height - size.height))))
        var scrollView = ViewSpec(
            parent: parent, frame: CGRect(origin: CGPoint(x: origin.x + x, y: origin.y + y), size: size),
            boundsOrigin: .zero, isHidden: false, alpha: 1, isUserInteractionEnabled: true, refusesToBegin: false)
        let insets = random.chance(0.2)
        scrollView.scroll = ScrollSpec(
            contentSize: CGSize(width: size.width * CGFloat(random.pick([1, 1, 2, 3.5])), height: size.height * CGFloat(random.pick([0.5, 1, 3, 10]))),
            inset: insets ? EdgeInsets(top: CGFloat(random.int(0...40)), left: 0, bottom: CGFloat(random.int(0...40)), right: 0) : .zero,
            bounces: !random.chance(0.2), alwaysBounceVertical: random.chance(0.2), isPagingEnabled: random.chance(0.2),
            delaysContentTouches: !random.chance(0.25), canCancelContentTouches: !random.chance(0.2), isFast: random.chance(0.3))
        let scrollIndex = views.count
        views.append(scrollView)
        // Rows of content, in the content's coordinates; sometimes a button among them.
        let content = scrollView.scroll!.contentSize
        for row in 0..<random.int(1...4) {
            let height = CGFloat(random.int(30...80))
            var view = ViewSpec(
                parent: scrollIndex,
                frame: CGRect(x: 0, y: CGFloat(row) * max(44, content.height / 4), width: max(60, content.width), height: height),
                boundsOrigin: .zero, isHidden: false, alpha: 1, isUserInteractionEnabled: true, refusesToBegin: false)
            if random.chance(0.3) {
                view.control = .button
                view.frame.size = ControlKind.button.size
            }
            view.isMultipleTouchEnabled = random.chance(0.25)
            views.append(view)
        }
        addZoomingAndRefresh(to: scrollIndex, SplitMix64(seed: random.next()))
    }
}

extension FuzzScene {
    /// A scroll view built from `spec`, added to `parent`.
    static func makeScrollView(_ scroll: FuzzSceneSpec.ScrollSpec, spec: FuzzSceneSpec.ViewSpec, in parent: View) -> ScrollView {
        let scrollView = FuzzScrollView(frame: spec.frame)
        scrollView.contentSize = scroll.contentSize
        scrollView.contentInset = scroll.inset
        scrollView.contentOffset = CGPoint(x: -scroll.inset.left, y: -scroll.inset.top)   // at its top, as apps start one
        scrollView.bounces = scroll.bounces
        scrollView.alwaysBounceVertical = scroll.alwaysBounceVertical
        scrollView.isPagingEnabled = scroll.isPagingEnabled
        scrollView.delaysContentTouches = scroll.delaysContentTouches
        scrollView.canCancelContentTouches = scroll.canCancelContentTouches
        scrollView.decelerationRate = scroll.isFast ? .fast : .normal
        scrollView.panGestureRecognizer.name = "scroll"
        scrollView.watchDragMoves()
        configureZoomingAndRefresh(scrollView, scroll)
        scrollView.watchPinchUpdates()
        parent.addSubview(scrollView)
        return scrollView
    }
}

/// A scroll view that keeps the touches it gets as a hit view, as ``FuzzView`` does, so that
/// every delivery the checker sees is to the touch's own view.
final class FuzzScrollView: ScrollView {
    weak var hooks: FuzzHooks?
    /// Its index in the scene's views.
    var sceneIndex = -1
    /// Set in hostile scenes: its delegate's calls may fight back.
    weak var hostileHooks: FuzzHooks?
    /// Its delegate, which a scroll view holds weakly.
    var keptDelegate: ScrollViewDelegate?
    /// What the checker keeps about its zooming and refreshing (FuzzChecker+Zooming.swift).
    let zoomRecord = FuzzZoomRecord()
    /// What the checker keeps about its drag (FuzzChecker+Dragging.swift).
    let dragRecord = FuzzDragRecord()
    /// An offset a callback set from the range as it was before the call, which the call itself
    /// changed (setting it ended a zoom under way): UIKit keeps such an offset, outside the edges
    /// (and a drag goes on from it).
    var offsetSetOutsideEdges: CGPoint?
    var fault: FuzzFault?

    /// With ``FuzzFault/dragIgnoresOffsetSetMidDrag``, an offset set while dragging passes for the drag's own.
    override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            if fault == .dragIgnoresOffsetSetMidDrag, isDragging { dragShownOffset = super.contentOffset }
        }
    }

    /// Its pan's targets: the checker hears each drag move just before and just after the scroll
    /// view's own target follows it (R45, R46).
    func watchDragMoves() {
        let pan = panGestureRecognizer
        _ = pan.addTarget(self, action: FuzzScrollView.dragWillMove)
        _ = pan.addTarget(self, action: FuzzScrollView.dragDidMove)
        let pairs = pan.pairs
        pan.pairs = [pairs[pairs.count - 2]] + pairs.dropLast(2) + [pairs[pairs.count - 1]]
    }

    /// Its pinch's targets, around the scroll view's own: while one runs, a zoom is the pinch's
    /// update (R77), not code zooming meanwhile.
    func watchPinchUpdates() {
        guard let pinch = pinchGestureRecognizer else { return }
        _ = pinch.addTarget(self, action: FuzzScrollView.pinchWillUpdate)
        _ = pinch.addTarget(self, action: FuzzScrollView.pinchDidUpdate)
        let pairs = pinch.pairs
        pinch.pairs = [pairs[pairs.count - 2]] + pairs.dropLast(2) + [pairs[pairs.count - 1]]
    }

    private func pinchWillUpdate(_ pinch: PinchGestureRecognizer) { zoomRecord.inPinchUpdate = true }
    private func pinchDidUpdate(_ pinch: PinchGestureRecognizer) { zoomRecord.inPinchUpdate = false }

    private func dragWillMove(_ pan: PanGestureRecognizer) {
        (hooks as? FuzzDragHooks)?.scrollView(self, willFollow: pan)
    }

    private func dragDidMove(_ pan: PanGestureRecognizer) {
        (hooks as? FuzzDragHooks)?.scrollView(self, didFollow: pan)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}
