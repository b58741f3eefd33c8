import DemoControllers
import DemoSupport
import Foundation
import TargetAction
import Testing

/// The demo's trace: what it records, and the "why" lines it derives where arbitration decides.
@Suite struct GestureTraceTests {
    func photoViewerSession() -> (DemoSession, PhotoViewerController) {
        let viewer = PhotoViewerController()
        let session = DemoSession(showing: viewer) { [("chrome", viewer.isChromeHidden ? "hidden" : "shown")] }
        return (session, viewer)
    }

    func rows(_ trace: GestureTrace, _ kind: GestureTrace.Row.Kind) -> [String] {
        trace.rows.filter { $0.kind == kind }.map(\.text)
    }

    @Test("R15: a single tap is traced waiting for the double tap, which fails at 0.40, and then goes ahead")
    func singleTapWaitIsExplained() throws {
        let (session, _) = photoViewerSession()

        session.tap(at: CGPoint(x: 195, y: 422))
        session.wait(0.5)

        let trace = session.trace
        let waits = try #require(trace.rows.first { $0.kind == .waits })
        #expect(abs(waits.time - 0.05) < 1e-9)
        #expect(waits.text == "singleTap has its gesture (wants .ended) but waits for doubleTap to fail (require(toFail:), R15)")
        let failed = try #require(trace.rows.firstIndex { $0.kind == .state && $0.text == "doubleTap: .possible → .failed" })
        #expect(abs(trace.rows[failed].time - 0.4) < 1e-9)
        #expect(trace.rows[failed + 1].text == "doubleTap failed: no next tap within 0.35 s of the lift (R27)")
        #expect(rows(trace, .why).contains("singleTap goes ahead: doubleTap failed (R15)"))
        #expect(rows(trace, .result).last == "chrome hidden")
        #expect(trace.waitSpans.count == 1)
        #expect(trace.waitSpans.first.map { abs($0.start - 0.05) < 1e-9 && abs(($0.end ?? 0) - 0.4) < 1e-9 } == true)
    }

    @Test("R15: a double tap's win explains the single tap's failure")
    func doubleTapWinIsExplained() {
        let (session, _) = photoViewerSession()

        session.tap(at: CGPoint(x: 195, y: 422), count: 2)

        #expect(rows(session.trace, .why).contains("doubleTap recognized: 2 taps completed on the lift (R26)"))
        #expect(rows(session.trace, .why).contains("singleTap failed: it requires doubleTap to fail, and doubleTap was recognized (R15)"))
    }

    @Test("R16: a long press that begins explains the others' failures")
    func longPressWinIsExplained() {
        let (session, _) = photoViewerSession()

        session.longPress(at: CGPoint(x: 195, y: 422), duration: 0.7)

        let why = rows(session.trace, .why)
        #expect(why.contains("longPress began: the finger was held 0.5 s within 10 points (R29)"))
        #expect(why.contains("pan failed: longPress began first, and the two may not recognize together (R16)"))
        #expect(why.contains("singleTap failed: longPress began first, and the two may not recognize together (R16)"))
    }

