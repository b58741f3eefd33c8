import DemoControllers
import DemoSupport
import Foundation
import TargetAction
import Testing

/// The detent sheet's script, replaying recorded flings, does what its captions say. Its checks
/// leave out the velocities of the slowed copies, which may read their slowed speed or none.
extension DemoScenarioTests {
    @Test("R133, R25, R47: a recorded fling passes half to full, 8 times slower it settles at half; downward it collapses from full, stays when slowed, and dismisses from collapsed")
    func detentSheetReplaysRecordedFlings() {
        let session = DemoScenario.detentSheet.run()
        let results = results(session)
        let releases = results.dropFirst().filter { $0.contains("last release") }   // after the first row

        #expect(results.first == "sheet top 422, detent half, last release none, presented yes")
        #expect(results.filter { $0 == "sheet top 503" }.count == 2)   // both upward replays let go there
        #expect(releases.count == 5)
        #expect(releases.first?.hasPrefix("sheet top 44, detent full, last release 1") == true)
        #expect(releases.first?.contains("points/s up") == true)
        #expect(releases.dropFirst().first?.hasPrefix("sheet top 422, detent half, last release") == true)
        #expect(releases.dropFirst(2).first?.hasPrefix("sheet top 684, detent collapsed, last release") == true)
        #expect(releases.dropFirst(3).first?.hasPrefix("sheet top 684, last release") == true)
        #expect(releases.last?.hasPrefix("sheet top 844, last release") == true)
        #expect(releases.last?.hasSuffix("presented no (dismissed)") == true)
        #expect(session.trace.lanes == ["sheetPan"])
        let touches = session.trace.rows.filter { $0.kind == .touch }.map(\.text)
        #expect(touches.filter { $0.hasPrefix("finger 0 down") }.count == 5)
        #expect(touches.first == "finger 0 down at (195, 800) on View(\"sheet\")")
    }
}
