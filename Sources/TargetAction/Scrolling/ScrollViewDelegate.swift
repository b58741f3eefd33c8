import Foundation

/// Hears a ``ScrollView`` scroll, drag and decelerate. Every method has a default that does nothing.
///
/// A drag and its deceleration call, in order: ``scrollViewWillBeginDragging(_:)``,
/// ``scrollViewDidScroll(_:)`` for each change, ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)``, then, if it moves on,
/// ``scrollViewWillBeginDecelerating(_:)``, ``scrollViewDidScroll(_:)`` for each frame and
/// ``scrollViewDidEndDecelerating(_:)``.
///
/// Zooming needs ``viewForZooming(in:)`` to return a direct subview of the scroll view; a pinch
/// then calls ``scrollViewWillBeginZooming(_:with:)``, ``scrollViewDidZoom(_:)`` for each change
/// and ``scrollViewDidEndZooming(_:with:atScale:)`` (R72-R78).
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The scroll view's pan began: a drag starts.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted. `velocity` is in points per millisecond in the content's direction (the
    /// finger's, negated); set `targetContentOffset` to choose where the motion ends.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint)
    /// The drag ended; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a drag (not sent when a touch stopped it).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated ``ScrollView/setContentOffset(_:animated:)`` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view that zooming scales: a direct subview of the scroll view, or nil for no zooming (R72).
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch, or an animated zoom, is about to change the scale of `view` (R75, R77).
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed (R74-R78).
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A pinch, its bounce or an animated zoom ended at `scale` (R75, R78).
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
    /// ``ScrollView/adjustedContentInset`` changed: the content inset was set, or a refresh
    /// control began or ended refreshing (R82).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
