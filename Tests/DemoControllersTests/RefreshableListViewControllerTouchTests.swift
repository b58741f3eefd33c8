import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// RefreshableListViewController driven by real touches: a pull past the trigger distance starts
/// the load during the drag, the lift rests at the revealed control, and the load's end scrolls
/// back, all on the window's virtual clock.
@Suite struct RefreshableListViewControllerTouchTests {
    let stage = ControllerStage(RefreshableListViewController())
    var list: RefreshableListViewController { stage.controller }

    /// One finger down at (195, 200), moved down by `distance` in 10 moves 0.02 s apart; it stays down.
    func pull(by distance: CGFloat) {
        stage.simulator.down(at: CGPoint(x: 195, y: 200))
        for step in 1...10 {
            stage.simulator.wait(0.02)
            stage.simulator.move(to: CGPoint(x: 195, y: 200 + distance * CGFloat(step) / 10))
        }
    }

    @Test("R82, R83, R85: a long pull loads during the drag, rests at the control, and the load's end adds a row and scrolls back")
    func aLongPullRefreshes() {
        pull(by: 450)

        #expect(list.refreshControl.isRefreshing)   // before the lift
        #expect(list.isLoading)

        stage.simulator.up()
        stage.simulator.wait(0.3)

        #expect(list.listView.contentOffset.y == -60)

        stage.simulator.wait(0.7)   // the load's second is up

        #expect(!list.refreshControl.isRefreshing)
        #expect(list.refreshCount == 1)
        #expect(list.rowViews.first?.accessibilityIdentifier == "new 1")
        #expect(list.rowViews.count == 21)

        stage.simulator.wait(0.3)

        #expect(list.listView.contentOffset.y == 0)
    }

    @Test("R82: a short pull springs back without loading")
    func aShortPullDoesNothing() {
        pull(by: 200)
        stage.simulator.up()
        stage.simulator.wait(2)

        #expect(list.refreshCount == 0)
        #expect(!list.refreshControl.isRefreshing)
        #expect(list.listView.contentOffset.y == 0)
    }

    @Test("R83: pulling again while it loads starts nothing more")
    func aSecondPullWhileLoading() {
        pull(by: 450)
        stage.simulator.up()
        stage.simulator.wait(0.3)

        pull(by: 450)
        stage.simulator.up()
        stage.simulator.wait(2)

        #expect(list.refreshCount == 1)
        #expect(list.rowViews.count == 21)
    }

    @Test("R85: a load that ends while the finger is still down leaves the list where it is until the lift")
    func theLoadEndsDuringTheDrag() {
        list.refreshDuration = 0.1
        pull(by: 450)
        let pulled = list.listView.contentOffset.y

        stage.simulator.wait(0.1)

        #expect(!list.refreshControl.isRefreshing)
        #expect(list.listView.contentOffset.y == pulled)

        stage.simulator.up()
        stage.simulator.wait(0.3)

        #expect(list.listView.contentOffset.y == 0)
    }
}
