import DemoControllers
import Foundation
import TargetAction

extension DemoScenario {
    /// ZoomingImageViewController: the scroll view zooms a photo by pinch and double tap.
    public static let zoomingImage = DemoScenario(
        title: "Zooming photo (ZoomingImageViewController)",
        technique: "the scroll view zooms the delegate's viewForZooming between 1× and 4×: a pinch keeps the point under the fingers in place and rubber-bands past the limits, returning on the clock (R77, R78); the photo is centred in scrollViewDidZoom; a double tap calls zoom(to:animated:) about the tap, or setZoomScale(1, animated:) when zoomed, over 0.3 s of the clock (R75, R76)"
    ) {
        let viewer = ZoomingImageViewController()
        viewer.loadViewIfNeeded()   // the scroll view's pinch comes with the zoom limits
        let scrollView = viewer.scrollView
        scrollView.panGestureRecognizer.name = "scroll"   // names for the trace
        scrollView.pinchGestureRecognizer?.name = "zoom"
        let session = DemoSession(showing: viewer) {
            [("zoom", number((scrollView.zoomScale * 1000).rounded() / 1000)),
             ("offset", format(CGPoint(x: scrollView.contentOffset.x.rounded(), y: scrollView.contentOffset.y.rounded()))),
             ("photo at", format(CGPoint(x: viewer.imageView.frame.minX.rounded(), y: viewer.imageView.frame.minY.rounded()))),
             ("scroll", scrollView.isZooming ? "zooming" : scrollView.isZoomBouncing ? "bouncing back" : scrollView.isDragging ? "dragging" : "at rest")]
        }
        let middle = CGPoint(x: 195, y: 422)
        session.act("Double tap the photo's middle: zooms to 2.5× about the tap over 0.3 s of the clock (sampled every 0.1 s)")
        session.tap(at: middle, count: 2)
        session.wait(0.3, sampling: 0.1)
        session.wait(0.5)
        session.act("Double tap again: the photo is zoomed, so it zooms back to 1×, centred")
        session.tap(at: middle, count: 2)
        session.wait(0.3, sampling: 0.1)
        session.wait(0.5)
        session.act("Pinch out from 100 to 300 points while the fingers travel up and right: 3×, the point under them kept; the photo, 780 points tall, goes back within its edges")
        session.travellingPinch(from: middle, to: CGPoint(x: 260, y: 360), distance: (100, 300), duration: 0.5)
        session.wait(0.3, sampling: 0.1)
        session.act("Drag the zoomed photo with one finger: the scroll view's pan moves it")
        session.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 200, y: 500), duration: 1)
        session.wait(1, sampling: 0.5)
        session.act("Pinch out from 100 to 200 points: 3× × 2 is past 4×, so the zoom rubber-bands (4 × 1.5^0.5 ≈ 4.9×), and after the lift returns to 4× on the clock")
        session.travellingPinch(from: middle, to: middle, distance: (100, 200), duration: 0.5)
        session.wait(0.3, sampling: 0.1)
        session.act("Pinch in from 300 to 50 points: 4 ÷ 6 is below 1×, so it rubber-bands, then returns to 1×, centred")
        session.travellingPinch(from: middle, to: middle, distance: (300, 50), duration: 0.5)
        session.wait(0.3, sampling: 0.1)
        return session
    }

    /// RefreshableListViewController: a pull to refresh, a one-second load on the clock.
    public static let refreshableList = DemoScenario(
        title: "Pull to refresh (RefreshableListViewController)",
        technique: "a RefreshControl as the list's refreshControl: a pull past the trigger distance (167 points on this screen) with a finger down starts refreshing during the drag and sends .valueChanged (R82); the lift rests at the revealed control (R83); the action's one-second timer on the window's clock adds a row and calls endRefreshing(), and the list scrolls back (R85)"
    ) {
        let list = RefreshableListViewController()
        list.listView.panGestureRecognizer.name = "scroll"   // a name for the trace
        let session = DemoSession(showing: list) {
            [("offset", number(list.listView.contentOffset.y.rounded())),
             ("inset top", number(list.listView.adjustedContentInset.top)),
             ("refreshing", list.refreshControl.isRefreshing ? "yes" : "no"),
             ("top row", list.rowViews.first?.accessibilityIdentifier ?? "none")]
        }
        session.act("Pull down 200 points: short of the trigger after the rubber band; the list springs back")
        session.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 350), duration: 0.8, steps: 8)
        session.wait(0.5, sampling: 0.1)
        session.act("Pull down 450 points: the control triggers during the drag; after the lift the list rests at the revealed control")
        session.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 600), duration: 0.9, steps: 9)
        session.wait(0.3, sampling: 0.1)
        session.act("The load's second passes on the clock: a new row on top, endRefreshing(), and the list scrolls back")
        session.wait(1.2, sampling: 0.2)
        session.act("Pull again: a second load")
        session.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 600), duration: 0.9, steps: 9)
        session.wait(1.6, sampling: 0.2)
        return session
    }
}

extension DemoSession {
    /// Two fingers on a horizontal line through a centroid that travels from `start` to `end`
    /// while they go from `distance.from` to `distance.to` apart, in `steps` steps over `duration`,
    /// then lift. Each step moves finger 0, then finger 1 (two events).
    func travellingPinch(from start: CGPoint, to end: CGPoint, distance: (from: CGFloat, to: CGFloat),
                         duration: TimeInterval, steps: Int = 5) {
        func positions(_ fraction: CGFloat) -> [CGPoint] {
            let center = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            let half = (distance.from + (distance.to - distance.from) * fraction) / 2
            return [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)]
        }
        for (finger, point) in positions(0).enumerated() { down(at: point, finger: finger) }
        for step in 1...max(1, steps) {
            wait(duration / TimeInterval(max(1, steps)))
            for (finger, point) in positions(CGFloat(step) / CGFloat(max(1, steps))).enumerated() { move(to: point, finger: finger) }
        }
        up(finger: 0)
        up(finger: 1)
    }
}
