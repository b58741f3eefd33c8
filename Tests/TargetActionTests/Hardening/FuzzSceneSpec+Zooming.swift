import Foundation
@testable import TargetAction

/// R72-R85: some scroll views zoom one of their content views and some have a refresh control,
/// from a stream of their own drawn after the scroll view's, so the rest of every seed's scene is
/// what it was before.
extension FuzzSceneSpec {
    /// A zoomable scroll view: its limits, and what its delegate does when a zoom ends.
    struct ZoomSpec: CustomStringConvertible {
        /// Index in ``FuzzSceneSpec/views`` of the content view that zooms, a direct subview.
        var zoomView: Int
        var minimum: CGFloat
        var maximum: CGFloat
        var bouncesZoom: Bool
        /// What `scrollViewDidEndZooming` does (re-entrantly): nothing, or a zoom in code.
        var onEnd: ZoomEffect

        enum ZoomEffect: CustomStringConvertible {
            case nothing
            /// `setZoomScale(_:animated:)` to the minimum.
            case zoomOut(animated: Bool)
            /// `zoom(to:animated:)` to a quarter of the zoom view.
            case zoomToCorner(animated: Bool)

            var description: String {
                switch self {
                case .nothing: "nothing"
                case let .zoomOut(animated): "setZoomScale(minimum, animated: \(animated))"
                case let .zoomToCorner(animated): "zoom(to: its top-left quarter, animated: \(animated))"
                }
            }
        }

        var description: String {
            "zooms v\(zoomView) \(minimum)…\(maximum)\(bouncesZoom ? "" : ", !bouncesZoom"), on end: \(onEnd)"
        }
    }

    /// A refresh control: when its action ends refreshing (0: inside the action).
    struct RefreshSpec: CustomStringConvertible {
        var endsAfter: TimeInterval

        var description: String {
            endsAfter == 0 ? "refresh control (ends in its action)" : "refresh control (ends \(endsAfter) s after)"
        }
    }

    /// Draws zooming and a refresh control for the scroll view at `scrollIndex`, whose content
    /// views follow it in ``views``.
    mutating func addZoomingAndRefresh(to scrollIndex: Int, _ random: SplitMix64) {
        var random = random
        let content = views.indices.filter { views[$0].parent == scrollIndex && views[$0].control == nil }
        if let zoomView = content.first, random.chance(0.6) {
            let minimum = CGFloat(random.pick([1, 1, 0.5, 0.25, 2]))
            let maximum = max(minimum, CGFloat(random.pick([4, 4, 2, 3, 1])))
            let effect: ZoomSpec.ZoomEffect = switch random.weighted([70, 15, 15]) {
            case 0: .nothing
            case 1: .zoomOut(animated: random.chance(0.5))
            default: .zoomToCorner(animated: random.chance(0.5))
            }
            views[scrollIndex].scroll?.zoom = ZoomSpec(
                zoomView: zoomView, minimum: minimum, maximum: maximum, bouncesZoom: !random.chance(0.2), onEnd: effect)
        }
        if random.chance(0.45) {
            views[scrollIndex].scroll?.refresh = RefreshSpec(endsAfter: random.pick([0, 0.05, 0.3, 1, 1]))
            if random.chance(0.5) { views[scrollIndex].scroll?.alwaysBounceVertical = true }   // short content can be pulled too
        }
    }
}

extension FuzzScene {
    /// Makes `scrollView` zoom and refresh as `spec` says (its content views are added later).
    static func configureZoomingAndRefresh(_ scrollView: FuzzScrollView, _ spec: FuzzSceneSpec.ScrollSpec) {
        if let zoom = spec.zoom {
            scrollView.maximumZoomScale = zoom.maximum   // the maximum first: the minimum never passes it
            scrollView.minimumZoomScale = zoom.minimum
            scrollView.bouncesZoom = zoom.bouncesZoom
            scrollView.pinchGestureRecognizer?.name = "zoom"
        }
        let delegate = FuzzZoomDelegate(zoom: spec.zoom, recentre: spec.recentre)
        scrollView.delegate = delegate
        scrollView.keptDelegate = delegate
        guard let refresh = spec.refresh else { return }
        let control = RefreshControl()
        scrollView.refreshControl = control
        control.addAction(Action { [weak scrollView] action in
            guard let scrollView, let control = action.sender as? RefreshControl else { return }
            (scrollView.hooks as? FuzzZoomHooks)?.refreshControlSentValueChanged(control, in: scrollView)
            guard refresh.endsAfter > 0, let clock = scrollView.window?.clock else { return control.endRefreshing() }
            _ = clock.schedule(after: refresh.endsAfter) { [weak control] in control?.endRefreshing() }
        }, for: .valueChanged)
    }
}

