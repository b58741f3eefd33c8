import DemoControllers
import Foundation
import TargetAction

extension DemoScenario {
    /// SheetWithListViewController: a pull from the list's top moves the sheet; any other drag scrolls.
    public static let sheetWithList = DemoScenario(
        title: "Sheet with a list (SheetWithListViewController)",
        technique: "the sheet's pan and the list's own pan recognize together (its delegate says yes to shouldRecognizeSimultaneouslyWith, R16); a downward drag that begins at the list's top pulls the sheet while the list is pinned at its top, any other drag scrolls the list, decided once per drag; on release 1500 points/s down or half the height dismisses; the list decelerates on the clock"
    ) {
        let sheet = SheetWithListViewController()
        sheet.view.gestureRecognizers?.first?.name = "sheetPan"
        sheet.listView.panGestureRecognizer.name = "scroll"   // names for the trace
        let list = sheet.listView
        let session = DemoSession(showing: sheet, presented: true) {
            [("sheet y", number(sheet.sheetOffset.rounded())),
             ("list offset", number(list.contentOffset.y.rounded())),
             ("scroll", list.isDragging ? "dragging" : list.isDecelerating ? "decelerating" : "at rest"),
             ("presented", sheet.presentingViewController == nil ? "no (dismissed)" : "yes")]
        }
        session.act("A slow 100-point pull from the list's top: the sheet follows while the list stays at its top, then springs back")
        session.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 1)
        session.wait(0.3)
        session.act("Flick the list up (200 points at 2000 points/s): it scrolls, then decelerates on the clock (sampled every 0.25 s)")
        session.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.1)
        session.wait(3, sampling: 0.25)
        session.act("Drag down 200 points on the scrolled list: the list scrolls back and drifts on; the sheet stays")
        session.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 1)
        session.wait(2, sampling: 0.5)
        session.act("Flick down hard on the scrolled list: it decelerates to its top and stops there; the sheet stays (no hand-off)")
        session.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.1)
        session.wait(3, sampling: 0.5)
        session.act("A flick down from the list's top (200 points at 2000 points/s): the sheet is dismissed")
        session.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.1)
        session.wait(0.3)
        return session
    }
}
