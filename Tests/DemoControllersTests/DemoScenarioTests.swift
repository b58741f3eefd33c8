import DemoControllers
import DemoSupport
import Foundation
import TargetAction
import Testing

/// The demo's scripts do what their captions say.
@Suite struct DemoScenarioTests {
    func results(_ session: DemoSession) -> [String] {
        session.trace.rows.filter { $0.kind == .result }.map(\.text)
    }

    @Test("Every scenario runs and traces its acts and what they caused", arguments: DemoScenario.all)
    func everyScenarioRunsAndTracesEveryAct(scenario: DemoScenario) {
        let session = scenario.run()
        let trace = session.trace

        #expect(!session.marks.acts.isEmpty, "\(scenario.title)")
        #expect(trace.rows.contains { [.action, .callback, .control].contains($0.kind) }, "\(scenario.title)")
        #expect(!TraceTable.render(trace).isEmpty)
    }

    @Test("The catalog holds each scenario once", arguments: [
        DemoScenario.swipeToDismiss, .photoViewer, .photoPinchAndRotate, .holdToConfirm, .swipeableCard, .sideMenu, .settings,
        .sheetWithList, .detentSheet, .zoomingImage, .refreshableList, .draggableCircle, .zoomRotate, .counter, .counterWithHighPriorityPress,
        .filterForm, .pagedOnboarding, .settingsHelpHover, .playPause, .sortMenu, .holdToConfirmCard, .accessibleCart, .accessibleSheet,
    ])
    func theCatalogHoldsEachScenarioOnce(scenario: DemoScenario) {
        #expect(DemoScenario.all.filter { $0.title == scenario.title }.count == 1)
    }

    @Test("R116, R117: the play button updates once per event, titled by its selection")
    func playPauseUpdatesOncePerEvent() {
        let session = DemoScenario.playPause.run()
        let updates = session.trace.rows.filter { $0.kind == .change }.map(\.text)

        #expect(updates.first == "Button(\"playPause\") updated: isHighlighted changed; at the flush after the event (R116 a)")
        #expect(updates.contains("Button(\"playPause\") updated: isHighlighted changed and 1 more request; at the flush after the event (R116 a)"))
        #expect(updates.count == 6)   // the first, on coming into the window, came before the session recorded
        #expect(results(session).last == "title Play, background tint, updates 7")
    }

    @Test("R119, R120, R121, R122: the sort menu opens at touch-down and titles the button; the share menu opens after a press")
    func sortMenuPresentsChoosesAndDismisses() {
        let session = DemoScenario.sortMenu.run()
        let results = results(session)
        let updates = session.trace.rows.filter { $0.kind == .change }.map(\.text)

        #expect(results.first == "sort title Name, sort order name, menu none, shared 0, share menu nothing")
        #expect(updates.contains("Button(\"sort\") presents menu \"Sort by\" at the touch-down, its primary action (R119)"))
        #expect(updates.contains("Button(\"sort\") \"Date\" chosen from menu \"Sort by\", now on (R121)"))
        #expect(results.contains("sort title Date, menu none"))
        #expect(results.contains("sort order date"))
        #expect(updates.contains("Button(\"sort\") menu \"Sort by\" dismissed by a touch-down, which reaches nothing (R121)"))
        #expect(results.filter { $0.hasPrefix("shared") } == ["shared 1"])
        #expect(updates.contains("Button(\"share\") presents menu \"Share\": the touch stayed down 0.5 s within 10 points (R120)"))
        #expect(results.last == "share menu reported")
    }

