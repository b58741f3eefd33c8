import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// AccessibleSheetViewController as VoiceOver reads it: the modal sheet's elements, and its escape
/// called as VoiceOver calls it, up the chain (R141, R152).
@Suite struct AccessibleSheetViewControllerAccessibilityTests {
    let screen = AccessibleSheetViewController()
    let simulator: TouchSimulator

    init() {
        simulator = TouchSimulator(hosting: screen)
        simulator.tap(on: screen.openButton)
        simulator.wait(0.5)
    }

    var sheet: AccessibleSheetViewController.Sheet { screen.sheet }

    /// Calls `accessibilityPerformEscape()` on `responder`, then up its chain, until one answers
    /// true, as VoiceOver's escape does (R152); the responders asked, in order.
    func escape(from responder: Responder) -> [Responder] {
        var asked: [Responder] = []
        var current: Responder? = responder
        while let next = current {
            asked.append(next)
            if next.accessibilityPerformEscape() { break }
            current = next.next
        }
        return asked
    }

    @Test("R141: the presented sheet's view is modal and the window's frontmost subview, over the Open button")
    func theSheetsViewIsModalAndInFront() {
        #expect(sheet.view.accessibilityViewIsModal)
        #expect(simulator.window.subviews.filter(\.accessibilityViewIsModal).last === sheet.view)
        #expect(sheet.view.accessibilityFrame.contains(screen.openButton.accessibilityFrame))
        #expect(!screen.view.accessibilityViewIsModal)
    }

    @Test("R141, R142: the panel's elements: the Handle, then Details and Close on one line, left to right")
    func thePanelsElements() {
        #expect(sheet.handle.isAccessibilityElement)
        #expect(sheet.handle.accessibilityLabel == "Handle")
        #expect(sheet.handle.accessibilityValue == "Collapsed")
        #expect(sheet.handle.accessibilityTraits == .button)
        #expect(sheet.titleView.isAccessibilityElement)
        #expect(sheet.titleView.accessibilityLabel == "Details")
        #expect(sheet.titleView.accessibilityTraits == .header)
        #expect(sheet.closeButton.isAccessibilityElement)
        #expect(sheet.closeButton.accessibilityTraits.contains(.button))
        #expect(sheet.closeButton.currentTitle == "Close")
        #expect(!sheet.dimmingView.isAccessibilityElement)

        let frames = [sheet.handle, sheet.titleView, sheet.closeButton].map { $0.accessibilityFrame }
        #expect(frames[0].minY < frames[1].minY)
        #expect(frames[1].minY == frames[2].minY)
        #expect(frames[1].minX < frames[2].minX)
    }

    @Test("R152: escape from the Close button climbs the button, the panel and the sheet's view to the sheet, which dismisses and answers true")
    func escapeFromTheCloseButtonClimbsToTheSheet() {
        let asked = escape(from: sheet.closeButton)

        let chain: [Responder] = [sheet.closeButton, sheet.panel, sheet.view, sheet]
        #expect(asked.count == chain.count)
        #expect(zip(asked, chain).allSatisfy { $0 === $1 })
        #expect(!screen.isSheetShown)
        #expect(screen.dismissals == [.escape])
    }

    @Test("R152: escape from the Handle dismisses the expanded sheet as well")
    func escapeFromTheHandle() {
        simulator.tap(at: sheet.handle.accessibilityActivationPoint)
        #expect(sheet.isExpanded)

        #expect(escape(from: sheet.handle).last === sheet)

        #expect(!screen.isSheetShown)
        #expect(screen.dismissals == [.escape])
    }

    @Test("R152: once dismissed, the sheet answers escape with false, and the presenting controller does too")
    func escapeWithNothingToDismiss() {
        #expect(sheet.accessibilityPerformEscape())

        #expect(!sheet.accessibilityPerformEscape())
        #expect(!screen.accessibilityPerformEscape())
        #expect(screen.dismissals == [.escape])
    }

    @Test("R152: on the presenting screen, escape from the Open button climbs to the window and answers nothing")
    func escapeOnThePresentingScreen() {
        #expect(sheet.accessibilityPerformEscape())

        let asked = escape(from: screen.openButton)

        #expect(asked.last === simulator.window)
        #expect(asked.contains { $0 === screen })
        #expect(screen.dismissals == [.escape])
    }
}
