import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// AccessibleSheetViewController used by real taps. The taps at an element's activation point are
/// the taps VoiceOver's activation makes (R143): a button's `.touchUpInside` and a tap recognizer
/// on a plain element both answer them.
@Suite struct AccessibleSheetViewControllerTouchTests {
    let screen = AccessibleSheetViewController()
    let simulator: TouchSimulator

    init() {
        simulator = TouchSimulator(hosting: screen)
    }

    var sheet: AccessibleSheetViewController.Sheet { screen.sheet }

    /// Taps `element` where VoiceOver's activation would, then lets the tap's recognizers settle.
    func activate(_ element: Responder) {
        simulator.tap(at: element.accessibilityActivationPoint)
        simulator.wait(0.5)
    }

    @Test("R143: a tap at the Open button's activation point presents the sheet, in front, filling the window")
    func openPresentsTheSheet() {
        activate(screen.openButton)

        #expect(screen.isSheetShown)
        #expect(sheet.isPresented)
        #expect(screen.presentationCount == 1)
        #expect(simulator.window.subviews.last === sheet.view)
        #expect(sheet.view.frame == simulator.window.bounds)
        #expect(!sheet.isExpanded)
    }

    @Test("R143: a tap at the Close button's activation point dismisses the sheet")
    func closeDismisses() {
        activate(screen.openButton)

        activate(sheet.closeButton)

        #expect(!screen.isSheetShown)
        #expect(sheet.view.window == nil)
        #expect(screen.dismissals == [.closeButton])
    }

    @Test("R143: a tap at the Handle's activation point, a tap recognizer on a plain element, expands the sheet; another collapses it")
    func theHandleExpandsAndCollapses() {
        activate(screen.openButton)
        let collapsedTop = sheet.panel.frame.minY

        activate(sheet.handle)

        #expect(sheet.isExpanded)
        #expect(sheet.handle.accessibilityValue == "Expanded")
        #expect(sheet.panel.frame.minY == collapsedTop - (sheet.expandedHeight - sheet.collapsedHeight))
        #expect(screen.isSheetShown)

        activate(sheet.handle)

        #expect(!sheet.isExpanded)
        #expect(sheet.handle.accessibilityValue == "Collapsed")
        #expect(sheet.panel.frame.minY == collapsedTop)
    }

    @Test("R141: while the sheet is shown, a tap where the Open button is lands on the dimmed background, which dismisses it")
    func theBackgroundIsNotReachedWhileTheSheetIsShown() {
        activate(screen.openButton)

        activate(screen.openButton)

        #expect(!screen.isSheetShown)
        #expect(screen.presentationCount == 1)
        #expect(screen.dismissals == [.backgroundTap])
    }

    @Test("A tap on the panel, away from its controls, keeps the sheet")
    func aTapOnThePanelKeepsTheSheet() {
        activate(screen.openButton)

        simulator.tap(at: CGPoint(x: 195, y: 800))

        #expect(screen.isSheetShown)
        #expect(screen.dismissals.isEmpty)
    }

    @Test("The sheet opens again, collapsed, after it was dismissed expanded")
    func theSheetOpensAgainCollapsed() {
        activate(screen.openButton)
        activate(sheet.handle)
        activate(sheet.closeButton)

        activate(screen.openButton)

        #expect(screen.isSheetShown)
        #expect(screen.presentationCount == 2)
        #expect(!sheet.isExpanded)
        #expect(sheet.handle.accessibilityValue == "Collapsed")
    }

    @Test func theHandlersDoNotKeepTheControllersAlive() {
        weak var released: AccessibleSheetViewController?
        weak var releasedSheet: AccessibleSheetViewController.Sheet?
        do {
            let screen = AccessibleSheetViewController()
            let simulator = TouchSimulator(hosting: screen)
            simulator.tap(on: screen.openButton)
            simulator.wait(0.5)
            simulator.tap(on: screen.sheet.handle)
            #expect(screen.sheet.isExpanded)
            released = screen
            releasedSheet = screen.sheet
        }

        #expect(released == nil)
        #expect(releasedSheet == nil)
    }
}