    @Test("R7: a pan refused by its delegate is explained")
    func delegateRefusalIsExplained() {
        let (session, _) = photoViewerSession()

        session.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 95, y: 422), duration: 0.2)

        #expect(rows(session.trace, .why).contains("pan failed: its delegate (PhotoViewerController) said no to gestureRecognizerShouldBegin (R7)"))
    }

    @Test("R16: a pinch and a rotation that begin together are explained, and so are the one-finger gestures' failures")
    func simultaneousPinchAndRotationAreExplained() {
        let (session, _) = photoViewerSession()

        session.twoFingers(around: CGPoint(x: 195, y: 422), distance: (100, 200), angle: (0, .pi / 6), duration: 0.5)

        let why = rows(session.trace, .why)
        #expect(why.contains("pinch began: the distance between the two fingers changed by 8 points (R34)"))
        #expect(why.contains("rotation began: the line between the two fingers turned 0.035 rad (R34)"))
        #expect(why.contains("rotation runs alongside pinch: the delegate (PhotoViewerController) said yes to shouldRecognizeSimultaneouslyWith (R16)"))
        #expect(why.contains("longPress failed: more fingers than 1 (R28)"))
        #expect(why.contains("doubleTap failed: more fingers than 1 (R27)"))
        #expect(rows(session.trace, .action).filter { $0.hasPrefix("pinch sends") }.count == 11)   // began, 9 changes, ended
    }

    @Test("R33, R34: a pinch that never began is explained by its fingers")
    func pinchFailuresAreExplained() {
        let (session, _) = photoViewerSession()

        session.tap(at: CGPoint(x: 195, y: 422))
        session.twoFingers(around: CGPoint(x: 195, y: 422), distance: (100, 200), duration: 0.5)

        let why = rows(session.trace, .why)
        #expect(why.contains("pinch failed: its finger lifted before a second one joined it: it takes two (R33)"))
        #expect(why.contains("rotation failed: the fingers lifted before the line between them turned 0.035 rad (R34)"))
    }

    @Test("R38, R39: the side menu's edge pan and swipe are explained")
    func edgePanAndSwipeAreExplained() {
        let screen = SideMenuViewController()
        let session = DemoSession(showing: screen) { [] }

        session.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        session.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 5, y: 300), duration: 0.2)
        session.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 400), duration: 1)
        session.swipe(from: CGPoint(x: 200, y: 400), direction: .left)
        session.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 400), duration: 1)
        session.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 50, y: 400), duration: 2)

        let why = rows(session.trace, .why)
        #expect(why.contains("edgePan failed: the finger went down more than 20 points from its .left edge (R39)"))
        #expect(why.contains("edgePan failed: the finger moved along or towards the edge before moving away from it (R39)"))
        #expect(why.contains("edgePan began: the finger went down within 20 points of the .left edge and moved 10 points away from it (R39)"))
        #expect(why.contains("swipe recognized: the finger travelled 50 points .left within 0.5 s (R38)"))
        #expect(why.contains("swipe failed: not 50 points .left within 0.5 s of touch-down (R38)"))
        #expect(session.trace.lanes == ["edgePan", "swipe"])
    }

    @Test("R41, R42: a control's events are traced as it sends them, each after what caused it")
    func controlEventsAreTraced() {
        let screen = SettingsViewController()
        let session = DemoSession(showing: screen) { [("dark mode", screen.darkModeSwitch.isOn ? "on" : "off")] }

        session.tap(at: screen.darkModeSwitch.convert(CGPoint(x: 25, y: 15), to: nil))

        let rows = session.trace.rows.filter { $0.kind == .control || $0.kind == .result }.map(\.text)
        #expect(rows == [
            "dark mode off",
            "Switch(\"darkMode\") sends .touchDown",
            "Switch(\"darkMode\") sends .touchUpInside",
            "Switch(\"darkMode\") sends .valueChanged",
            "dark mode on",
            "Switch(\"darkMode\") sends .primaryActionTriggered",
        ])
    }

    @Test("R43: a tap recognizer that fails because a control under the finger takes precedence is explained")
    func controlPrecedenceIsExplained() {
        let screen = SettingsViewController()
        let session = DemoSession(showing: screen) { [] }

        session.tap(at: screen.saveButton.convert(CGPoint(x: 175, y: 25), to: nil))
        session.wait(0.5)
        session.tap(at: CGPoint(x: 195, y: 450))

        let why = rows(session.trace, .why)
        #expect(why.first == "endEditing failed: the touch is Button(\"save\")'s, which takes precedence over it (R43)")
        #expect(why.last == "endEditing recognized: the tap completed on the lift (R26)")
        #expect(why.count == 2)
    }

    @Test("R16: the sheet's pan and the list's own pan share a touch; the list's deceleration is sampled")
    func sheetAndListPansAreExplainedAndTheDecelerationIsSampled() {
        let sheet = SheetWithListViewController()
        sheet.listView.panGestureRecognizer.name = "scroll"
        let session = DemoSession(showing: sheet, presented: true) {
            [("list offset", "\(Int(sheet.listView.contentOffset.y.rounded()))")]
        }

        session.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.1)   // 2 points per ms
        let lift = session.trace.now
        session.wait(3, sampling: 0.5)

        let why = rows(session.trace, .why)
        #expect(why.contains("sheetPan runs alongside scroll: the delegate (SheetWithListViewController) said yes to shouldRecognizeSimultaneouslyWith (R16)"))
        let sampled = session.trace.rows.filter { $0.kind == .result && $0.time > lift }
        #expect(sampled.count == 6)   // one row per half second until it rests, 2.65 s after the lift
        #expect(sampled.last?.text == "list offset 1188")
        #expect(session.trace.lanes == ["sheetPan", "scroll"])
    }

    @Test func touchesActionsAndStatesAreTracedInOrder() {
        let (session, _) = photoViewerSession()

        session.tap(at: CGPoint(x: 195, y: 422))
        session.wait(0.5)

        let trace = session.trace
        #expect(rows(trace, .touch) == ["finger 0 down at (195, 422) on View(\"photo\")", "finger 0 up"])
        #expect(rows(trace, .action) == ["singleTap sends \"singleTap:\" to PhotoViewerController (.ended)"])
        #expect(rows(trace, .view) == ["View(\"photo\") gets touchesBegan", "View(\"photo\") gets touchesCancelled  (R17: a recognizer claimed the touch)"])
        #expect(trace.lanes == ["doubleTap", "singleTap", "longPress", "pan", "pinch", "rotation"])
        #expect(session.marks.touchMarks.map(\.phase) == [.began, .ended])
        #expect(session.marks.actionMarks.map(\.state) == [.ended])
        let singleTapLane = 1
        #expect(session.marks.transitions.filter { $0.lane == singleTapLane }.map(\.to) == [.ended, .possible])
        let times = trace.rows.map(\.time)
        #expect(times == times.sorted())
    }

    @Test func aTimerChangeIsTracedAtTheTimerTime() throws {
        let screen = HoldToConfirmViewController()
        let session = DemoSession(showing: screen) { [("confirmed", screen.confirmed ? "yes" : "no")] }
        let button = screen.button.convert(CGPoint(x: 120, y: 32), to: nil)

        session.down(at: button)
        session.wait(1.5)

        let confirmed = try #require(session.trace.rows.first { $0.kind == .result && $0.text == "confirmed yes" })
        #expect(confirmed.time == 1)
    }

    @Test func theTableBlanksRepeatedTimesAndIndentsExplanations() {
        let rows = [
            GestureTrace.Row(time: 0, kind: .act, text: "Tap"),
            GestureTrace.Row(time: 0, kind: .touch, text: "finger 0 down"),
            GestureTrace.Row(time: 0.05, kind: .touch, text: "finger 0 up"),
            GestureTrace.Row(time: 0.05, kind: .why, text: "because"),
        ]

        let lines = TraceTable.render(rows).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(lines[3] == "▸ Tap")
        #expect(lines[4] == "   0.000  touch    finger 0 down")
        #expect(lines[5] == "   0.050  touch    finger 0 up")
        #expect(lines[6] == "          why        because")
    }
}