/// What the checker hears of zooming and refreshing, from a scene's scroll view delegates and
/// refresh controls.
protocol FuzzZoomHooks: AnyObject {
    func scrollView(_ scrollView: ScrollView, willBeginZoomingWith view: View?)
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewDidZoom(_ scrollView: ScrollView)
    func scrollView(_ scrollView: ScrollView, didEndZoomingWith view: View?, atScale scale: CGFloat)
    func refreshControlSentValueChanged(_ control: RefreshControl, in scrollView: ScrollView)
}

/// A scroll view's delegate in a scene: it names the zoom view (found by its index, so it is nil
/// while removed), reports to the checker, and zooms in code when a zoom ends, if its spec says so.
final class FuzzZoomDelegate: ScrollViewDelegate {
    let zoom: FuzzSceneSpec.ZoomSpec?
    /// R45 (amended): recentres the scroll view while it drags, as an endless list does.
    let recentre: FuzzSceneSpec.RecentreSpec?

    init(zoom: FuzzSceneSpec.ZoomSpec?, recentre: FuzzSceneSpec.RecentreSpec? = nil) {
        self.zoom = zoom
        self.recentre = recentre
    }

    private func hooks(_ scrollView: ScrollView) -> FuzzZoomHooks? {
        (scrollView as? FuzzScrollView)?.hooks as? FuzzZoomHooks
    }

    func viewForZooming(in scrollView: ScrollView) -> View? {
        guard let zoom else { return nil }
        return scrollView.subviews.first { ($0 as? FuzzView)?.index == zoom.zoomView }
    }

    /// In a hostile scene, the call may fight back (FuzzSceneSpec+Hostile.swift).
    private func fightBack(_ scrollView: ScrollView, _ call: FuzzSceneSpec.ScrollCall) {
        guard let scrollView = scrollView as? FuzzScrollView else { return }
        scrollView.hostileHooks?.hostile(.scroll(view: scrollView.sceneIndex, call))
    }

    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        hooks(scrollView)?.scrollView(scrollView, willBeginZoomingWith: view)
        fightBack(scrollView, .willBeginZooming)
    }

    func scrollViewDidZoom(_ scrollView: ScrollView) {
        hooks(scrollView)?.scrollViewDidZoom(scrollView)
        fightBack(scrollView, .didZoom)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        hooks(scrollView)?.scrollViewDidScroll(scrollView)
        if let recentre, scrollView.isDragging, !scrollView.isZooming { recentre.apply(to: scrollView) }
        fightBack(scrollView, .didScroll)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { fightBack(scrollView, .willBeginDragging) }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        fightBack(scrollView, .willEndDragging)
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { fightBack(scrollView, .didEndDragging) }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { fightBack(scrollView, .willBeginDecelerating) }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { fightBack(scrollView, .didEndDecelerating) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { fightBack(scrollView, .didEndScrollingAnimation) }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { fightBack(scrollView, .didChangeAdjustedContentInset) }

    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
        hooks(scrollView)?.scrollView(scrollView, didEndZoomingWith: view, atScale: scale)
        fightBack(scrollView, .didEndZooming)
        switch zoom?.onEnd ?? .nothing {
        case .nothing:
            break
        case let .zoomOut(animated):
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: animated)
        case let .zoomToCorner(animated):
            guard let view else { return }
            let bounds = view.bounds
            scrollView.zoom(to: CGRect(x: bounds.minX, y: bounds.minY, width: max(1, bounds.width / 2), height: max(1, bounds.height / 2)),
                            animated: animated)
        }
    }
}
