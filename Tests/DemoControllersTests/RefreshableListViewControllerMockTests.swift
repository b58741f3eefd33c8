import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// RefreshableListViewController without touches, as a UIKit test fires a refresh control:
/// `beginRefreshing()`, then `sendActions(for: .valueChanged)`, and the clock advanced by the load.
///
/// Why not mock the list's pan? A `PanGestureRecognizerMock` in its place drags the content, but no
/// finger is down, and a refresh control triggers only while one is (R82): a mocked pull never
/// loads (``aMockedPullMovesTheListButNeverLoads()``). Fire the control instead, or pull with real
/// touches (RefreshableListViewControllerTouchTests).
@Suite struct RefreshableListViewControllerMockTests {
    let stage = ControllerStage(RefreshableListViewController())
    var list: RefreshableListViewController { stage.controller }

    /// What a UIKit test does: the control refreshing, then its event sent.
    func fireRefresh() {
        list.refreshControl.beginRefreshing()
        list.refreshControl.sendActions(for: .valueChanged)
    }

    @Test func theRefreshControlIsTheListsAndReachesTheControllerByName() {
        #expect(list.listView.refreshControl === list.refreshControl)
        #expect(list.refreshControl.superview === list.listView)
        #expect(list.refreshControl.allTargets.first === list)
        #expect(list.refreshControl.actions(forTarget: list, forControlEvent: .valueChanged) == ["refresh:"])
        #expect(list.rowViews.count == 20)
        #expect(list.listView.contentSize == CGSize(width: 390, height: 880))
    }

    @Test("R84: beginRefreshing and the event start the one-second load; the clock ends it with a new row on top")
    func firingTheControlLoads() {
        fireRefresh()

        #expect(list.refreshControl.isRefreshing && list.isLoading)
        #expect(list.listView.adjustedContentInset.top == 60)
        #expect(list.listView.contentOffset.y == 0)   // beginRefreshing scrolls nothing

        stage.simulator.wait(1)

        #expect(!list.refreshControl.isRefreshing && !list.isLoading)
        #expect(list.refreshCount == 1)
        #expect(list.rowViews.map(\.accessibilityIdentifier).prefix(2) == ["new 1", "row 1"])
        #expect(list.rowViews[1].frame.minY == 44)
        #expect(list.listView.contentSize.height == CGFloat(21 * 44))
        #expect(list.listView.adjustedContentInset.top == 0)
    }

    @Test func theEventTwiceStartsOneLoad() {
        fireRefresh()
        list.refreshControl.sendActions(for: .valueChanged)

        stage.simulator.wait(2)

        #expect(list.refreshCount == 1)
    }

    @Test func theLoadsDurationIsSettable() {
        list.refreshDuration = 3
        fireRefresh()

        stage.simulator.wait(2.9)
        #expect(list.isLoading)
        stage.simulator.wait(0.1)
        #expect(list.refreshCount == 1)
    }

    @Test("R82: a mocked pull moves the list but, with no finger down, never loads")
    func aMockedPullMovesTheListButNeverLoads() throws {
        let pan = try #require(list.listView.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil)))

        pan.pan(translation: .zero, state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 600), state: .changed)

        #expect(list.listView.contentOffset.y < -list.refreshControl.triggerDistance)
        #expect(!list.refreshControl.isRefreshing)

        pan.pan(translation: nil, state: .ended)
        stage.simulator.wait(1)

        #expect(list.refreshCount == 0)
        #expect(list.listView.contentOffset.y == 0)
    }
}
