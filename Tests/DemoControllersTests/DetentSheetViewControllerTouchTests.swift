import DemoControllers
import DemoSupport
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// DetentSheetViewController driven by flings a person made on a phone (RecordedFlings, from
/// Flutter's velocity tracker data), replayed through the window at their recorded times (R133),
/// and by scripted drags. Detent tops: collapsed 684, half 422, full 44.
///
/// The checks leave room in the velocities: the upward fling reads about 2000 points/s up at its
/// lift and the downward one about 3200 down; a slowed copy lifts long after its last move, so
/// it may read its speed divided by the factor, or none at all (R25). Either way it lands where
/// the test says.
@Suite struct DetentSheetViewControllerTouchTests {
    typealias Detent = DetentSheetViewController.Detent

    let stage = ControllerStage(presenting: DetentSheetViewController())
    var sheet: DetentSheetViewController { stage.controller }
    var simulator: TouchSimulator { stage.simulator }

    /// The upward fling, 191 points up, its first sample 116 points below the collapsed sheet's top.
    let upward = RecordedFlings.upward.moved(to: CGPoint(x: 195, y: 800))

    /// Replays `fling` on the sheet resting at `detent`.
    func replay(_ fling: TouchRecording, from detent: Detent) {
        sheet.move(to: detent)
        simulator.replay(fling)
    }

    /// Where the sheet's top was let go: the projection less the velocity's share.
    func releasedTop() throws -> CGFloat {
        let velocity = try #require(sheet.releaseVelocity)
        return try #require(sheet.projectedTop) - sheet.projectedDistance(velocity: velocity)
    }

    // MARK: Recorded flings

    @Test("R133, R25: a recorded upward fling from half snaps to full")
    func aRecordedUpwardFlingFromHalfSnapsToFull() throws {
        replay(upward.moved(to: CGPoint(x: 195, y: 600)), from: .half)

        #expect(sheet.detent == .full)
        #expect(sheet.sheetTop == 44)
        #expect(try #require(sheet.releaseVelocity) < -1000)   // about 2000 up
        #expect(try #require(sheet.projectedTop) < 44)
    }

    @Test("R133, R24: the sheet is let go where the recorded finger lifted: its travel less the 10-point hysteresis")
    func theReplayedFlingLetsGoWhereTheFingerLifted() throws {
        replay(upward, from: .collapsed)

        let travel = RecordedFlings.upward.fingers[0].firstLocation.y - RecordedFlings.upward.fingers[0].lastLocation.y
        #expect(abs(try releasedTop() - (684 - (travel - 10))) < 1e-6)   // 503.1: short of the midpoint to half (553) by 50
    }

    @Test("R133, R25, R47: from collapsed the recorded upward fling passes half and snaps to full")
    func aRecordedUpwardFlingFromCollapsedPassesHalf() throws {
        replay(upward, from: .collapsed)

        #expect(sheet.detent == .full)
        #expect(try #require(sheet.projectedTop) < 233 - 100)   // past the midpoint between half and full
    }

    @Test("R133, R25: the same fling 8 times slower, let go at the same place, settles at half")
    func theSameFlingEightTimesSlowerSettlesAtHalf() throws {
        replay(upward.timeScaled(by: 8), from: .collapsed)

        #expect(sheet.detent == .half)
        #expect(try #require(sheet.releaseVelocity) > -500)   // about 250 up, or none after its rest
        #expect(try #require(sheet.projectedTop) > 233)
        #expect(abs(try releasedTop() - 503.1) < 0.1)
    }

    @Test("R133, R25: a recorded downward fling from half collapses, without dismissing")
    func aRecordedDownwardFlingFromHalfCollapses() throws {
        replay(RecordedFlings.downward.moved(to: CGPoint(x: 195, y: 440)), from: .half)

        #expect(sheet.detent == .collapsed)
        #expect(sheet.sheetTop == 684)
        #expect(sheet.dismissalCount == 0)
        #expect(try #require(sheet.releaseVelocity) > 1500)   // about 3200 down
    }

    @Test("R133, R25, R47: from full the recorded downward fling passes half and collapses")
    func aRecordedDownwardFlingFromFullPassesHalf() {
        replay(RecordedFlings.downward.moved(to: CGPoint(x: 195, y: 100)), from: .full)

        #expect(sheet.detent == .collapsed)
        #expect(stage.host?.presentedViewController === sheet)
    }

    @Test("R133, R25: from collapsed the recorded downward fling dismisses the sheet")
    func aRecordedDownwardFlingFromCollapsedDismisses() {
        replay(RecordedFlings.downward.moved(to: CGPoint(x: 195, y: 694)), from: .collapsed)

        #expect(sheet.dismissalCount == 1)
        #expect(stage.host?.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(sheet.sheetTop == 844)
    }

    @Test("R133, R25: the same downward fling 4 times slower is too slow to dismiss and settles back at collapsed")
    func theDownwardFlingFourTimesSlowerStays() throws {
        replay(RecordedFlings.downward.timeScaled(by: 4).moved(to: CGPoint(x: 195, y: 694)), from: .collapsed)

        #expect(sheet.dismissalCount == 0)
        #expect(sheet.detent == .collapsed)
        #expect(sheet.sheetTop == 684)
        #expect(try #require(sheet.releaseVelocity) < 1000)   // about 800 down, or none after its rest
    }

    // MARK: Scripted drags

    @Test("R22: while dragged the sheet follows the finger, the hysteresis taken off")
    func whileDraggedTheSheetFollowsTheFinger() {
        simulator.down(at: CGPoint(x: 195, y: 600))
        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 195, y: 550))

        #expect(sheet.isDragging)
        #expect(sheet.sheetTop == 382)   // 50 up, less 10

        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 195, y: 100))

        #expect(sheet.sheetTop == 44)   // held at the full detent
        #expect(sheet.detent == .half)
    }

    @Test("R25: a slow short drag goes back to its detent; a slow long one settles where it was let go")
    func slowDragsSettleAtTheNearestDetent() {
        simulator.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 500), duration: 1)   // 100 points/s

        #expect(sheet.detent == .half)
        #expect(sheet.sheetTop == 422)

        simulator.wait(0.5)
        simulator.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 2)   // to 132

        #expect(sheet.detent == .full)
        #expect(sheet.dismissalCount == 0)
    }

    @Test func aTouchAboveTheSheetMovesNothing() {
        simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 100), duration: 0.1)

        #expect(sheet.sheetTop == 422)
        #expect(sheet.releaseVelocity == nil)
    }
}
