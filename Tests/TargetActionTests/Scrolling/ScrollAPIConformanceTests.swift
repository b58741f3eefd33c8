// The public contract's scroll views, checked by the compiler: no @testable import, so a line here
// compiles only if the name is public with the contract's signature, an override only if the
// member is `open`.
import Foundation
import TargetAction
import Testing

private func requiresHashableSendable<T: Hashable & Sendable>(_: T.Type) {}
private func requiresRawRepresentable<T: RawRepresentable>(_: T.Type) where T.RawValue == CGFloat {}

private final class OpenScrollView: ScrollView {
    override var contentOffset: CGPoint { get { super.contentOffset } set { super.contentOffset = newValue } }
    override func setContentOffset(_ offset: CGPoint, animated: Bool) { super.setContentOffset(offset, animated: animated) }
    override var contentSize: CGSize { get { super.contentSize } set { super.contentSize = newValue } }
    override var contentInset: EdgeInsets { get { super.contentInset } set { super.contentInset = newValue } }
    override var isScrollEnabled: Bool { get { super.isScrollEnabled } set { super.isScrollEnabled = newValue } }
    override var bounces: Bool { get { super.bounces } set { super.bounces = newValue } }
    override var alwaysBounceVertical: Bool { get { super.alwaysBounceVertical } set { super.alwaysBounceVertical = newValue } }
    override var alwaysBounceHorizontal: Bool { get { super.alwaysBounceHorizontal } set { super.alwaysBounceHorizontal = newValue } }
    override var isPagingEnabled: Bool { get { super.isPagingEnabled } set { super.isPagingEnabled = newValue } }
    override var decelerationRate: DecelerationRate { get { super.decelerationRate } set { super.decelerationRate = newValue } }
    override var delaysContentTouches: Bool { get { super.delaysContentTouches } set { super.delaysContentTouches = newValue } }
    override var canCancelContentTouches: Bool { get { super.canCancelContentTouches } set { super.canCancelContentTouches = newValue } }
    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        super.touchesShouldBegin(touches, with: event, in: view)
    }
    override func touchesShouldCancel(in view: View) -> Bool { super.touchesShouldCancel(in: view) }
}

/// Every delegate method has a default: an empty conformance compiles.
private final class EmptyScrollDelegate: ScrollViewDelegate {}

@Suite("Public contract: scroll views")
struct ScrollAPIConformanceTests {
    @Test func edgeInsets() {
        let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> EdgeInsets = EdgeInsets.init(top:left:bottom:right:)
        let _: WritableKeyPath<EdgeInsets, CGFloat> = \.top
        let _: WritableKeyPath<EdgeInsets, CGFloat> = \.left
        let _: WritableKeyPath<EdgeInsets, CGFloat> = \.bottom
        let _: WritableKeyPath<EdgeInsets, CGFloat> = \.right
        requiresHashableSendable(EdgeInsets.self)

        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test func scrollView() {
        let _: (CGRect) -> ScrollView = ScrollView.init(frame:)
        let _: ReferenceWritableKeyPath<ScrollView, CGPoint> = \.contentOffset
        let _: (ScrollView) -> (CGPoint, Bool) -> Void = ScrollView.setContentOffset(_:animated:)
        let _: ReferenceWritableKeyPath<ScrollView, CGSize> = \.contentSize
        let _: ReferenceWritableKeyPath<ScrollView, EdgeInsets> = \.contentInset
        let _: KeyPath<ScrollView, PanGestureRecognizer> = \.panGestureRecognizer
        let _: ReferenceWritableKeyPath<ScrollView, Bool> = \.isScrollEnabled
        let _: ReferenceWritableKeyPath<ScrollView, Bool> = \.bounces
        let _: ReferenceWritableKeyPath<ScrollView, Bool> = \.alwaysBounceVertical
        let _: ReferenceWritableKeyPath<ScrollView, Bool> = \.alwaysBounceHorizontal
        let _: ReferenceWritableKeyPath<ScrollView, Bool> = \.isPagingEnabled
        let _: ReferenceWritableKeyPath<ScrollView, ScrollView.DecelerationRate> = \.decelerationRate
        let _: ReferenceWritableKeyPath<ScrollView, Bool> = \.delaysContentTouches
        let _: ReferenceWritableKeyPath<ScrollView, Bool> = \.canCancelContentTouches
        let _: KeyPath<ScrollView, Bool> = \.isTracking
        let _: KeyPath<ScrollView, Bool> = \.isDragging
        let _: KeyPath<ScrollView, Bool> = \.isDecelerating
        let _: ReferenceWritableKeyPath<ScrollView, (any ScrollViewDelegate)?> = \.delegate
        let _: (ScrollView) -> (Set<Touch>, Event?, View) -> Bool = ScrollView.touchesShouldBegin(_:with:in:)
        let _: (ScrollView) -> (View) -> Bool = ScrollView.touchesShouldCancel(in:)
        let scrollView: ScrollView = OpenScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.panGestureRecognizer.view === scrollView)
    }

    @Test func decelerationRate() {
        let _: (CGFloat) -> ScrollView.DecelerationRate = ScrollView.DecelerationRate.init(rawValue:)
        requiresHashableSendable(ScrollView.DecelerationRate.self)
        requiresRawRepresentable(ScrollView.DecelerationRate.self)

        #expect(ScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(ScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func delegateDefaults() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = EmptyScrollDelegate()
        scrollView.delegate = delegate
        var target = CGPoint(x: 1, y: 2)

        delegate.scrollViewDidScroll(scrollView)
        delegate.scrollViewWillBeginDragging(scrollView)
        delegate.scrollViewWillEndDragging(scrollView, withVelocity: .zero, targetContentOffset: &target)
        delegate.scrollViewDidEndDragging(scrollView, willDecelerate: true)
        delegate.scrollViewWillBeginDecelerating(scrollView)
        delegate.scrollViewDidEndDecelerating(scrollView)
        delegate.scrollViewDidEndScrollingAnimation(scrollView)

        #expect(target == CGPoint(x: 1, y: 2))
        #expect(scrollView.delegate === delegate)
    }
}
