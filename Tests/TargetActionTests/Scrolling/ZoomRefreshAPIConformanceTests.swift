// The public contract for zooming and refresh in ScrollView, checked by the compiler: no @testable
// import, so a line here compiles only if the name is public with the contract's signature, an
// override only if the member is `open` (R71).
import Foundation
import TargetAction
import Testing

private final class OpenZoomingScrollView: ScrollView {
    override var minimumZoomScale: CGFloat { get { super.minimumZoomScale } set { super.minimumZoomScale = newValue } }
    override var maximumZoomScale: CGFloat { get { super.maximumZoomScale } set { super.maximumZoomScale = newValue } }
    override var zoomScale: CGFloat { get { super.zoomScale } set { super.zoomScale = newValue } }
    override func setZoomScale(_ scale: CGFloat, animated: Bool) { super.setZoomScale(scale, animated: animated) }
    override func zoom(to rect: CGRect, animated: Bool) { super.zoom(to: rect, animated: animated) }
    override var bouncesZoom: Bool { get { super.bouncesZoom } set { super.bouncesZoom = newValue } }
    override var isZooming: Bool { super.isZooming }
    override var isZoomBouncing: Bool { super.isZoomBouncing }
    override var pinchGestureRecognizer: PinchGestureRecognizer? { super.pinchGestureRecognizer }
    override var refreshControl: RefreshControl? { get { super.refreshControl } set { super.refreshControl = newValue } }
    override var adjustedContentInset: EdgeInsets { super.adjustedContentInset }
    override var zoomAnimationDuration: TimeInterval { get { super.zoomAnimationDuration } set { super.zoomAnimationDuration = newValue } }
    override var zoomBounceExponent: CGFloat { get { super.zoomBounceExponent } set { super.zoomBounceExponent = newValue } }
}

private final class OpenRefreshControl: RefreshControl {
    override var isRefreshing: Bool { super.isRefreshing }
    override func beginRefreshing() { super.beginRefreshing() }
    override func endRefreshing() { super.endRefreshing() }
    override var attributedTitle: NSAttributedString? { get { super.attributedTitle } set { super.attributedTitle = newValue } }
}

/// The delegate's zooming requirements all have defaults: an empty conformance compiles.
private final class EmptyZoomDelegate: ScrollViewDelegate {}

@Suite("Public contract: zooming and refresh in ScrollView")
struct ZoomRefreshAPIConformanceTests {
    @Test func zooming() {
        let _: ReferenceWritableKeyPath<ScrollView, CGFloat> = \.minimumZoomScale
        let _: ReferenceWritableKeyPath<ScrollView, CGFloat> = \.maximumZoomScale
        let _: ReferenceWritableKeyPath<ScrollView, CGFloat> = \.zoomScale
        let _: (ScrollView) -> (CGFloat, Bool) -> Void = ScrollView.setZoomScale(_:animated:)
        let _: (ScrollView) -> (CGRect, Bool) -> Void = ScrollView.zoom(to:animated:)
        let _: ReferenceWritableKeyPath<ScrollView, Bool> = \.bouncesZoom
        let _: KeyPath<ScrollView, Bool> = \.isZooming
        let _: KeyPath<ScrollView, Bool> = \.isZoomBouncing
        let _: KeyPath<ScrollView, PinchGestureRecognizer?> = \.pinchGestureRecognizer
        let _: ReferenceWritableKeyPath<ScrollView, RefreshControl?> = \.refreshControl
        let _: KeyPath<ScrollView, EdgeInsets> = \.adjustedContentInset
        let _: TimeInterval = ScrollView.defaultZoomAnimationDuration
        let _: ReferenceWritableKeyPath<ScrollView, TimeInterval> = \.zoomAnimationDuration
        let _: CGFloat = ScrollView.defaultZoomBounceExponent
        let _: ReferenceWritableKeyPath<ScrollView, CGFloat> = \.zoomBounceExponent
        let scrollView: ScrollView = OpenZoomingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        scrollView.maximumZoomScale = 2

        #expect(scrollView.pinchGestureRecognizer?.view === scrollView)
        #expect(scrollView.zoomAnimationDuration == 0.3 && scrollView.zoomBounceExponent == 0.5)
    }

    @Test func refreshControl() {
        let _: () -> RefreshControl = RefreshControl.init
        let _: KeyPath<RefreshControl, Bool> = \.isRefreshing
        let _: (RefreshControl) -> () -> Void = RefreshControl.beginRefreshing
        let _: (RefreshControl) -> () -> Void = RefreshControl.endRefreshing
        let _: ReferenceWritableKeyPath<RefreshControl, NSAttributedString?> = \.attributedTitle
        let _: CGFloat = RefreshControl.defaultHeight
        let _: KeyPath<RefreshControl, CGFloat> = \.triggerDistance
        let control: Control = OpenRefreshControl()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

        scrollView.refreshControl = control as? RefreshControl

        #expect(scrollView.refreshControl === control)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
    }

    @Test func delegateDefaults() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = EmptyZoomDelegate()

        let zoomView = delegate.viewForZooming(in: scrollView)
        delegate.scrollViewWillBeginZooming(scrollView, with: nil)
        delegate.scrollViewDidZoom(scrollView)
        delegate.scrollViewDidEndZooming(scrollView, with: nil, atScale: 1)
        delegate.scrollViewDidChangeAdjustedContentInset(scrollView)

        #expect(zoomView == nil)
    }
}