    @Test("R125: the card dims while held, confirms only after a 1 s hold, and never highlights")
    func holdToConfirmCardConfirmsOnlyAfterASecond() {
        let results = results(DemoScenario.holdToConfirmCard.run())

        #expect(results == [
            "card alpha 1, highlighted no, confirmed no",
            "card alpha 0.5", "card alpha 1",   // the tap
            "card alpha 0.5", "card alpha 1",   // 0.5 s
            "card alpha 0.5", "card alpha 1", "confirmed yes (1)",
        ])
    }

    @Test func swipeToDismissSlidesBackThenDismisses() {
        let results = results(DemoScenario.swipeToDismiss.run())

        #expect(results.contains("sheet y 0"))
        #expect(results.last == "sheet y 844, presented no (dismissed)")
    }

    @Test func photoViewerTogglesChromeZoomsPansAndOpensTheMenu() {
        let results = results(DemoScenario.photoViewer.run())

        #expect(results.contains("chrome hidden"))
        #expect(results.contains("photo transform: scale 2.5, angle 0°"))   // zoomed about the tap, the middle
        #expect(results.contains("centre (125, 392)"))
        #expect(results.contains("photo transform: scale 1, angle 0°, centre (195, 422)"))
        #expect(results.contains("menu open at (195, 422)"))
        #expect(results.last == "menu closed")
    }

    @Test func holdToConfirmCancelsTwiceThenConfirms() {
        let results = results(DemoScenario.holdToConfirm.run())

        #expect(results.filter { $0 == "button alpha 1, pressing no" }.count == 2)
        #expect(results.last == "button alpha 1, pressing no, confirmed yes")
    }

    @Test func swipeableCardSnapsBackThenLeavesRightThenLeft() {
        let results = results(DemoScenario.swipeableCard.run())

        #expect(results.contains("card offset (70, 10), card tilted 8°"))   // 70 points × 0.002 rad
        #expect(results.contains("card offset (0, 0), card tilted 0°"))
        #expect(results.contains { $0.hasSuffix("gone to the right") })
        #expect(results.last?.hasSuffix("gone to the left") == true)
    }

    @Test func photoPinchAndRotateZoomsTurnsStopsAtFourAndZoomsOut() {
        let results = results(DemoScenario.photoPinchAndRotate.run())

        #expect(results.contains("photo transform: scale 2, angle 30°"))
        #expect(results.contains { $0.hasPrefix("photo transform: scale 4, angle 30°") })
        #expect(!results.contains { $0.hasPrefix("photo transform: scale 4.") })
        #expect(results.contains("photo transform: scale 1, angle 30°, centre (195, 422)"))
        #expect(results.last == "photo transform: scale 1, angle 0°")
    }

    @Test func sideMenuClosesOpensByPositionClosesBySwipeAndOpensByFlick() {
        let session = DemoScenario.sideMenu.run()
        let results = results(session)

        #expect(results.contains("menu shows 90 of 280"))
        #expect(results.filter { $0 == "menu shows 280 of 280, settled open" }.count == 2)
        #expect(results.contains("menu shows 0 of 280, settled closed"))
        #expect(results.last == "menu shows 280 of 280, settled open")
        let actions = session.trace.rows.filter { $0.kind == .action }.map(\.text)
        #expect(actions.filter { $0.hasPrefix("swipe sends \"swipe:\"") } == ["swipe sends \"swipe:\" to SideMenuViewController (.ended)"])
    }

    @Test func settingsTogglesEndsEditingSlidesAndSaves() {
        let session = DemoScenario.settings.run()
        let results = results(session)

        #expect(results.first == "dark mode off, text size 20, editing no, saved nothing")
        #expect(results.contains("dark mode on"))
        #expect(results.filter { $0 == "editing no" }.count == 2)   // the background, then the slider
        #expect(results.contains("text size 25"))
        #expect(results.contains("saved dark mode on, text size 25"))
        #expect(results.suffix(2) == ["dark mode off", "editing yes"])   // sendActions(for:), no touches
        let actions = session.trace.rows.filter { $0.kind == .action }.map(\.text)
        #expect(actions == Array(repeating: "endEditing sends \"endEditing:\" to SettingsViewController (.ended)", count: 2))
    }

    @Test func sheetWithListPullsFromTheTopScrollsOtherwiseAndDismissesOnAFlick() {
        let session = DemoScenario.sheetWithList.run()
        let results = results(session)

        #expect(results.contains("sheet y 90"))
        #expect(results.contains("sheet y 0"))   // sprang back
        #expect(results.contains("list offset 1188, scroll at rest"))   // the flick's deceleration, sampled
        #expect(results.contains("list offset 0, scroll at rest"))
        #expect(results.last == "sheet y 844, presented no (dismissed)")
        let scrolling = results.drop { $0 != "sheet y 0" }.dropFirst().prefix { !$0.hasPrefix("sheet y 40") }
        #expect(scrolling.count > 10)
        #expect(scrolling.allSatisfy { !$0.contains("sheet y") })   // only the list moves in between
        #expect(session.trace.lanes == ["sheetPan", "scroll"])
        #expect(DemoScenario.all.map(\.title).contains(DemoScenario.sheetWithList.title))
    }

    @Test("R62, R63, R65, R60: the circle stays for a drag without a hold, follows after one, keeps its offset, and goes back when a second finger fails the drag")
    func draggableCircleStaysFollowsKeepsAndGoesBack() {
        let results = results(DemoScenario.draggableCircle.run())

        #expect(Array(results.prefix(5)) == [
            "dragState inactive, circle at (195, 422), offset (0, 0)",
            "dragState pressing", "dragState inactive",   // dragged at once
            "dragState pressing", "dragState inactive",   // lifted at 0.3 s
        ])
        #expect(results.contains("dragState dragging (0, 0)"))
        #expect(results.contains("dragState dragging (120, 60)"))
        #expect(results.contains("dragState inactive, offset (120, 60)"))
        #expect(results.contains("circle at (315, 432)"))   // dragged 50 points up, then the second finger
        #expect(results.last == "dragState inactive, circle at (315, 482)")
    }

    @Test("R64, R65, R60: the photo zooms, zooms and turns, stops at ×0.5, and a cancel keeps nothing")
    func zoomRotateZoomsTurnsStopsAndKeepsNothingOnCancel() {
        let session = DemoScenario.zoomRotate.run()
        let results = results(session)

        #expect(results.contains("live ×1, 0°, kept ×2, 0°"))
        #expect(results.contains("photo ×3, 45°"))
        #expect(results.contains("live ×1, 45°, kept ×3, 45°"))
        #expect(results.contains("live ×1, 0°, kept ×0.5, 45°"))
        #expect(results.last == "live ×1, 0°, photo ×0.5, 45°")
        let ended = session.trace.rows.filter { $0.kind == .callback && $0.text.contains("onEnded") }
        #expect(ended.count == 3)   // not for the cancelled gesture
        #expect(ended.first?.text.hasSuffix("second: nil))") == true)   // the rotate side never turned 1°
    }

    @Test("R62, R66, R60: the counter counts presses, starts over from the badge, ends at a 1 s press and removes it")
    func counterCountsStartsOverEndsAndRemovesThePress() {
        let results = results(DemoScenario.counter.run())

        #expect(results.first == "presses 0, isDetectingLongPress false, circle green, press attached, start-overs 0")
        #expect(results.contains("presses 2"))
        #expect(results.contains("presses 0, start-overs 1"))   // the badge's double tap, never counted
        #expect(results.contains("isDetectingLongPress false, circle red, press removed"))
        #expect(results.last == "presses 0, circle green, press attached, start-overs 2")
    }

    @Test("R66: the high-priority counter counts touches on the badge, lets the double tap go after it fails, and beats it when it lasts")
    func counterWithAHighPriorityPressComesFirstOnTheBadge() {
        let results = results(DemoScenario.counterWithHighPriorityPress.run())

        #expect(results.contains("presses 2"))   // both touches of the double tap counted
        #expect(results.contains("presses 0, start-overs 1"))
        #expect(results.last == "isDetectingLongPress false, circle red, press removed")
    }

    @Test("R75-R78: the photo zooms about a double tap and back, zooms under travelling fingers, pans, rubber-bands past 4× and below 1×, and returns")
    func zoomingImageZoomsPansAndBouncesBack() {
        let session = DemoScenario.zoomingImage.run()
        let results = results(session)

        #expect(results.first == "zoom 1, offset (0, 0), photo at (0, 292), scroll at rest")
        #expect(results.contains("zoom 2.5, offset (293, 0), photo at (0, 97)"))   // the double tap, centred down the screen
        #expect(results.contains("zoom 1, offset (0, 0), photo at (0, 292)"))
        #expect(results.contains { $0.hasPrefix("zoom 4.9,") })   // 4 × 1.5^0.5 = 4.899, the rubber band
        #expect(results.contains("zoom 4, offset (728, 98), scroll at rest"))
        #expect(results.contains { $0.hasPrefix("zoom 0.82,") })   // 0.816, the rubber band below 1×
        #expect(results.last == "zoom 1, offset (0, 0), photo at (0, 292), scroll at rest")
        #expect(session.trace.lanes.contains("zoom") && session.trace.lanes.contains("scroll"))
    }

    @Test("R82, R83, R85: a short pull springs back, a long one loads during the drag and rests at the control, the load ends and scrolls back")
    func refreshableListLoadsTwice() {
        let session = DemoScenario.refreshableList.run()
        let results = results(session)

        #expect(results.first == "offset 0, inset top 0, refreshing no, top row row 1")
        #expect(results.contains("offset -171, inset top 60, refreshing yes"))   // during the drag
        #expect(results.filter { $0 == "offset -60" }.count == 2)   // resting at the revealed control
        #expect(results.contains("inset top 0, refreshing no, top row new 1"))
        #expect(results.last == "offset 0")
        let controls = session.trace.rows.filter { $0.kind == .control }.map(\.text)
        let load = [
            "RefreshControl(\"refresh\") begins refreshing (R82, R84)",
            "RefreshControl(\"refresh\") sends .valueChanged",
            "RefreshControl(\"refresh\") ends refreshing (R85)",
        ]
        #expect(controls == load + load)
    }

    @Test func aScenarioRunsOnFreshObjectsEachTime() {
        let first = DemoScenario.photoViewer.run().trace.rows
        let second = DemoScenario.photoViewer.run().trace.rows

        #expect(first == second)
    }
}
