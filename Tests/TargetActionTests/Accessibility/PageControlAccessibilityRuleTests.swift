import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R147: a page control as VoiceOver reads and adjusts it.
@Suite struct PageControlAccessibilityRuleTests {
    @Test("R147: a page control is an element with traits .adjustable, no label, and value \"page n of count\"")
    func r147_defaults() {
        let scene = SegmentedStepperPageScene()
        let pages = scene.pages
        #expect(pages.isAccessibilityElement)
        #expect(pages.accessibilityTraits == .adjustable)
        #expect(pages.accessibilityLabel == nil && pages.accessibilityHint == nil)
        #expect(pages.accessibilityValue == "page 1 of 5")

        pages.currentPage = 3
        #expect(pages.accessibilityValue == "page 4 of 5")
        pages.numberOfPages = 2
        #expect(pages.accessibilityValue == "page 2 of 2")
        #expect(pages.accessibilityFrame == CGRect(x: 20, y: 200, width: 200, height: 26))
        #expect(pages.accessibilityActivationPoint == CGPoint(x: 120, y: 213))
    }

    @Test("R147, R97: increment goes to the next page as a tap does: interactionState .discrete, .valueChanged once")
    func r147_increment() {
        let scene = SegmentedStepperPageScene()
        #expect(scene.pages.interactionState == .none)

        scene.pages.accessibilityIncrement()

        #expect(scene.pages.currentPage == 1 && scene.pages.accessibilityValue == "page 2 of 5")
        #expect(scene.pages.interactionState == .discrete)
        #expect(scene.events(of: "pages") == ["valueChanged"])
    }

    @Test("R147: decrement goes to the previous page, .discrete, .valueChanged once")
    func r147_decrement() {
        let scene = SegmentedStepperPageScene()
        scene.pages.currentPage = 2

        scene.pages.accessibilityDecrement()

        #expect(scene.pages.currentPage == 1 && scene.pages.accessibilityValue == "page 2 of 5")
        #expect(scene.pages.interactionState == .discrete)
        #expect(scene.valueChanges(of: "pages") == 1)
    }

    @Test("R147: at the last page increment does nothing, at the first decrement does nothing: no change, nothing sent, the interaction state kept")
    func r147_nothingAtTheEnds() {
        let scene = SegmentedStepperPageScene()
        scene.pages.accessibilityDecrement()
        #expect(scene.pages.currentPage == 0 && scene.pages.interactionState == .none)

        scene.pages.currentPage = 4
        scene.pages.accessibilityIncrement()
        #expect(scene.pages.currentPage == 4 && scene.pages.accessibilityValue == "page 5 of 5")
        #expect(scene.pages.interactionState == .none)
        #expect(scene.journal.entries.isEmpty)
    }

    @Test("R147, R40: a disabled page control is dimmed and its increment and decrement move nothing")
    func r147_disabled() {
        let scene = SegmentedStepperPageScene()
        scene.pages.currentPage = 2
        scene.pages.isEnabled = false

        scene.pages.accessibilityIncrement()
        scene.pages.accessibilityDecrement()

        #expect(scene.pages.currentPage == 2 && scene.journal.entries.isEmpty)
        #expect(scene.pages.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test("R147, R96: with hidesForSinglePage and at most one page, it is no element and has no elements below it; with two pages it is again")
    func r147_hiddenForSinglePage() {
        let pages = PageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        pages.numberOfPages = 1
        #expect(pages.isAccessibilityElement)   // not hiding: still an element
        #expect(pages.accessibilityElements == nil)

        pages.hidesForSinglePage = true
        #expect(!pages.isAccessibilityElement)
        #expect(pages.accessibilityElements?.isEmpty == true)
        pages.numberOfPages = 0
        #expect(!pages.isAccessibilityElement)

        pages.numberOfPages = 2
        #expect(pages.isAccessibilityElement)
        #expect(pages.accessibilityElements == nil)
    }

    @Test("R147, R97: VoiceOver's tap at the activation point lands on the page control: the current indicator's side it falls on moves a page")
    func r147_tapAtTheCentre() {
        let scene = SegmentedStepperPageScene()
        scene.pages.currentPage = 0   // indicator 0 is left of the centre: a tap there goes on a page
        #expect(!scene.pages.accessibilityActivate())

        scene.simulator.tap(at: scene.pages.accessibilityActivationPoint)

        #expect(scene.pages.currentPage == 1 && scene.pages.interactionState == .discrete)
        #expect(scene.events(of: "pages") == ["touchDown", "touchUpInside", "valueChanged"])
    }

    @Test("R147, R140: the increment and decrement blocks answer instead of moving a page")
    func r147_blocksAnswerFirst() {
        let scene = SegmentedStepperPageScene()
        let calls = BlockCalls()
        scene.pages.currentPage = 2
        scene.pages.accessibilityIncrementBlock = { calls.note("increment") }
        scene.pages.accessibilityDecrementBlock = { calls.note("decrement") }

        scene.pages.accessibilityIncrement()
        scene.pages.accessibilityDecrement()

        #expect(calls.names == ["increment", "decrement"])
        #expect(scene.pages.currentPage == 2 && scene.journal.entries.isEmpty)
    }
}
