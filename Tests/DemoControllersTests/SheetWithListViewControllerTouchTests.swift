import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// SheetWithListViewController driven by real touches: the sheet's pan and the list's own pan
/// share each touch, and the list decelerates on the window's virtual clock.
@Suite struct SheetWithListViewControllerTouchTests {
    let host = ViewController()
    let simulator: TouchSimulator
    let sheet = SheetWithListViewController()

    init() {
        simulator = TouchSimulator(hosting: host)
        host.present(sheet, animated: false, completion: nil)
    }

    var listOffset: CGFloat { sheet.listView.contentOffset.y }

    /// Scrolls the list up with a slow drag of `distance` points and waits until it rests.
    func scrollList(by distance: CGFloat) {
        simulator.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 700 - distance), duration: 2)
        simulator.wait(5)   // it drifts on a little after the lift
    }

    // MARK: Pulling the sheet

    @Test func aPullFromTheTopMovesTheSheetWhileTheListStaysAtItsTop() {
        simulator.down(at: CGPoint(x: 195, y: 300))
        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 195, y: 340))   // both pans begin: 40 down, less the 10-point hysteresis

        #expect(sheet.isPullingSheet)
        #expect(sheet.sheetOffset == 30)
        #expect(sheet.listView.isDragging)
        #expect(listOffset == 0)

        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 195, y: 500))

        #expect(sheet.sheetOffset == 190)
        #expect(listOffset == 0)
    }

    @Test func aFlickDownFromTheTopDismissesTheSheet() {
        simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.1)   // 2000 points/s

        #expect(sheet.dismissalCount == 1)
        #expect(host.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(listOffset == 0)
    }

    @Test func aSlowShortPullSpringsBack() {
        simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 1)   // 100 points/s

        #expect(sheet.sheetOffset == 0)
        #expect(sheet.dismissalCount == 0)
        #expect(host.presentedViewController === sheet)
        #expect(listOffset == 0)
        #expect(!sheet.listView.isDecelerating)
    }

    @Test func aSlowPullPastHalfTheHeightDismisses() {
        simulator.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 2)   // 490 of 844 points

        #expect(sheet.dismissalCount == 1)
    }

    // MARK: Scrolling the list

    @Test func onAScrolledListADownwardDragScrollsTheListBackAndNeverPullsTheSheet() {
        scrollList(by: 300)
        let scrolled = listOffset
        #expect(scrolled > 290)   // 300 up, less the 10-point hysteresis, and a drift

        simulator.down(at: CGPoint(x: 195, y: 200))
        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 195, y: 400))

        #expect(listOffset == scrolled - 190)
        #expect(!sheet.isPullingSheet)
        #expect(sheet.sheetOffset == 0)

        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 195, y: 800))   // past the list's top: no hand-off to the sheet

        #expect(listOffset < 0)   // into the rubber band
        #expect(sheet.sheetOffset == 0)

        simulator.up()
        simulator.wait(1)

        #expect(listOffset == 0)   // back to its top
        #expect(sheet.sheetOffset == 0)
        #expect(sheet.dismissalCount == 0)
    }

    @Test func anUpwardDragFromTheTopScrollsTheList() {
        simulator.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 1)

        #expect(listOffset >= 190)
        #expect(sheet.sheetOffset == 0)
        #expect(!sheet.isPullingSheet)
    }

    @Test func aFlickDeceleratesOnTheVirtualClockAndRestsWhereItsVelocitySays() {
        simulator.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.1)   // 2 points per ms
        let atLift = listOffset

        #expect(atLift == 190)
        #expect(sheet.listView.isDecelerating)

        simulator.wait(2)   // the deceleration lasts about 2.65 s: log(0.01 ÷ 2) ÷ log(0.998) ms

        #expect(sheet.listView.isDecelerating)
        #expect(listOffset > atLift)

        simulator.wait(1)

        #expect(!sheet.listView.isDecelerating)
        #expect(abs(listOffset - (atLift + 2 * 0.998 / 0.002)) < 0.5)
        #expect(sheet.sheetOffset == 0)
    }

    @Test func aHardFlickStopsAtTheLastRow() {
        simulator.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400), duration: 0.05)   // 6 points per ms

        simulator.wait(5)

        #expect(listOffset == 1356)   // the content's height less the list's: 2200 − 844
        #expect(sheet.rowViews[49].convert(CGPoint(x: 0, y: 44), to: nil).y == 844)
    }

    @Test func aTouchStopsTheDecelerationAndADownwardDragThenScrollsTheList() {
        simulator.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.1)
        simulator.wait(0.5)

        simulator.down(at: CGPoint(x: 195, y: 300))
        let stopped = listOffset
        simulator.wait(1)

        #expect(!sheet.listView.isDecelerating)
        #expect(listOffset == stopped)

        simulator.move(to: CGPoint(x: 195, y: 400))

        #expect(listOffset == stopped - 90)
        #expect(!sheet.isPullingSheet)
        #expect(sheet.sheetOffset == 0)
    }
}

/// R45 (amended): with `handsOffDrag`, one drag moves on between the list and the sheet, and the
/// list goes on from the offset the controller pinned it at, with no jump.
@Suite struct SheetWithListHandOffTouchTests {
    let host = ViewController()
    let simulator: TouchSimulator
    let sheet = SheetWithListViewController()

    init() {
        simulator = TouchSimulator(hosting: host)
        host.present(sheet, animated: false, completion: nil)
        sheet.handsOffDrag = true
    }

    var listOffset: CGFloat { sheet.listView.contentOffset.y }

    @Test("R45 (amended): a scroll back to the list's top goes on as a pull, and a pull back past rest goes on scrolling from the top")
    func oneDragHandsItselfOverBothWays() {
        simulator.down(at: CGPoint(x: 195, y: 600))
        simulator.move(to: CGPoint(x: 195, y: 590))   // both pans begin, translation 0
        simulator.move(to: CGPoint(x: 195, y: 490))
        let scrolled = (listOffset, sheet.sheetOffset)
        simulator.move(to: CGPoint(x: 195, y: 590))   // the list is back at its top
        simulator.move(to: CGPoint(x: 195, y: 690))
        let pulled = (listOffset, sheet.sheetOffset, sheet.isPullingSheet)
        simulator.move(to: CGPoint(x: 195, y: 590))
        simulator.move(to: CGPoint(x: 195, y: 540))   // back past rest: the list takes over, pinned at its top
        simulator.move(to: CGPoint(x: 195, y: 490))

        #expect(scrolled == (100, 0))
        #expect(pulled == (0, 100, true))
        #expect(!sheet.isPullingSheet)
        #expect(sheet.sheetOffset == 0)
        #expect(listOffset == 50)   // 50 more from its top; the translation since the drag began is 100
    }
}
