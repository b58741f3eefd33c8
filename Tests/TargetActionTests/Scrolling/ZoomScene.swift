import Foundation
import Mocks
@testable import TargetAction
import TestSupport

/// Records a zooming or refreshing scroll view's delegate calls as lines, and answers
/// `viewForZooming(in:)` with ``zoomView``.
final class ZoomJournal: ScrollViewDelegate {
    private(set) var lines: [String] = []
    /// The zoom view to return; nil: no zooming.
    weak var zoomView: View?
    /// How many times `viewForZooming(in:)` was asked.
    private(set) var zoomViewRequests = 0
    /// Each `scrollViewDidZoom`'s scale and offset, with `isZooming` and `isZoomBouncing` then.
    private(set) var zooms: [(scale: CGFloat, offset: CGPoint, isZooming: Bool, isBouncing: Bool)] = []
    /// Runs in every `scrollViewDidZoom`.
    var onZoom: ((ScrollView) -> Void)?

    func viewForZooming(in scrollView: ScrollView) -> View? {
        zoomViewRequests += 1
        return zoomView
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) { append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { lines.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        lines.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { lines.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { lines.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { lines.append("didEndScrollingAnimation") }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        lines.append("willBeginZooming(\(view === zoomView ? "zoomView" : "other"), isZooming \(scrollView.isZooming))")
    }
    func scrollViewDidZoom(_ scrollView: ScrollView) {
        append("didZoom")
        zooms.append((scrollView.zoomScale, scrollView.contentOffset, scrollView.isZooming, scrollView.isZoomBouncing))
        onZoom?(scrollView)
    }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
        lines.append("didEndZooming(\(scale))")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        lines.append("didChangeAdjustedContentInset(top \(scrollView.adjustedContentInset.top))")
    }

    /// Repeated `didScroll` and `didZoom` lines collapse into one.
    private func append(_ line: String) {
        if lines.last != line { lines.append(line) }
    }

    func clear() {
        lines.removeAll()
        zooms.removeAll()
        zoomViewRequests = 0
    }
}

/// A 400×800 window filled by a scroll view zooming a 400×800 view between 1 and 4, and a
/// simulator on it.
struct ZoomScene {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let scrollView: ScrollView
    let zoomView: TouchRecordingView
    let journal = ZoomJournal()
    let simulator: TouchSimulator
    var clock: ManualClock { window.clock }

    init(zoomSize: CGSize = CGSize(width: 400, height: 800), minimum: CGFloat = 1, maximum: CGFloat = 4) {
        scrollView = ScrollView(frame: window.bounds)
        zoomView = TouchRecordingView(frame: CGRect(origin: .zero, size: zoomSize))
        scrollView.addSubview(zoomView)
        scrollView.contentSize = zoomSize
        scrollView.maximumZoomScale = maximum
        scrollView.minimumZoomScale = minimum
        journal.zoomView = zoomView
        scrollView.delegate = journal
        window.addSubview(scrollView)
        simulator = TouchSimulator(window: window)
    }

    /// Where the zoom-view point `point` is in the window.
    func onScreen(_ point: CGPoint) -> CGPoint {
        zoomView.convert(point, to: nil)
    }

    /// Two fingers go down `distance` apart either side of `center` (horizontally), then move in
    /// `steps` steps 0.02 s apart, both in one event each, to `endDistance` apart, and stay down.
    func pinchHeld(at center: CGPoint, from distance: CGFloat, to endDistance: CGFloat, steps: Int = 5) {
        simulator.down(at: CGPoint(x: center.x - distance / 2, y: center.y), finger: 0)
        simulator.down(at: CGPoint(x: center.x + distance / 2, y: center.y), finger: 1)
        for step in 1...steps {
            let half = (distance + (endDistance - distance) * CGFloat(step) / CGFloat(steps)) / 2
            simulator.wait(0.02)
            moveBoth(to: CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y))
        }
    }

    /// Moves fingers 0 and 1 in one event.
    func moveBoth(to first: CGPoint, _ second: CGPoint) {
        guard let one = simulator.touch(finger: 0), let two = simulator.touch(finger: 1) else { return }
        window.sendEvent(Event(timestamp: clock.now, changes: [.moved(one, to: first), .moved(two, to: second)]))
    }

    /// Lifts both fingers of ``pinchHeld(at:from:to:endCenter:steps:)``, one event each.
    func lift() {
        simulator.up(finger: 0)
        simulator.up(finger: 1)
    }
}

/// Whether two points are within `tolerance` of each other on both axes.
func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
