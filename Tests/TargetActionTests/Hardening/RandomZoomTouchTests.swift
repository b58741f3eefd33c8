import Foundation
import Testing
@testable import TargetAction

/// The random checker's zooming and refresh invariants (R72-R85): they hold on scripted scenes, and
/// they catch a scale left past its limits, a point that slips from under the fingers, and a
/// refresh sent without a finger or twice in one pull.
@Suite struct RandomZoomTouchTests {
    /// The window and a 300×600 scroll view at (50, 100) zooming its first content view (300×600)
    /// between 1 and 4, with a refresh control that ends refreshing 0.3 s after it triggers.
    static func zoomScene() -> FuzzSceneSpec {
        var spec = RandomTouchTests.plainScene([])
        var scrollView = FuzzSceneSpec.ViewSpec(
            parent: 0, frame: CGRect(x: 50, y: 100, width: 300, height: 600), boundsOrigin: .zero,
            isHidden: false, alpha: 1, isUserInteractionEnabled: true, refusesToBegin: false)
        scrollView.scroll = FuzzSceneSpec.ScrollSpec(
            contentSize: CGSize(width: 300, height: 600), inset: .zero, bounces: true, alwaysBounceVertical: true,
            isPagingEnabled: false, delaysContentTouches: true, canCancelContentTouches: true, isFast: false,
            zoom: FuzzSceneSpec.ZoomSpec(zoomView: 2, minimum: 1, maximum: 4, bouncesZoom: true, onEnd: .nothing),
            refresh: FuzzSceneSpec.RefreshSpec(endsAfter: 0.3))
        spec.views.append(scrollView)
        spec.views.append(FuzzSceneSpec.ViewSpec(
            parent: 1, frame: CGRect(x: 0, y: 0, width: 300, height: 600), boundsOrigin: .zero,
            isHidden: false, alpha: 1, isUserInteractionEnabled: true, refusesToBegin: false))
        return spec
    }

    static func change(_ finger: Int, _ kind: FuzzStep.Change.Kind) -> FuzzStep.Change {
        FuzzStep.Change(finger: finger, kind: kind, serial: finger + 1)
    }

    /// Two fingers about (200, 400) spread from 100 to `to` points apart in 5 events.
    static func pinch(to distance: CGFloat, lift: Bool = true) -> [FuzzStep] {
        var steps: [FuzzStep] = [.event([change(0, .down(CGPoint(x: 150, y: 400))), change(1, .down(CGPoint(x: 250, y: 400)))], delay: 0.016)]
        for step in 1...5 {
            let half = (100 + (distance - 100) * CGFloat(step) / 5) / 2
            steps.append(.event([change(0, .move(CGPoint(x: 200 - half, y: 400))), change(1, .move(CGPoint(x: 200 + half, y: 400)))], delay: 0.016))
        }
        if lift { steps.append(.event([change(0, .up(nil)), change(1, .up(nil))], delay: 0.016)) }
        return steps
    }

    @Test("R72-R85: pinches past the limits, a drag then a pinch, and a pull that refreshes keep every invariant")
    func scriptedScenesKeepTheInvariants() {
        let pull: [FuzzStep] = [.event([Self.change(0, .down(CGPoint(x: 200, y: 150)))], delay: 0.016)]
            + (1...8).map { .event([Self.change(0, .move(CGPoint(x: 200, y: 150 + CGFloat($0) * 60)))], delay: 0.016) }
            + [.event([Self.change(0, .up(nil))], delay: 0.016), .advance(0.5)]
        let dragThenPinch: [FuzzStep] = [
            .event([Self.change(0, .down(CGPoint(x: 150, y: 500)))], delay: 0.016),
            .event([Self.change(0, .move(CGPoint(x: 150, y: 470)))], delay: 0.016),
            .event([Self.change(1, .down(CGPoint(x: 250, y: 470)))], delay: 0.016),
            .event([Self.change(1, .move(CGPoint(x: 300, y: 470)))], delay: 0.016),
            .event([Self.change(0, .up(nil))], delay: 0.016),
            .event([Self.change(1, .move(CGPoint(x: 320, y: 430)))], delay: 0.016),
        ]
        let steps = pull + [.settle] + Self.pinch(to: 800) + [.advance(0.5)] + Self.pinch(to: 30) + dragThenPinch + [.settle]
        let campaign = FuzzCampaign()

        let result = campaign.execute(Self.zoomScene(), steps)

        #expect(result.violation == nil, "\(result.violation.map(\.description) ?? "")")
        #expect(result.counts["zoom pinch begins"] == 3)
        #expect(result.counts["zoom pinch begins while dragging"] == 1)
        #expect(result.counts["zoom pinch re-anchored", default: 0] >= 1)
        #expect(result.counts["refresh triggered"] == 1)
        #expect(result.counts["zoom scale at rest within its limits", default: 0] >= 1)
    }

    @Test("R78: the checker catches a scale left past its limits at rest")
    func catchesAScalePastItsLimits() throws {
        let run = FuzzRun(spec: Self.zoomScene())
        run.run(Self.pinch(to: 200) + [.settle])
        let scrollView = try #require(run.scene.views[1] as? FuzzScrollView)

        scrollView.zoomView()?.transform = CGAffineTransform(scaleX: 5, y: 5)
        run.checker.checkRest()

        #expect(run.violation?.rule == "R78")
    }

    @Test("R77: the checker catches the point under the fingers slipping while pinching")
    func catchesAPointThatSlips() throws {
        let run = FuzzRun(spec: Self.zoomScene())
        run.run(Self.pinch(to: 200, lift: false))
        let scrollView = try #require(run.scene.views[1] as? FuzzScrollView)
        #expect(run.violation == nil && scrollView.isZooming)

        scrollView.contentOffset.x += 3
        run.checker.scrollViewDidZoom(scrollView)

        #expect(run.violation?.rule == "R77")
    }

    @Test("R82: the checker catches .valueChanged sent with no finger down, and twice in one pull")
    func catchesABadRefresh() throws {
        let run = FuzzRun(spec: Self.zoomScene())
        let scrollView = try #require(run.scene.views[1] as? FuzzScrollView)
        let control = try #require(scrollView.refreshControl)

        run.checker.refreshControlSentValueChanged(control, in: scrollView)

        #expect(run.violation?.rule == "R82")
        #expect(run.violation?.message.contains("no finger down") == true)

        let pulling = FuzzRun(spec: Self.zoomScene())
        pulling.run([.event([Self.change(0, .down(CGPoint(x: 200, y: 150)))], delay: 0.016)]
            + (1...8).map { .event([Self.change(0, .move(CGPoint(x: 200, y: 150 + CGFloat($0) * 60)))], delay: 0.016) })
        let pulled = try #require(pulling.scene.views[1] as? FuzzScrollView)
        #expect(pulling.violation == nil && pulled.refreshControl?.isRefreshing == true)

        pulling.checker.refreshControlSentValueChanged(try #require(pulled.refreshControl), in: pulled)

        #expect(pulling.violation?.message.contains("twice in one pull") == true)
    }
}
