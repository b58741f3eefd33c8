import DemoControllers
import Foundation
import TargetAction

extension DemoScenario {
    /// DetentSheetViewController: recorded human flings, replayed as is and slowed, pick its detent.
    public static let detentSheet = DemoScenario(
        title: "Detent sheet (DetentSheetViewController)",
        technique: "one pan on a sheet with three detents (collapsed 160, half 422, full 800 points high); on .ended the velocity (R25) is projected as a scroll view's deceleration would carry it (R47: 0.499 s of it at the normal rate 0.998) and the sheet settles at the detent nearest the projection; a downward release of 1500 points/s or more from the lowest detent dismisses. The touches are flings recorded on a phone (Flutter's velocity tracker data), replayed at their recorded times (R133)"
    ) {
        let sheet = DetentSheetViewController()
        let session = DemoSession(showing: sheet, presented: true) {
            [("sheet top", number(sheet.sheetTop.rounded())),
             ("detent", sheet.detent.description),
             ("last release", describeRelease(sheet)),
             ("presented", sheet.presentingViewController == nil ? "no (dismissed)" : "yes")]
        }
        let up = RecordedFlings.upward.moved(to: CGPoint(x: 195, y: 800))
        let down = RecordedFlings.downward
        session.act("Replay a recorded upward fling (flutter-fling-04: 191 points in 0.13 s) on the collapsed sheet: released short of half at about 2000 points/s, its projection passes half, and the sheet goes to full")
        session.perform("move(to: .collapsed)") { sheet.move(to: .collapsed) }
        session.replay(up)
        session.wait(0.3)
        session.act("The same fling 8 times slower (timeScaled(by: 8)): let go at the same place, too slow to carry past half, so the sheet settles at half")
        session.perform("move(to: .collapsed)") { sheet.move(to: .collapsed) }
        session.replay(up.timeScaled(by: 8))
        session.wait(0.3)
        session.act("Replay a recorded downward fling (flutter-fling-13: 145 points in 0.1 s) on the full sheet: it passes half and collapses; only a drag from the lowest detent dismisses")
        session.perform("move(to: .full)") { sheet.move(to: .full) }
        session.replay(down.moved(to: CGPoint(x: 195, y: 100)))
        session.wait(0.3)
        session.act("The same downward fling 4 times slower on the collapsed sheet: under 1500 points/s, so it settles back at collapsed")
        session.replay(down.timeScaled(by: 4).moved(to: CGPoint(x: 195, y: 694)))
        session.wait(0.3)
        session.act("The downward fling at its recorded speed on the collapsed sheet: fast enough, from the lowest detent, so the sheet is dismissed")
        session.replay(down.moved(to: CGPoint(x: 195, y: 694)))
        session.wait(0.3)
        return session
    }
}

/// The sheet's last release as "1996 points/s up, projected top -493", or "none" before the first.
private func describeRelease(_ sheet: DetentSheetViewController) -> String {
    guard let velocity = sheet.releaseVelocity, let projected = sheet.projectedTop else { return "none" }
    let direction = velocity < 0 ? " up" : velocity > 0 ? " down" : ""
    return "\(number(abs(velocity).rounded())) points/s\(direction), projected top \(number(projected.rounded()))"
}
